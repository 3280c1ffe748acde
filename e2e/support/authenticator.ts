import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { authenticatorApp } from "../../apps/server/src/test-support/two-factor.ts";
import { expect } from "./fixtures.ts";

/** An authenticator app for the journeys: the server tests' own (each code given once). */
export function authenticatorFor(secret: string) {
  return authenticatorApp(
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }),
  );
}

/** Turns two-factor on through the API for a signed-in page, for the journeys not about enrolling. */
export async function enrolTwoFactor(page: Page, password: string) {
  const headers = { origin: new URL(page.url()).origin };
  const enabled = await page.request.post("/api/auth/two-factor/enable", { data: { password }, headers });
  expect(enabled.ok()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const authenticator = authenticatorFor(new URL(totpURI).searchParams.get("secret") ?? "");
  const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: authenticator.nextCode() },
    headers,
  });
  expect(verified.ok()).toBe(true);
  return authenticator;
}
