import type { Page } from "@playwright/test";
import sharp from "sharp";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { phonePhoto } from "../support/images.ts";
import { isOneLine } from "../support/layout.ts";

async function addCard(page: Page, search: string, option: RegExp, registrationNumber: string) {
  await page.goto("/skills-cards");
  await page
    .getByRole("button", { name: /Add (your first|a) card/ })
    .first()
    .click();
  await page.getByRole("combobox", { name: "Card type" }).fill(search);
  await expect(page.getByRole("option").first()).toHaveAccessibleName(option);
  await page.getByRole("option").first().click();
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Expiry date").fill(isoDateInDays(400));
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText(/^Card saved\./)).toBeVisible();
}

test("a worker finds cards by the names they use, types in one the list lacks, and reads numbers whole on a 360 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, newWorker());

  // 'green card' is what workers call the CSCS Labourer card.
  await addCard(page, "green card", /^CSCS Labourer \(Green\)/, "CSCS-01234567-AB");

  // A card the catalogue lacks: the last option keeps what was typed.
  await page.goto("/skills-cards");
  await page.getByRole("button", { name: "Add a card" }).first().click();
  await page.getByRole("combobox", { name: "Card type" }).fill("Tideway site induction");
  const other = page.getByRole("option", { name: /Other \(type it in\)/ });
  await expect(other).toContainText("Nothing matches: save “Tideway site induction” as the card type");
  await other.click();
  await page.getByLabel("Registration number").fill("TW-778899");
  await page.getByLabel("Expiry date").fill(isoDateInDays(200));
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText(/^Card saved\./)).toBeVisible();

  // A driving licence number is 16 characters.
  await page.goto("/documents");
  await page
    .getByRole("button", { name: /Add (your first|a) document/ })
    .first()
    .click();
  await page.getByLabel("Document type").selectOption("driving_licence");
  await page.getByLabel("Document number").fill("MORGA657054SM9IJ");
  await page.getByLabel("Expiry date").fill(isoDateInDays(2000));
  await page.getByRole("button", { name: /Save/ }).first().click();
  await expect(page.getByRole("article", { name: "Driving licence" })).toBeVisible();

  const licenceNumber = page.getByText("MORGA657054SM9IJ", { exact: true });
  expect(await isOneLine(licenceNumber)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/skills-cards");
  await expect(page.getByRole("heading", { name: "CSCS Labourer (Green)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tideway site induction" })).toBeVisible();
  expect(await isOneLine(page.getByText("CSCS-01234567-AB", { exact: true }))).toBe(true);
  expect(await isOneLine(page.getByText("TW-778899", { exact: true }))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a 5 MB phone photo is shrunk in the browser and goes up well under 1 MB, upright", async ({ page }) => {
  // Making two 12-megapixel photos with sharp takes a while on a busy machine.
  test.setTimeout(120_000);
  // Playwright cannot read a multipart body holding a file, so the page notes each file it sends.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const sentFiles: File[] = [];
    Object.assign(window, { sentFiles });
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get("file") : null;
      if (file instanceof File) sentFiles.push(file);
      return send.call(this, body);
    };
  });
  await signUp(page, newWorker());
  // A slip of the thumb: 'cpsc' still finds the CPCS cards first.
  await addCard(page, "cpsc", /^CPCS /, "CP-445566");

  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/photos/front"),
  );
  await page
    .getByRole("group", { name: "Front of the card" })
    .getByLabel("Take a photo")
    .setInputFiles({ name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer: photo });
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("img", { name: /Front of the card/ }).first()).toBeVisible();

  const sent = await page.evaluate(async () => {
    const [file] = (window as unknown as { sentFiles: File[] }).sentFiles;
    if (!file) return null;
    const bitmap = await createImageBitmap(file);
    return { name: file.name, type: file.type, size: file.size, width: bitmap.width, height: bitmap.height };
  });
  console.log(`phone photo ${photo.length} bytes, sent ${sent?.size} bytes`);
  expect(sent).toMatchObject({ name: "IMG_4032.jpg", type: "image/jpeg", width: 2000, height: 1500 });
  expect(sent?.size).toBeLessThan(1024 * 1024);

  // A photo taken with the phone held upright is stored on its side with an EXIF note to turn it: the
  // shrunk copy is turned, so it goes up portrait.
  const sideways = await sharp(photo).withMetadata({ orientation: 6 }).jpeg({ quality: 98 }).toBuffer();
  const answeredBack = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/photos/back"),
  );
  await page
    .getByRole("group", { name: "Back of the card" })
    .getByLabel("Choose from gallery")
    .setInputFiles({ name: "IMG_4033.jpg", mimeType: "image/jpeg", buffer: sideways });
  expect((await answeredBack).status()).toBe(200);
  const sentBack = await page.evaluate(async () => {
    const file = (window as unknown as { sentFiles: File[] }).sentFiles[1];
    if (!file) return null;
    // 'none': the pixels as sent, without applying any EXIF note a browser might still find.
    const bitmap = await createImageBitmap(file, { imageOrientation: "none" });
    return { width: bitmap.width, height: bitmap.height };
  });
  expect(sentBack).toEqual({ width: 1500, height: 2000 });
});
