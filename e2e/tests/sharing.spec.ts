import { readFile } from "node:fs/promises";
import { pdfText } from "../../apps/server/src/test-support/pdf-text.ts";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";
import { cardPhoto } from "../support/images.ts";

const registrationNumber = "CSCS-5521-0087";
const passportNumber = "533380006";

test("a worker shares one card for 7 days; the employer sees only that card, the worker sees the view, revoke ends it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await setFeatureState(browser, "sharingCenter", "enabled");
  const worker = newWorker();
  await signUp(page, worker);

  // A card to share, and a passport that must not be shared.
  await page.goto("/skills-cards");
  await page
    .getByRole("button", { name: /Add (your first|a) card/ })
    .first()
    .click();
  await page.getByRole("combobox", { name: "Card type" }).fill("labourer");
  await page
    .getByRole("option", { name: /Labourer/ })
    .first()
    .click();
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Expiry date").fill(isoDateInDays(400));
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText(registrationNumber).first()).toBeVisible();
  const passport = await page.request.post("/api/profile/documents", {
    data: { document_type: "passport", document_number: passportNumber, expiry_date: isoDateInDays(900) },
    headers: { origin: String(process.env.E2E_BASE_URL) },
  });
  expect(passport.ok()).toBe(true);

  // The share: just the card, 7 days (the default).
  await page.goto("/sharing-center");
  await expect(page.getByRole("heading", { name: "Sharing Center", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Share your first records" }).click();
  await page.getByLabel("Who is it for?").fill("Acme Build — site office");
  await page.getByRole("checkbox", { name: new RegExp(registrationNumber) }).check();
  await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(
    page.getByRole("heading", { name: "Your link for Acme Build — site office is ready" }),
  ).toBeVisible();
  await expect(page.getByTestId("share-qr-code")).toBeVisible();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/share#[\\w-]{43}$`));
  expect(await accessibilityViolations(page)).toEqual([]);

  // A fresh, signed-out browser: the card's type, number and status, and nothing else of the worker's.
  const employer = await browser.newContext({ acceptDownloads: true });
  const employerPage = await employer.newPage();
  const response = await employerPage.goto(link);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(employerPage.getByRole("heading", { name: "Shared records", level: 1 })).toBeVisible();
  const records = employerPage.getByRole("list", { name: "Shared records" });
  await expect(records.getByRole("article")).toHaveCount(1);
  await expect(records.getByRole("heading", { level: 2 })).toHaveText(/Labourer/);
  await expect(records.getByText(registrationNumber)).toBeVisible();
  await expect(records.getByText("Valid")).toBeVisible();
  await expect(employerPage.getByText(/check CSCS cards on CSCS Smart Check/)).toBeVisible();
  await expect(employerPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const shownText = String(await employerPage.locator("body").textContent());
  for (const private_ of [passportNumber, worker.email, "Passport"])
    expect(shownText).not.toContain(private_);
  expect(await accessibilityViolations(employerPage)).toEqual([]);

  // The compliance pack downloads, and its text holds the registration number.
  const downloading = employerPage.waitForEvent("download");
  await employerPage.getByRole("button", { name: "Download compliance pack (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("compliance-pack.pdf");
  const text = await pdfText(await readFile(String(await download.path())));
  expect(text).toContain(registrationNumber);
  expect(text).toContain("Shared by the holder");
  expect(text).not.toContain(passportNumber);

  // The worker: told of the first view, and the log shows one view with the download.
  await page.getByRole("button", { name: "Done" }).click();
  await page.reload();
  await expect(
    page.getByRole("status").filter({ hasText: "Your share for Acme Build — site office was opened" }),
  ).toBeVisible();
  const share = page.getByRole("article", { name: "Acme Build — site office" });
  await expect(share.getByText("Opened once")).toBeVisible();
  await share.getByRole("button", { name: "Who looked" }).click();
  const views = share.getByRole("list", { name: "Views of this share" });
  await expect(views.getByRole("listitem")).toHaveCount(1);
  await expect(views.getByText(/Chrome on Linux · downloaded the PDF once/)).toBeVisible();

  // Revoke in one tap: the employer's link then shows no data.
  await share.getByRole("button", { name: /^Revoke/ }).click();
  await expect(share.getByText("Revoked", { exact: true })).toBeVisible();
  await employerPage.reload();
  await expect(employerPage.getByRole("heading", { name: "This link has ended" })).toBeVisible();
  const endedText = String(await employerPage.locator("body").textContent());
  expect(endedText).not.toContain(registrationNumber);
  expect(endedText).not.toContain(worker.firstName);
  await employer.close();
});

test("an employer on a phone gets in with the right PIN after two wrong ones and sees the card's photos", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await setFeatureState(browser, "sharingCenter", "enabled");
  await signUp(page, newWorker());
  const origin = { origin: String(process.env.E2E_BASE_URL) };
  const card = await page.request.post("/api/profile/skills-cards", {
    data: {
      card_type: "cscs-labourer",
      registration_number: registrationNumber,
      expiry_date: isoDateInDays(400),
    },
    headers: origin,
  });
  expect(card.status()).toBe(201);
  for (const side of ["front", "back"]) {
    const photo = await page.request.post(
      `/api/profile/skills-cards/${(await card.json()).id}/photos/${side}`,
      {
        multipart: { file: { name: `${side}.jpg`, mimeType: "image/jpeg", buffer: await cardPhoto() } },
        headers: origin,
      },
    );
    expect(photo.ok()).toBe(true);
  }
  const share = await page.request.post("/api/shares", {
    data: {
      recipient_label: "Acme Build — site office",
      items: [{ kind: "skills-card", id: (await card.json()).id }],
      pin: "4821",
    },
    headers: origin,
  });
  expect(share.status()).toBe(201);

  const employer = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
  const phone = await employer.newPage();
  await phone.goto((await share.json()).url);
  // Two slips of the thumb, then the right PIN.
  for (const wrong of ["4812", "4281"]) {
    await phone.getByRole("textbox", { name: "PIN" }).fill(wrong);
    await phone.getByRole("button", { name: "Open", exact: true }).click();
    await expect(phone.getByText(/That PIN is not right/)).toBeVisible();
  }
  await phone.getByRole("textbox", { name: "PIN" }).fill("4821");
  await phone.getByRole("button", { name: "Open", exact: true }).click();
  const shared = phone.getByRole("article", { name: "CSCS Labourer (Green)" });
  await expect(shared.getByText(registrationNumber)).toBeVisible();

  // The card's photos, loaded for this viewer, as wide as the phone's column.
  const front = shared.getByRole("img", { name: "Front of CSCS Labourer (Green)" });
  await expect(front).toBeVisible();
  await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect((await front.boundingBox())?.width).toBeGreaterThan(250);
  const back = shared.getByRole("img", { name: "Back of CSCS Labourer (Green)" });
  await back.scrollIntoViewIfNeeded();
  await expect.poll(() => back.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Nothing of the link's token in any address the page asked for.
  const token = String((await share.json()).url).split("#")[1];
  const asked = await phone.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(asked.some((url) => url.includes(String(token)))).toBe(false);
  expect(await pastTheRightEdge(phone)).toEqual([]);
  expect(await accessibilityViolations(phone)).toEqual([]);
  await phone.screenshot({ path: "/tmp/sharing-jobs/share-page-360.png", fullPage: true });

  // Every later call carries the right PIN too, and none of them locks the employer out.
  const downloading = phone.waitForEvent("download");
  await phone.getByRole("button", { name: "Download compliance pack (PDF)" }).click();
  expect((await downloading).suggestedFilename()).toBe("compliance-pack.pdf");
  await phone.getByLabel("Your name").fill("Pat Gateman");
  await phone.getByRole("button", { name: "Send" }).click();
  await expect(phone.getByText(/can see who looked/)).toBeVisible();
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.screenshot({ path: "/tmp/sharing-jobs/share-page-1280.png", fullPage: true });
  await employer.close();
});
