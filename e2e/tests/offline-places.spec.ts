import { newWorker, signUp } from "../support/accounts.ts";
import { test as base, expect } from "../support/fixtures.ts";
import { startOfflineServer } from "../support/offline-server.ts";

/** This spec's pages talk to a server of its own that has no postcode lookup service and no directory. */
const test = base.extend<object, { offlineServer: Awaited<ReturnType<typeof startOfflineServer>> }>({
  offlineServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startOfflineServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ offlineServer }, use) => use(offlineServer.baseUrl),
});

test.setTimeout(120_000);

test("with no geocoder and no directory, a job and a listing are still posted and found by keyword", async ({
  page,
  offlineServer,
}) => {
  // The admin switches Diggs on (this server has its own database).
  const origin = { origin: offlineServer.baseUrl };
  const admin = {
    firstName: "Ada",
    lastName: "Admin",
    email: "admin@siteready.test",
    password: "admin-pass-1",
    acceptTerms: true,
  };
  await page.request.post("/api/auth/sign-up/email", { data: admin, headers: origin });
  const enabled = await page.request.patch("/api/admin/features/diggs", {
    data: { state: "enabled" },
    headers: origin,
  });
  expect(enabled.ok()).toBe(true);
  await page.context().clearCookies();

  await signUp(page, newWorker(), offlineServer.baseUrl);
  await page.goto("/jobs");
  await page.getByRole("link", { name: "Post a job" }).first().click();
  await page.getByLabel("Job title").fill("Drylining gang for a school extension");
  await page.getByLabel("Trade", { exact: true }).selectOption("Dryliner");
  await page.getByLabel("Description").fill("Metal stud and board for eight classrooms, four weeks.");
  await page.getByLabel("Site postcode").fill("NE1 5DL");
  await page.getByLabel("Rate (£)").fill("170");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByRole("heading", { name: "Drylining gang for a school extension" })).toBeVisible();
  await expect(page.getByText("Distance not known yet")).toBeVisible();

  await page.goto("/jobs");
  await page.getByLabel("Search jobs").fill("classrooms");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const job = page.getByRole("article").filter({ hasText: "Drylining gang for a school extension" });
  await expect(job).toBeVisible();
  await expect(job.getByText("Distance not known yet")).toBeVisible();

  await page.goto("/diggs?add=new");
  await page.getByLabel("Title").fill("Twin room by the Quayside");
  await page.getByLabel("Description").fill("Twin room in a quiet flat, ten minutes' walk from the station.");
  await page.getByLabel("Postcode").fill("NE1 5DL");
  await page.getByLabel("Price per night (£)").fill("35");
  await page.getByLabel("Room type").selectOption("twin");
  await page.getByLabel("Available from").fill("2026-01-05");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByRole("heading", { name: "Twin room by the Quayside" })).toBeVisible();
  await expect(page.getByText("Distance not known yet")).toBeVisible();

  await page.goto("/diggs");
  await page.getByLabel("Search", { exact: true }).fill("quayside");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const listing = page.getByRole("article").filter({ hasText: "Twin room by the Quayside" });
  await expect(listing).toBeVisible();
  await expect(listing.getByText("Distance not known yet")).toBeVisible();
  await expect(listing.getByText("£245 per person per week")).toBeVisible();
});
