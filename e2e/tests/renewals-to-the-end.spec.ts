import type { BrowserContext, Page } from "@playwright/test";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, test as base, expect, pastTheRightEdge } from "../support/fixtures.ts";
import { startOfflineServer } from "../support/offline-server.ts";

/**
 * Issue 47, "Renewals go to the end", on a fresh install whose outside services cannot be reached (no postcode
 * lookup, no postcode directory, no test-centre directory), on a 360 px phone.
 */
const test = base.extend<object, { offlineServer: Awaited<ReturnType<typeof startOfflineServer>> }>({
  offlineServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startOfflineServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ offlineServer }, use) => use(offlineServer.baseUrl),
});

test.use({ viewport: { width: 360, height: 740 } });
test.setTimeout(120_000);

/** The bodies' own pages, as read on their sites (packages/domain/src/skills-cards/official-links.ts). */
const citbBooking =
  "https://www.citb.co.uk/courses-tests/health-safety-and-environment-hse-test/about-the-health-safety-and-environment-hse-test";
const cscsRenewal = "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card";

const screenshots = "/tmp/renewals";

/**
 * The official sites are answered by a stand-in page: the e2e server has no internet, and a test checks that a
 * link opens the right address, not what a body's site says today.
 */
async function standInForOfficialSites(context: BrowserContext) {
  await context.route(/^https:\/\/(www\.citb\.co\.uk|www\.cscs\.uk\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Official site (stand-in)</title>" }),
  );
}

/** Clicks an official link and returns the address the new tab opened. */
async function openedAddress(page: Page, name: RegExp): Promise<string> {
  const link = page.getByRole("link", { name });
  await expect(link).toHaveAttribute("target", "_blank");
  const [opened] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await opened.waitForLoadState("domcontentloaded");
  const address = opened.url();
  await opened.close();
  return address;
}

/** The admin of this server (its own database) switches features on, then the page is left signed out. */
async function enableFeatures(page: Page, baseUrl: string, features: string[]) {
  const origin = { origin: baseUrl };
  const admin = {
    firstName: "Ada",
    lastName: "Admin",
    email: "admin@siteready.test",
    password: "admin-pass-1",
    acceptTerms: true,
  };
  await page.request.post("/api/auth/sign-up/email", { data: admin, headers: origin });
  await page.request.post("/api/auth/sign-in/email", {
    data: { email: admin.email, password: admin.password },
    headers: origin,
  });
  for (const feature of features) {
    const enabled = await page.request.patch(`/api/admin/features/${feature}`, {
      data: { state: "enabled" },
      headers: origin,
    });
    expect(enabled.ok()).toBe(true);
  }
  await page.context().clearCookies();
}

/** A worker with a CSCS card that expires in 20 days, signed in on the dashboard. */
async function workerWithCardExpiringSoon(page: Page, baseUrl: string) {
  await signUp(page, newWorker(), baseUrl);
  const created = await page.request.post("/api/profile/skills-cards", {
    data: {
      card_type: "cscs-skilled-worker",
      registration_number: "CSCS-204060",
      expiry_date: isoDateInDays(20),
    },
    headers: { origin: baseUrl },
  });
  expect(created.status()).toBe(201);
}

test("a card expiring in 20 days leads the dashboard, and its renewal reaches book and apply with the official links", async ({
  page,
  offlineServer,
}) => {
  await enableFeatures(page, offlineServer.baseUrl, ["renewals", "testCenters"]);
  await workerWithCardExpiringSoon(page, offlineServer.baseUrl);
  await standInForOfficialSites(page.context());

  // The dashboard's first action is the card's renewal, before finishing the profile.
  await page.goto("/dashboard");
  const next = page.getByRole("region", { name: "Do this next" });
  await expect(next.getByText("CSCS Skilled Worker (Blue)", { exact: true })).toBeVisible();
  await expect(next.getByText(/Expires in 20 days/)).toBeVisible();
  const start = next.getByRole("button", { name: /^Start renewal/ });
  await expect(start).toBeVisible();
  const firstAction = page.getByRole("main").locator("a[href], button").first();
  await expect(firstAction).toHaveAccessibleName(/^Start renewal/);
  await expect(page.getByRole("link", { name: /^Next: finish your/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/dashboard-360.png`, fullPage: true });

  await start.click();
  await expect(page).toHaveURL(/\/renewals\?workflow=/);
  await expect(page.getByRole("heading", { name: "Renew your CSCS Skilled Worker (Blue)" })).toBeVisible();
  await page.getByRole("textbox", { name: "Month to renew" }).fill(isoDateInDays(35).slice(0, 7));
  await page.getByRole("button", { name: "Save month" }).click();

  // Find a centre: with no directory and no postcode lookup, a search says so in words, never a server error.
  await expect(page.getByRole("heading", { name: "Step 3: Find a CITB test centre" })).toBeFocused();
  await page.getByLabel("Postcode or town").fill("NE1 5DL");
  await page.getByRole("button", { name: "Find centres" }).click();
  await expect(page.getByRole("heading", { name: "No test centres in the directory yet" })).toBeVisible();
  await expect(page.getByText("Find your centre on CITB's website, then type its name below.")).toBeVisible();
  await expect(page.getByText(/went wrong|administrator/i)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await openedAddress(page, /^Find a centre on CITB's website/)).toBe(citbBooking);
  await page
    .getByRole("textbox", { name: "Test centre name" })
    .fill("Pearson Professional Centre, Newcastle");
  await page.getByRole("button", { name: "Use this centre" }).click();

  // Book: CITB's own booking page, then the booking's details.
  await expect(page.getByRole("heading", { name: "Step 4: Book your CITB test" })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/book-360.png`, fullPage: true });
  expect(await openedAddress(page, /^Book your test on CITB's website/)).toBe(citbBooking);
  await page.getByRole("textbox", { name: "Booking reference" }).fill("HSE-778899");
  await page.getByLabel("Test date", { exact: true }).fill(isoDateInDays(14));
  await page.getByRole("button", { name: "Save booking" }).click();

  // Apply: the scheme's own page for the new card, then its expiry date.
  await expect(page.getByRole("heading", { name: "Step 5: Apply for your new card" })).toBeFocused();
  await expect(
    page.getByText("Apply to CSCS for your new card. When it comes, confirm its expiry date here."),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/apply-360.png`, fullPage: true });
  expect(await openedAddress(page, /^Apply on the CSCS website/)).toBe(cscsRenewal);
  await page.getByRole("button", { name: "Confirm renewal" }).click();
  await expect(page.getByText("Renewal complete")).toBeVisible();
});

test("the test-centre finder on a fresh install with the postcode lookup down answers in words, with CITB's page", async ({
  page,
  offlineServer,
}) => {
  await enableFeatures(page, offlineServer.baseUrl, ["testCenters"]);
  await signUp(page, newWorker(), offlineServer.baseUrl);
  await standInForOfficialSites(page.context());

  await page.goto("/test-centers");
  for (const place of ["NE1 5DL", "Newcastle upon Tyne"]) {
    await page.getByLabel("Postcode or town").fill(place);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("The test-centre directory has not been loaded yet.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText(/went wrong/i)).toHaveCount(0);
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/test-centres-360.png`, fullPage: true });
  expect(await openedAddress(page, /^Find a centre and book on CITB's website/)).toBe(citbBooking);
});

test("the renewals chart's month labels do not touch at 360 px, in every language", async ({
  page,
  browser,
  offlineServer,
}) => {
  await enableFeatures(page, offlineServer.baseUrl, ["renewals"]);
  await workerWithCardExpiringSoon(page, offlineServer.baseUrl);
  const cookies = await page.context().cookies();
  for (const language of ["en", "pl", "ro", "lt", "bg"]) {
    const saved = await page.request.put("/api/account/language", {
      data: { language },
      headers: { origin: offlineServer.baseUrl },
    });
    expect(saved.ok()).toBe(true);
    // A device of its own for each language: the app keeps the session it last saw for a minute.
    const phone = await browser.newContext({
      baseURL: offlineServer.baseUrl,
      viewport: { width: 360, height: 740 },
      storageState: { cookies, origins: [] },
    });
    const worker = await phone.newPage();
    await worker.goto("/renewals");
    await expect(worker.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}`), {
      timeout: 15_000,
    });
    const labels = worker.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
    await expect(labels.first()).toBeVisible();
    const boxes = (
      await labels.evaluateAll((texts) =>
        texts.map((text) => {
          const box = text.getBoundingClientRect();
          return { text: text.textContent, left: box.left, right: box.right };
        }),
      )
    ).sort((a, b) => a.left - b.left);
    // Enough months to read the year by (every other or every third month at least).
    expect(boxes.length, language).toBeGreaterThanOrEqual(4);
    for (const [index, box] of boxes.entries()) {
      const following = boxes[index + 1];
      if (following) {
        expect(
          following.left - box.right,
          `${language}: ${box.text} | ${following.text}`,
        ).toBeGreaterThanOrEqual(4);
      }
    }
    await worker.locator(".recharts-wrapper").scrollIntoViewIfNeeded();
    await worker.screenshot({ path: `${screenshots}/chart-360-${language}.png` });
    await phone.close();
  }
});
