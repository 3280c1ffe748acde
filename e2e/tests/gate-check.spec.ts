import { readFileSync } from "node:fs";
import path from "node:path";
import { makeLiveToken } from "../../apps/server/src/modules/wallet/live-gate-tokens.ts";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { qrCodeOf } from "../support/gate.ts";
import { cardPhoto } from "../support/images.ts";

// Working offline is what these journeys are about: the service worker runs, as on a phone.
test.use({ serviceWorkers: "allow" });

const phone = { width: 360, height: 740 };
const registrationNumber = "CSCS-5566-7788";

/** The server's generated secret (the e2e server keeps it in its DATA_DIR), to make a live token by hand. */
const authSecret = () =>
  (
    JSON.parse(readFileSync(path.join(String(process.env.E2E_DATA_DIR), "secrets.json"), "utf8")) as {
      authSecret: string;
    }
  ).authSecret;

test("a first card goes to the wallet in one form, opens offline that day, and its QR codes are checked at the gate", async ({
  browser,
}) => {
  // A whole journey across three phones: the worker, a checker with any camera, a gate-keeper with /gate.
  test.setTimeout(150_000);
  const workerContext = await browser.newContext({ viewport: phone });
  const page = await workerContext.newPage();
  const worker = newWorker();
  await signUp(page, worker);
  const photo = await page.request.post("/api/profile/personal-details/photo", {
    headers: { origin: String(process.env.E2E_BASE_URL) },
    multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() } },
  });
  expect(photo.ok()).toBe(true);

  // The dashboard of a new worker leads with the first card; the form takes both photos in the same step.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add your first card" }).click();
  await expect(page).toHaveURL(/\/skills-cards#add$/);
  await page.getByRole("combobox", { name: "Card type" }).fill("green");
  await page
    .getByRole("option", { name: /CSCS Labourer/ })
    .first()
    .click();
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Expiry date").fill(isoDateInDays(400));
  for (const side of ["Front", "Back"]) {
    const target = page.getByRole("group", { name: `${side} of the card` }).getByLabel("Take a photo");
    await expect(target).toHaveAttribute("capture", "environment");
    await target.setInputFiles({ name: `${side}.jpg`, mimeType: "image/jpeg", buffer: await cardPhoto() });
    await expect(page.getByRole("img", { name: `${side} of the card, as taken` })).toBeVisible();
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/gate-add-card-360.png", fullPage: true });
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("button", { name: "Save card" })).toBeHidden();
  const cards = page.getByRole("list", { name: "Your cards" });
  await expect(cards.getByText(registrationNumber)).toBeVisible();
  await expect(cards.getByRole("checkbox", { name: "Show at the gate" })).toBeChecked();

  // In the wallet at once, and the service worker controls the page on this first visit.
  await page.goto("/wallet");
  const wallet = page.getByRole("list", { name: "Cards to show at the gate" });
  await expect(wallet.getByText(registrationNumber)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await workerContext.setOffline(true);
  await page.reload();
  await expect(wallet.getByText(registrationNumber)).toBeVisible();

  // With no signal the QR holds the signed offline code; with signal, a live code.
  await wallet.getByRole("button", { name: /full screen$/ }).click();
  const fullScreen = page.getByRole("dialog");
  await expect(fullScreen.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "signed");
  await expect(fullScreen.getByText(/Offline code: the gate-keeper's phone checks it/)).toBeVisible();
  await expect(fullScreen.getByRole("img", { name: "You, as the gate-keeper sees you" })).toBeVisible();
  const signed = await qrCodeOf(page);
  expect(signed.text).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/verify#s\\.[\\w-]+\\.[\\w-]+$`));
  await workerContext.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(fullScreen.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "live");
  const live = await qrCodeOf(page);
  expect(live.text).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/verify#t\\.[\\w-]+$`));
  await page.screenshot({ path: "test-results/gate-wallet-qr-360.png", fullPage: true });

  // Any phone's camera opens the check page: the holder's name and photo, the card in large type.
  const checkerContext = await browser.newContext({ viewport: phone });
  const checker = await checkerContext.newPage();
  await checker.goto(live.text);
  const result = checker.getByRole("region", { name: /Valid/ });
  await expect(result.getByText("Jamie O'Brien")).toBeVisible();
  await expect(result.getByRole("img", { name: "Jamie O'Brien" })).toBeVisible();
  await expect(result.getByText(registrationNumber)).toBeVisible();
  await expect(result.getByText(/Photo of the card.*Not checked with the scheme/)).toBeVisible();
  expect(await checker.locator("body").textContent()).not.toContain(worker.email);
  expect(await accessibilityViolations(checker)).toEqual([]);
  await checker.screenshot({ path: "test-results/gate-check-page-360.png", fullPage: true });

  // A live token older than its 3 minutes is refused, in words.
  const cardId = (await page.request.get("/api/wallet").then((response) => response.json())).items[0].id;
  const old = makeLiveToken(authSecret(), "skills-card", cardId, new Date(Date.now() - 4 * 60_000));
  await checker.goto(`/verify#${old}`);
  await expect(checker.getByRole("region", { name: /Do not accept/ })).toContainText(
    "This QR code has expired: it stops working 3 minutes after it is shown.",
  );

  // The checker's phone, now with no signal, checks the signed code itself; a changed byte is refused.
  await checker.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await checkerContext.setOffline(true);
  await checker.goto(signed.text);
  const offlineResult = checker.getByRole("region", { name: /Valid/ });
  await expect(offlineResult.getByText("Jamie O'Brien")).toBeVisible();
  await expect(offlineResult.getByText(/Checked on this phone with no signal/)).toBeVisible();
  const [, payload = "", signature = ""] = signed.text.split("#")[1]?.split(".") ?? [];
  const changed = `${payload.slice(0, 20)}${payload[20] === "A" ? "B" : "A"}${payload.slice(21)}`;
  await checker.goto(`/verify#s.${changed}.${signature}`);
  await expect(checker.getByRole("region", { name: /Do not accept/ })).toContainText(
    "This code is not genuine: its signature does not match SiteReady's.",
  );
  await checkerContext.close();

  // A gate-keeper: one visit with signal, then scans the worker's QR image with none; the sign-in waits on the
  // phone and is in the register's CSV once the signal is back.
  const gateContext = await browser.newContext({ viewport: phone });
  const gate = await gateContext.newPage();
  await signUp(gate, newWorker());
  await gate.goto("/gate");
  await expect(gate.getByRole("heading", { name: "Gate check" })).toBeVisible();
  await gate.getByLabel("Site").fill("Riverside Plot 4");
  await gate.getByRole("button", { name: "Start the register" }).click();
  await expect(gate.getByText("Connect once so this phone can check offline codes.")).toBeHidden();
  await gate.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gateContext.setOffline(true);
  await gate.getByLabel("Scan from a photo").setInputFiles({
    name: "qr.png",
    mimeType: "image/png",
    buffer: signed.png,
  });
  const scanned = gate.getByRole("dialog");
  await expect(scanned.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(scanned.getByText("Jamie O'Brien")).toBeVisible();
  await gate.screenshot({ path: "test-results/gate-scan-green-360.png" });
  await scanned.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(gate.getByText("1 change to the register is on this phone, waiting to send.")).toBeVisible();
  await gateContext.setOffline(false);
  await gate.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(gate.getByText(/waiting to send/)).toBeHidden();
  await expect(gate.getByRole("table").getByText("Jamie O'Brien")).toBeVisible();
  const csv = await gate.request.get("/api/gate/sign-ins.csv?site=Riverside%20Plot%204");
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toMatch(
    new RegExp(
      `Riverside Plot 4,Jamie O'Brien,CSCS Labourer \\(Green\\),CSCS,${registrationNumber},.*,Green,.*,Signed in,`,
    ),
  );
  await gateContext.close();
  await workerContext.close();
});
