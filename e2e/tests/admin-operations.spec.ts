import { newWorker, signInAsAdmin, signUp } from "../support/accounts.ts";
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
