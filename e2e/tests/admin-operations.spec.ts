import { newWorker, setFeatureState, signInAsAdmin, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test.describe.configure({ mode: "serial" });
// Two accounts and two browsers in one journey: on a CI machine busy with the every-page walk beside it, 30 s
// was not always enough.
test.setTimeout(90_000);

test("an admin finds a worker by e-mail and suspends them: the worker is refused and sees why; then it is lifted", async ({
  page,
  browser,
}) => {
  const worker = newWorker();
  const workerContext = await browser.newContext();
  try {
    const workerPage = await workerContext.newPage();
    await signUp(workerPage, worker);

    await page.goto("/");
    await signInAsAdmin(page);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Find an account").fill(worker.email);
    const card = page
      .getByRole("list", { name: "Accounts" })
      .getByRole("listitem")
      .filter({ hasText: worker.email });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("definition").filter({ hasText: /^Worker$/ })).toBeVisible();

    await card.getByRole("button", { name: "Suspend" }).click();
    await card.getByLabel(/Why is .* suspended\?/).fill("Expired CSCS card shown at the gate");
    await card.getByRole("button", { name: "Suspend account" }).click();
    await expect(card.getByText("Suspended", { exact: true })).toBeVisible();
    const auditLog = page.getByRole("list", { name: "Audit log" });
    await expect(auditLog.getByRole("listitem").first()).toContainText(`Suspended ${worker.email}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await workerPage.goto("/personal-details");
    await expect(workerPage.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
    await expect(workerPage.getByText("Reason: Expired CSCS card shown at the gate")).toBeVisible();
    expect(await accessibilityViolations(workerPage)).toEqual([]);

    await card.getByRole("button", { name: "Unsuspend" }).click();
    await expect(card.getByText("Suspended", { exact: true })).toHaveCount(0);
    await expect(auditLog.getByRole("listitem").first()).toContainText(`Unsuspended ${worker.email}`);
    await workerPage.goto("/personal-details");
    await expect(workerPage.getByRole("heading", { name: "Personal Details" })).toBeVisible();
  } finally {
    await workerContext.close();
  }
});

test("an admin posts an agent report and sees it listed with its status", async ({ page }) => {
  await page.goto("/");
  await signInAsAdmin(page);
  await page.goto("/admin?tab=reports");
  const form = page.getByRole("form", { name: "Post a report" });
  await form.getByLabel("Agent").fill("e2e-deploy-bot");
  await form.getByLabel("Status").selectOption("Warning");
  await form.getByLabel("Category").selectOption("Security");
  await form.getByLabel("What happened").fill("Rotated the session secret; two old sessions ended");
  await form.getByRole("button", { name: "Post report" }).click();
  await expect(form.getByText("Report saved.")).toBeVisible();

  const report = page
    .getByRole("list", { name: "Reports" })
    .getByRole("listitem")
    .filter({ hasText: "e2e-deploy-bot" });
  await expect(report).toContainText("Warning");
  await expect(report).toContainText("Security");
  await expect(report).toContainText("Stored — Notion is not set up on this server");
  await page.getByLabel("Show status").selectOption("Success");
  await expect(report).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the Health tab shows a bucket word and its numbers move after traffic", async ({ page }) => {
  await page.goto("/");
  await signInAsAdmin(page);
  await page.goto("/admin?tab=health");
  await expect(page.getByText(/^(excellent|good|poor|critical)$/)).toBeVisible();
  const answered = async () =>
    Number(
      await page
        .getByText("Requests answered", { exact: true })
        .locator("xpath=following-sibling::dd")
        .textContent(),
    );
  const before = await answered();
  for (let index = 0; index < 5; index++) await page.request.get("/api/health");
  await page.getByRole("tab", { name: "Features" }).click();
  await page.getByRole("tab", { name: "Health" }).click();
  await expect.poll(answered).toBeGreaterThanOrEqual(before + 5);
  expect(await accessibilityViolations(page)).toEqual([]);
});

/** `iso` moved by whole months (the day of the month kept: the dates below are on the 15th), as the page shows it. */
function monthsOn(iso: string, months: number) {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

test("an admin shortens a card type's renewal window in the app: a worker's renewals follow at once, and a reset puts it back", async ({
  page,
  browser,
}) => {
  await setFeatureState(browser, "renewals", "enabled");
  const workerContext = await browser.newContext();
  try {
    const workerPage = await workerContext.newPage();
    await signUp(workerPage, newWorker());
    // A CSCS Skilled Worker card expiring on the 15th of the month about 14 months from now.
    const expiry = `${isoDateInDays(420).slice(0, 7)}-15`;
    const created = await workerPage.request.post("/api/profile/skills-cards", {
      data: { card_type: "cscs-skilled-worker", registration_number: "CSCS-531531", expiry_date: expiry },
      headers: { origin: String(process.env.E2E_BASE_URL) },
    });
    expect(created.status()).toBe(201);
    await workerPage.goto("/renewals");
    // The shipped rule: CSCS renews from 6 months before expiry.
    await expect(workerPage.getByText(`Renewal window opens ${monthsOn(expiry, -6)}`)).toBeVisible();

    await page.goto("/");
    await signInAsAdmin(page);
    await page.goto("/admin?tab=scheme-rules");
    await page.getByRole("link", { name: "Open the renewal rules" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Renewal rules" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Edit the rule for CSCS Skilled Worker (Blue)" }).click();

    const opens = page.getByLabel("Window opens (months before expiry)");
    const closes = page.getByLabel("Window closes (months after expiry)");
    await closes.fill("-8");
    await opens.fill("3");
    await page.getByRole("button", { name: "Save the rule" }).click();
    await expect(closes).toHaveAccessibleDescription(/The renewal window ends before it starts/);
    await expect(page.getByText("Say why the rule changed")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await closes.fill("2");
    await page.getByLabel("Why it changed").fill("CSCS now renews from 3 months before expiry to 2 after");
    await page.getByRole("button", { name: "Save the rule" }).click();
    const rule = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "CSCS Skilled Worker (Blue)" }),
    });
    await expect(rule).toContainText("Renewed from 3 months before expiry to 2 months after");
    await expect(rule).toContainText(/Edited by admin@siteready\.test on /);

    await workerPage.reload();
    await expect(workerPage.getByText(`Renewal window opens ${monthsOn(expiry, -3)}`)).toBeVisible();
    await workerPage.getByText("What renewing takes").click();
    await expect(
      workerPage.getByText(`The scheme renews it from ${monthsOn(expiry, -3)} to ${monthsOn(expiry, 2)}`),
    ).toBeVisible();

    await page.goto("/admin?tab=users");
    await expect(page.getByRole("list", { name: "Audit log" }).getByRole("listitem").first()).toContainText(
      "Edited a renewal rule — CSCS Skilled Worker (Blue): window.monthsBefore 6 → 3; window.monthsAfter 12 → 2",
    );

    await page.goto("/admin/scheme-rules?card=cscs-skilled-worker");
    await page.getByRole("button", { name: "Reset to the shipped rule" }).click();
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(rule).toContainText("Shipped rule");
    await workerPage.reload();
    await expect(workerPage.getByText(`Renewal window opens ${monthsOn(expiry, -6)}`)).toBeVisible();
  } finally {
    await workerContext.close();
  }
});
