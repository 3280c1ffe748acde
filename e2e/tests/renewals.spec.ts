import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test.setTimeout(90_000);

/** The expiry five years on from `iso`, as the page shows it (en-GB). */
function fiveYearsOn(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 5);
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

test("with renewals enabled, a worker renews a CSCS card expiring in 20 days, step by step", async ({
  page,
  browser,
}) => {
  await setFeatureState(browser, "renewals", "enabled");
  await signUp(page, newWorker());
  const expiry = isoDateInDays(20);
  const created = await page.request.post("/api/profile/skills-cards", {
    data: { card_type: "cscs-skilled-worker", registration_number: "CSCS-778899", expiry_date: expiry },
    headers: { origin: String(process.env.E2E_BASE_URL) },
  });
  expect(created.status()).toBe(201);

  await page.goto("/renewals");
  const urgent = page.getByRole("region", { name: /Urgent/ });
  await expect(urgent.getByText(/CSCS Skilled Worker/).first()).toBeVisible();
  await expect(urgent.getByText(/Expires in 20 days/).first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await urgent
    .getByRole("button", { name: /Start renewal/ })
    .first()
    .click();
  await expect(page.getByRole("progressbar", { name: "Renewal progress" })).toBeVisible();

  const nextMonth = isoDateInDays(35).slice(0, 7);
  await page.getByRole("textbox", { name: "Month to renew" }).fill(nextMonth);
  await page.getByRole("button", { name: "Save month" }).click();

  await page.getByRole("textbox", { name: "Test centre name" }).fill("Leeds CITB test centre");
  await page.getByRole("button", { name: "Use this centre" }).click();

  await page.getByRole("textbox", { name: "Booking reference" }).fill("HSE-123456");
  await page.getByLabel("Test date", { exact: true }).fill(isoDateInDays(14));
  await page.getByRole("button", { name: "Save booking" }).click();

  await expect(page.getByText(`Your new card runs to ${fiveYearsOn(expiry)}`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm renewal" }).click();
  await expect(page.getByText("Renewal complete")).toBeVisible();
  await expect(page.getByText(`Your new card runs to ${fiveYearsOn(expiry)}.`)).toBeVisible();
  await expect(page.getByRole("group", { name: "Front of the new card" })).toBeVisible();

  await page.goto("/skills-cards");
  await expect(page.getByText(fiveYearsOn(expiry)).first()).toBeVisible();
});
