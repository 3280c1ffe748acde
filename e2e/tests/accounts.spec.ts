import { logIn, logOut, newWorker, register, signUp } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { latestEmailTo } from "../support/smtp-inbox.ts";

test("a new worker registers, stays signed in, logs out, and signs back in", async ({
  page,
  consoleErrors,
}) => {
  const worker = newWorker();
  await register(page, worker);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(worker.email)).toBeVisible();
  await expect(page.getByText("Online")).toBeVisible();

  await logOut(page);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, worker);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
});

test("every registration rule shows its message, and Back keeps what was typed", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();

  await page.getByLabel("First name").fill("J4ck");
  await page.getByLabel("Last name").click();
  await expect(
    page.getByText("Name must contain only letters, spaces, hyphens and apostrophes"),
  ).toBeVisible();
  await page.getByLabel("First name").fill("Jack");
  await page.getByLabel("Last name").fill("Dawson-Smith");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Email").fill("jack@site");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill("jack@site.example");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("123456");
  await page.getByRole("button", { name: "Next" }).click();
  // The field's own error (the strength meter beside it may list the same rule while it is typed).
  const passwordField = page.getByLabel("Password", { exact: true });
  await expect(passwordField).toHaveAttribute("aria-invalid", "true");
  await expect(passwordField).toHaveAccessibleDescription(/Password must be at least 6 characters/);
  await expect(
    page.locator("p.text-danger", { hasText: "Password must be at least 6 characters" }),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("1234567");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("jack@site.example");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Jack");
});

test("a second account with the same e-mail is refused", async ({ page, browser }) => {
  const worker = newWorker();
  await signUp(page, worker);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/register");
  await otherPage.getByLabel("First name").fill("Other");
  await otherPage.getByLabel("Last name").fill("Person");
  await otherPage.getByRole("button", { name: "Next" }).click();
  await otherPage.getByLabel("Email").fill(worker.email);
  await otherPage.getByRole("button", { name: "Next" }).click();
  await otherPage.getByLabel("Password", { exact: true }).fill("another-pass");
  await otherPage.getByLabel("Confirm password").fill("another-pass");
  await otherPage.getByRole("button", { name: "Next" }).click();
  await otherPage.getByLabel("I agree to the terms of use and the privacy notice.").check();
  await otherPage.getByRole("button", { name: "Create account" }).click();
  await expect(otherPage.getByRole("heading", { name: "Contact info" })).toBeVisible();
  await expect(
    otherPage.getByText("An account with this email already exists. Sign in or reset your password."),
  ).toBeVisible();
  await other.close();
});

test("a protected page remembers where the user was going", async ({ page, browser }) => {
  const worker = newWorker();
  await signUp(page, worker);
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto("/dashboard?tab=cards");
  await expect(freshPage).toHaveURL(/\/login$/);
  await logIn(freshPage, worker);
  await expect(freshPage).toHaveURL(/\/dashboard\?tab=cards$/);
  await fresh.close();
});

test("an expired session sends the user to log in with the spec's message", async ({ page }) => {
  await page.goto("/login?error=session_expired");
  await expect(page.getByRole("alert")).toHaveText("Your session has expired. Please sign in again.");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New here? Create an account" })).toBeVisible();
});

test("wrong credentials say so", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, { email: "nobody@siteready.test", password: "wrong-one" });
  await expect(page.getByText("Incorrect email or password. Check them and try again.")).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const worker = newWorker();
  await signUp(page, worker);
  await logOut(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The link may be followed before the app takes the log-in page over, as a page load: until the new page is
  // in, "Email" is still the log-in form's field.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(worker.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent it a link");

  // Sent through the SMTP server: a text and an HTML part with the same link, from the configured sender.
  const email = await latestEmailTo(worker.email);
  expect(email.from?.text).toBe('"SiteReady" <no-reply@siteready.test>');
  expect(email.subject).toBe("Reset your SiteReady password");
  expect(email.messageId).toMatch(/@siteready\.test>$/);
  const link = email.text?.match(/http:\/\/localhost:\d+\/api\/auth\/reset-password\/\S+/)?.[0];
  expect(link).toBeTruthy();
  expect(email.html).toContain(`href="${link}"`);
  await page.goto(String(link));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-ladder-42");
  await page.getByLabel("Confirm new password").fill("brand-new-ladder-42");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).last().click();
  await logIn(page, { email: worker.email, password: "brand-new-ladder-42" });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign-in with the OpenID Connect provider asks once for the terms, then lands on the dashboard", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Test Identity" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The provider's sign-in never showed our terms: the account agrees before its first page.
  await expect(page.getByRole("heading", { name: "Before you go on" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/terms-agreement-1280.png" });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/terms-agreement-360.png" });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Tick the box to agree to the terms of use and the privacy notice"),
  ).toBeVisible();
  await page.getByLabel("I agree to the terms of use and the privacy notice.").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("oidc.worker@siteready.test")).toBeVisible();

  // Agreed once is agreed: the next sign-in goes straight to the dashboard.
  await logOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Test Identity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Before you go on" })).toHaveCount(0);
});

test("logging out in one tab logs out the other", async ({ context, page }) => {
  const worker = newWorker();
  await signUp(page, worker);
  const second = await context.newPage();
  await second.goto("/dashboard");
  await expect(second.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole("link", { name: "Login" })).toBeVisible();
});

test("guesses from another browser slow the account down in words, but never lock its owner out", async ({
  page,
  browser,
}) => {
  const worker = newWorker();
  await signUp(page, worker);
  await logOut(page);

  const elsewhere = await browser.newContext();
  const guesser = await elsewhere.newPage();
  await guesser.goto("/login");
  for (let attempt = 0; attempt < 5; attempt++) {
    await logIn(guesser, { email: worker.email, password: `wrong-guess-${attempt}` });
    await expect(guesser.getByText("Incorrect email or password. Check them and try again.")).toBeVisible();
  }
  await logIn(guesser, { email: worker.email, password: worker.password });
  await expect(guesser.getByText(/Too many sign-in attempts for this account\. Wait a minute/)).toBeVisible();
  await expect(guesser).toHaveURL(/\/login$/);
  await elsewhere.close();

  // The owner's own browser, where they registered, still gets in with the right password.
  await page.goto("/login");
  await logIn(page, worker);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
