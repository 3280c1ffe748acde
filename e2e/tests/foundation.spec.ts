import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

// Working offline is what these journeys are about: the service worker runs, as on a phone.
test.use({ serviceWorkers: "allow" });

test("the landing page renders with no console errors", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your cards and compliance, ready at the site gate",
  );
  await expect(page.getByRole("link", { name: "Sign up free" })).toBeVisible();
  await expect(page.getByText("stays free")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the health endpoint reports the server and database up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
});

test("an unknown page falls back to the app, which shows its own 404", async ({ page }) => {
  const response = await page.goto("/somewhere/that/does-not-exist");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the service worker is served from /sw.js and registers after load", async ({ page, request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["content-type"]).toContain("javascript");
  await page.goto("/");
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe("/");
});

test("an axe scan of the landing page finds nothing, in light and dark", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await accessibilityViolations(page)).toEqual([]);
});
