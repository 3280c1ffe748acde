import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test("sign-up asks for agreement to the terms and privacy notice before the account is made", async ({
  page,
}) => {
  const worker = newWorker();
  await page.goto("/register");
  await page.getByLabel("First name").fill(worker.firstName);
  await page.getByLabel("Last name").fill(worker.lastName);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Email").fill(worker.email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill(worker.password);
  // Gloves and a small screen: the password can be shown to check it.
  await page.getByRole("button", { name: "Show password", exact: true }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm password").fill(worker.password);
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Tick the box to agree to the terms of use and the privacy notice"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/terms");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("I agree to the terms of use and the privacy notice.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the same card saved twice is refused with 'You already have this card' and a way to it", async ({
  page,
}) => {
  await signUp(page, newWorker());
  const addCard = async (registrationNumber: string) => {
    await page.goto("/skills-cards");
    await page
      .getByRole("button", { name: /Add (your first|a) card/ })
      .first()
      .click();
    await page.getByRole("combobox", { name: "Card type" }).fill("blue card");
    await page.getByRole("option").first().click();
    await page.getByLabel("Registration number").fill(registrationNumber);
    await page.getByLabel("Expiry date").fill(isoDateInDays(400));
    await page.getByRole("button", { name: "Save card" }).click();
  };
  await addCard("12345678");
  await expect(page.getByText(/^Card saved\./)).toBeVisible();

  await addCard("1234 5678");
  const refusal = page.getByRole("alert").filter({ hasText: "You already have this card" });
  await expect(refusal).toBeVisible();
  await refusal.getByRole("link", { name: "Go to the one you already have" }).click();
  await expect(page).toHaveURL(/\/skills-cards#card-/);
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("locked features say they are built, and how they open, on /pricing and their own page", async ({
  page,
}) => {
  await page.goto("/pricing");
  const donate = page.getByRole("region", { name: "Donate" });
  await expect(donate).toContainText("are built, tested and ready");
  await expect(donate).not.toContainText("waiting for funding");

  await signUp(page, newWorker());
  await page.goto("/cv-optimizer?comingSoon=true");
  await expect(page.getByRole("heading", { name: "Support Our Mission" })).toBeVisible();
  await expect(page.getByText("AI CV Optimizer is built and ready.")).toBeVisible();
  await expect(page.getByText(/can switch it on at any time/)).toBeVisible();
  // A signed-in worker going to the plans from the menu is not offered a sign-up.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Main menu" });
  await menu.getByRole("button", { name: /Company & Support/ }).click();
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("link", { name: "Your plan: go to your dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up free" })).toHaveCount(0);
  // Opened afresh on a phone (the prerendered page, painted for a stranger), it turns into theirs untouched.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: "Your plan: go to your dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up free" })).toHaveCount(0);
});

test("on a slow network a signed-in page shows its shape while it loads, not a spinner", async ({
  page,
  context,
}) => {
  await signUp(page, newWorker());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 1500,
    downloadThroughput: 50_000,
    uploadThroughput: 20_000,
  });
  await page.goto("/documents");
  await expect(
    page.getByTestId("page-skeleton").or(page.locator('[aria-busy="true"]')).first(),
  ).toBeVisible();
  await expect(page.locator(".size-10.animate-spin")).toHaveCount(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
});
