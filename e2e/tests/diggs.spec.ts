import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { cardPhoto } from "../support/images.ts";

test.setTimeout(120_000);

test("an admin switches Diggs on; a house listed with photos is found near a postcode by another worker", async ({
  page,
  browser,
}) => {
  await setFeatureState(browser, "diggs", "enabled");
  await setFeatureState(browser, "messages", "enabled");

  // The owner lists a three-bed house in Halifax (HX1 1AB: known only to the imported postcode directory).
  await signUp(page, { ...newWorker(), firstName: "Olu", lastName: "Adeyemi" });
  await page.goto("/diggs");
  await expect(page.getByRole("heading", { level: 1, name: "Accommodation" })).toBeVisible();
  await page.getByRole("link", { name: "List a room" }).first().click();
  await page.getByLabel("Title").fill("Three-bed house for a crew");
  await page.getByLabel("Description").fill("Whole house five minutes from the A58, driveway fits two vans.");
  await page.getByLabel("Postcode").fill("HX1 1AB");
  await page.getByLabel("Price per week (£)").fill("450");
  await page.getByLabel("Price is").selectOption("per_room");
  await page.getByLabel("Room type").selectOption("whole_house");
  await page.getByLabel("Number of beds").fill("3");
  await page.getByLabel("Available from").fill("2026-01-05");
  await page.getByLabel("Van parking").check();
  await page.getByLabel("Bills included").check();
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByRole("heading", { name: "Three-bed house for a crew" })).toBeVisible();
  await expect(page.getByText("£150 per person per week")).toBeVisible();

  for (const name of ["front.jpg", "bedroom.jpg"]) {
    await page
      .getByRole("group", { name: "Add a photo" })
      .getByLabel("Choose from gallery")
      .setInputFiles({ name, mimeType: "image/jpeg", buffer: await cardPhoto() });
    await expect(page.getByText(`${name}`).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Photos (2 of 8)" })).toBeVisible();
  // The owner cannot contact themselves.
  await expect(page.getByRole("button", { name: /^Contact/ })).toHaveCount(0);

  // Another worker searches near Halifax town centre (HX1 1AA).
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, newWorker());
  await other.goto("/diggs");
  await other.getByLabel("Near postcode").fill("HX1 1AA");
  await other.getByText("More filters").click();
  await other.getByLabel("Van parking").check();
  await other.getByRole("button", { name: "Search", exact: true }).click();
  const result = other.getByRole("article").filter({ hasText: "Three-bed house for a crew" });
  await expect(result).toBeVisible();
  await expect(result.getByText("£150 per person per week")).toBeVisible();
  await expect(result.getByText(/\d+(\.\d)? miles? away/)).toBeVisible();
  await expect(other.getByRole("status")).toContainText("within 25 miles of HX1 1AA");
  expect(await accessibilityViolations(other)).toEqual([]);

  await result.getByRole("link", { name: "Three-bed house for a crew" }).click();
  await expect(other.getByRole("heading", { name: "Three-bed house for a crew" })).toBeVisible();
  await expect(other.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(2);
  await expect(other.getByText(/Never pay a deposit or rent outside the payment methods/)).toBeVisible();
  expect(await accessibilityViolations(other)).toEqual([]);

  // Contact opens an in-app conversation with the lister, who is named but never shown by e-mail.
  await other.getByRole("button", { name: "Contact Olu" }).click();
  await expect(other).toHaveURL(/\/messages\?c=/);
  await expect(other.getByRole("heading", { name: "Olu A." })).toBeVisible();
  await expect(other.getByRole("button", { name: "Send" })).toBeVisible();
  await otherContext.close();
});
