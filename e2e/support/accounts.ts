import type { Browser, Cookie, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

let counter = 0;
export function newWorker() {
  counter += 1;
  return {
    firstName: "Jamie",
    lastName: "O'Brien",
    email: `jamie.${Date.now()}.${counter}@siteready.test`,
    password: "scaffold-ladder-99",
    acceptTerms: true,
  };
}

export type Worker = ReturnType<typeof newWorker>;

/** Registers through all four steps of the wizard, as a new user would: for the journeys about signing up. */
export async function register(page: Page, worker: Worker) {
  await page.goto("/register");
  await page.getByLabel("First name").fill(worker.firstName);
  await page.getByLabel("Last name").fill(worker.lastName);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Email").fill(worker.email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill(worker.password);
  await page.getByLabel("Confirm password").fill(worker.password);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Confirmation" })).toBeVisible();
  await page.getByLabel("I agree to the terms of use and the privacy notice.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The Origin header API calls made beside the page need (the server refuses a state change without it). */
function originOf(page: Page) {
  return new URL(page.url() === "about:blank" ? String(process.env.E2E_BASE_URL) : page.url()).origin;
}

/**
 * Makes the account through the API and opens the dashboard signed in, for the journeys not about signing up
 * (the wizard, `register`, cost about 2 s more each: four steps, and the password meter's 1.5 MB of lists). The
 * account is as the wizard leaves it: the server records the terms agreed to with the sign-up. So is the browser:
 * the stored user, which other tabs follow and the prerendered pages read, is written as the app's completeSignIn
 * writes it (apps/web/src/lib/session/auth-storage.ts). `origin` is needed for a page of another server that has
 * opened nothing yet.
 */
export async function signUp(page: Page, worker: Worker, origin = originOf(page)) {
  const signedUp = await page.request.post("/api/auth/sign-up/email", { data: worker, headers: { origin } });
  expect(signedUp.ok()).toBe(true);
  await page.goto("/dashboard");
  // A first visit loads the app and the dashboard's chunks: on a loaded CI machine (the browser suite beside the
  // PostgreSQL run) the page took 8 s to ask for its data, past expect's 5 s.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(async () => {
    const { user, session } = await (await fetch("/api/auth/get-session")).json();
    localStorage.setItem(
      "siteready.user",
      JSON.stringify({
        id: user.id,
        email: user.email,
        name: user.name,
        avatar_url: user.image,
        onboarding_completed: user.onboardingCompleted,
        provider: "email",
      }),
    );
    localStorage.setItem(
      "siteready.session",
      JSON.stringify({ expires_at: Math.floor(Date.parse(session.expiresAt) / 1000) }),
    );
  });
}

export async function logIn(page: Page, worker: { email: string; password: string }) {
  await page.getByLabel("Email").fill(worker.email);
  await page.getByLabel("Password").fill(worker.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs out with the Logout button and waits until the landing page has loaded. */
export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

export const adminAccount = {
  firstName: "Ada",
  lastName: "Admin",
  email: "admin@siteready.test",
  password: "admin-pass-1",
  acceptTerms: true,
};

/**
 * The admin's known-device cookie, kept from the first sign-in: the admin signs in from many fresh contexts,
 * and without it the per-account sign-in limit (5 a minute) would slow the suite's admin down as it would a
 * stranger guessing.
 */
let adminKnownDevice: Cookie | undefined;

/** Signs the page's context in as the admin (ADMIN_EMAILS in global-setup), creating the account once. */
export async function signInAsAdmin(page: Page) {
  if (adminKnownDevice) await page.context().addCookies([adminKnownDevice]);
  const origin = { origin: originOf(page) };
  await page.request.post("/api/auth/sign-up/email", { data: adminAccount, headers: origin });
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: adminAccount.email, password: adminAccount.password },
    headers: origin,
  });
  expect(signIn.ok()).toBe(true);
  adminKnownDevice ??= (await page.context().cookies()).find(
    (cookie) => cookie.name === "siteready.known_device",
  );
}

/** Sets a feature's state as the admin would on /admin, from a context of its own (on a journey's own server). */
export async function setFeatureState(
  browser: Browser,
  feature: string,
  state: string,
  baseUrl = String(process.env.E2E_BASE_URL),
) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const response = await page.request.patch(`/api/admin/features/${feature}`, {
    data: { state },
    headers: { origin: baseUrl },
  });
  expect(response.ok()).toBe(true);
  await context.close();
}
