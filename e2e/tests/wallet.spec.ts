import type { Page } from "@playwright/test";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { deviceCopy, qrCodeOf } from "../support/gate.ts";
import { cardPhoto } from "../support/images.ts";
import { isOneLine } from "../support/layout.ts";

// Working offline is what these journeys are about: the service worker runs, as on a phone.
test.use({ serviceWorkers: "allow" });

const registrationNumber = "CPCS-778899";
const gateImageCache = "siteready-gate-images";

const cachedImageCount = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
    gateImageCache,
  );

async function expectWalletShowsTheCard(page: Page) {
  await expect(page.getByRole("heading", { name: "Site-gate wallet" })).toBeVisible();
  const list = page.getByRole("list", { name: "Cards to show at the gate" });
  await expect(list.getByText(registrationNumber)).toBeVisible();
  await expect(list.getByText(/^Expires \d{1,2} \w+ \d{4}$/)).toBeVisible();
  const photo = list.getByRole("img", { name: /^Front of your/ });
  // The photo comes after the words (from the server or the gate cache); on a busy machine that takes longer.
  await expect(photo).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

test("a worker's card opens at the gate with no signal, full screen with a QR code the gateman can check", async ({
  page,
  context,
  browser,
}) => {
  // A whole journey: sign-up, uploads, two offline starts, a second browser, logout.
  test.setTimeout(90_000);
  const worker = newWorker();
  await signUp(page, worker);

  // A card saved first, with its front and back photos added after (the add form takes them in the same step
  // too: gate-check.spec.ts).
  await page.goto("/skills-cards");
  await page
    .getByRole("button", { name: /Add (your first|a) card/ })
    .first()
    .click();
  await page.getByRole("combobox", { name: "Card type" }).fill("cpcs");
  await page.getByRole("option", { name: /CPCS/ }).first().click();
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Expiry date").fill(isoDateInDays(400));
  await page.getByRole("button", { name: "Save card" }).click();
  for (const side of ["Front", "Back"]) {
    await page
      .getByRole("group", { name: `${side} of the card` })
      .getByLabel("Take a photo")
      .setInputFiles({ name: `${side}.jpg`, mimeType: "image/jpeg", buffer: await cardPhoto() });
    // The server makes the photo's sizes before it answers: on a busy machine that took more than 5 s once.
    await expect(page.getByRole("img", { name: new RegExp(`${side} of the card`) }).first()).toBeVisible({
      timeout: 15_000,
    });
  }
  // A new card is shown at the gate unless the worker unticks it.
  await page.goto("/skills-cards");
  await expect(page.getByRole("checkbox", { name: "Show at the gate" })).toBeChecked();

  // One tap from the dashboard.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open my site-gate wallet" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expectWalletShowsTheCard(page);
  await expect(page.getByText("Last synced just now")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  // The device now holds the wallet and its images (and nothing from the bank or tax pages).
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect.poll(() => cachedImageCount(page)).toBeGreaterThanOrEqual(3);
  await expect.poll(() => deviceCopy(page)).toContain(registrationNumber);
  expect(await deviceCopy(page)).not.toMatch(/bank-details|tax-details/);

  // No signal: a reload and a fresh page both open the wallet, not the login page.
  await context.setOffline(true);
  await page.reload();
  await expectWalletShowsTheCard(page);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();

  const fresh = await context.newPage();
  await fresh.goto("/wallet");
  await expectWalletShowsTheCard(fresh);
  await expect(fresh).toHaveURL(/\/wallet$/);

  // Full screen: the number large, both photos, and a QR code that decodes to the card's check link.
  await fresh.getByRole("button", { name: /full screen$/ }).click();
  const fullScreen = fresh.getByRole("dialog");
  await expect(fullScreen.getByText(registrationNumber)).toBeVisible();
  await expect(fullScreen.getByRole("img", { name: "Back of the card" })).toBeVisible();
  await expect(fullScreen.getByTestId("gate-qr-code")).toBeVisible();
  expect(await accessibilityViolations(fresh)).toEqual([]);
  const link = (await qrCodeOf(fresh)).text;
  // With no signal the QR code holds the signed offline code.
  expect(link).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/verify#s\\.[\\w-]+\\.[\\w-]+$`));

  // The gateman's phone (its own connection, signed out) sees the holder and the card, nothing else about them.
  const gateman = await browser.newContext();
  const gatePage = await gateman.newPage();
  await gatePage.goto(String(link));
  await expect(gatePage.getByRole("heading", { name: "Card check" })).toBeVisible();
  const checked = gatePage.getByRole("region", { name: /Valid/ });
  await expect(checked.getByText(/CPCS/).first()).toBeVisible();
  await expect(checked.getByText(registrationNumber)).toBeVisible();
  await expect(checked.getByText(`${worker.firstName} ${worker.lastName}`)).toBeVisible();
  await expect(checked.getByText(/Not checked with the scheme/)).toBeVisible();
  expect(String(await gatePage.locator("body").textContent())).not.toContain(worker.email);
  expect(await accessibilityViolations(gatePage)).toEqual([]);
  await gateman.close();

  // A change made offline waits in sight, and is sent when the signal returns.
  await fullScreen.getByRole("button", { name: "Stop showing this at the gate" }).click();
  await expect(fresh.getByText("1 change is waiting to send.", { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(fresh.getByText(/waiting to send/)).toBeHidden();
  await expect(fresh.getByRole("heading", { name: "No cards for the gate yet" })).toBeVisible();
  const wallet = await fresh.request.get("/api/wallet");
  expect((await wallet.json()).items).toEqual([]);
  await fresh.close();

  // Logout removes the device copy: offline afterwards, the wallet is gone.
  await page.goto("/wallet");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cachedImageCount(page)).toBe(0);
  await expect.poll(() => deviceCopy(page)).not.toContain(registrationNumber);
  expect(await deviceCopy(page)).not.toContain('"queryKey":["wallet"]');
  await context.setOffline(true);
  await page.goto("/wallet");
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await expect(page.getByText(registrationNumber)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Site-gate wallet" })).toHaveCount(0);
});

test("a page that needs a connection says so at once when offline", async ({ page, context }) => {
  await signUp(page, newWorker());
  await page.goto("/jobs");
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto("/projects");
  await expect(page.getByText("You are offline. This page needs a connection")).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});

test("the app is installable and its start URL opens the wallet with no signal", async ({
  page,
  context,
}) => {
  // The service worker's install keeps the whole app on the device first: on CI's busy machine that alone took
  // 15 s of the usual 30 (the trace of a failed run).
  test.setTimeout(90_000);
  await signUp(page, newWorker());
  await page.goto("/wallet");
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Chromium's own installability check (manifest, icons, service worker, start URL). Playwright's contexts are
  // incognito windows, where Chromium never offers installation: that is the one objection allowed.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest.start_url).toBe("/wallet");
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: "192x192", type: "image/png" }),
      expect.objectContaining({ sizes: "512x512", type: "image/png", purpose: "maskable" }),
    ]),
  );
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await page.request.get(String(appleIcon))).headers()["content-type"]).toBe("image/png");

  // The (empty) wallet has loaded and its copy is on the device before the signal goes.
  await expect(page.getByRole("heading", { name: "No cards for the gate yet" })).toBeVisible();
  await expect.poll(() => deviceCopy(page)).toContain('"queryKey":["wallet"]');
  await context.setOffline(true);
  await page.goto(manifest.start_url);
  // Every script of the page comes through the service worker from its cache: on CI's busy machine that took
  // longer than the usual 5 s (it failed there twice at 5 s, never on a quiet one).
  await expect(page.getByRole("heading", { name: "Site-gate wallet" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "No cards for the gate yet" })).toBeVisible();
});

test("a long registration number stays whole on one line at the gate on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, newWorker());
  const longNumber = "CPCS-7788991234567";
  const origin = String(process.env.E2E_BASE_URL);
  const saved = await page.request.post("/api/profile/skills-cards", {
    headers: { origin },
    data: {
      card_type: "cpcs-competent-operator",
      registration_number: longNumber,
      expiry_date: isoDateInDays(400),
    },
  });
  const card = (await saved.json()) as { id: string };
  await page.request.put(`/api/wallet/items/skills-card/${card.id}`, {
    headers: { origin },
    data: { show_at_gate: true },
  });

  await page.goto("/wallet");
  const onCard = page.getByText(longNumber);
  await expect(onCard).toBeVisible();
  expect(await isOneLine(onCard)).toBe(true);
  await page.getByRole("button", { name: /full screen$/ }).click();
  const inFull = page.getByRole("dialog").getByText(longNumber);
  await expect(inFull).toBeVisible();
  expect(await isOneLine(inFull)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
