import { request } from "@playwright/test";
import { logOut, newWorker, signUp } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";

test.setTimeout(90_000);

test("a session ended elsewhere sends the worker from a profile page to log in again, with the reason", async ({
  page,
  baseURL,
}) => {
  await signUp(page, newWorker());
  await page.goto("/personal-details");
  await expect(page.getByRole("heading", { level: 1, name: "Personal Details" })).toBeVisible();

  // Signed out from another browser: the server ends this very session; this tab still shows the page.
  const cookies = await page.context().cookies();
  const elsewhere = await request.newContext({
    baseURL,
    extraHTTPHeaders: {
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
      origin: String(baseURL),
    },
  });
  expect((await elsewhere.post("/api/auth/sign-out", { data: {} })).ok()).toBe(true);
  await elsewhere.dispose();

  await page.getByRole("link", { name: "Skills Cards" }).first().click();
  await expect(page).toHaveURL(/\/login\?error=session_expired$/, { timeout: 15_000 });
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
});

test("a UK phone number typed any usual way is saved and shown as +44", async ({ page }) => {
  await signUp(page, newWorker());
  await page.goto("/personal-details");
  await page.getByLabel("Phone number").fill("12345");
  await page.getByLabel("Town or city").click();
  await expect(
    page.getByText(
      "Please enter a valid phone number. UK mobile numbers start 07 and have 11 digits; landlines start 01, 02 or 03.",
    ),
  ).toBeVisible();

  await page.getByLabel("Phone number").fill("07700 900123");
  await page.getByLabel("Date of birth").fill("1990-05-01");
  await page.getByLabel("Address line 1").fill("1 Example Street");
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Postcode").fill("ls1 4dy");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Phone number")).toHaveValue("+44 7700 900123");
});

test("a draft left by one worker is not offered to the next person on the same browser", async ({ page }) => {
  await signUp(page, newWorker());
  await page.goto("/next-of-kin");
  await page.getByLabel("First name").fill("Chris");
  await page.getByLabel("Relationship").fill("Partner");
  // Leaving the page keeps the typing as a draft, which is offered back to the same worker.
  await page.goto("/dashboard");
  await page.goto("/next-of-kin");
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();

  await logOut(page);
  await signUp(page, newWorker());
  await page.goto("/next-of-kin");
  await expect(page.getByRole("heading", { level: 1, name: "Next of Kin" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Restore" })).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("siteready:draft:"))),
  ).toEqual([]);
});
