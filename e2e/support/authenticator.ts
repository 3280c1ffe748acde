import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect } from "./fixtures.ts";

const PERIOD_MS = 30_000;

/**
 * An authenticator app for the journeys. The server accepts each code once (RFC 6238 §5.2) and the codes of the
 * previous, current and next 30-second period, so `nextCode` gives one of those not given before.
 */
export function authenticatorApp(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const usedPeriods = new Set<number>();
  return {
    nextCode(): string {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const period = [now, now + 1, now - 1].find((candidate) => !usedPeriods.has(candidate));
      if (period === undefined) throw new Error("three codes used in this window: wait for the next period");
      usedPeriods.add(period);
      return totp.generate({ timestamp: period * PERIOD_MS });
    },
  };
}

/** Turns two-factor on through the API for a signed-in page, for the journeys not about enrolling. */
export async function enrolTwoFactor(page: Page, password: string) {
  const headers = { origin: new URL(page.url()).origin };
  const enabled = await page.request.post("/api/auth/two-factor/enable", { data: { password }, headers });
  expect(enabled.ok()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const authenticator = authenticatorApp(new URL(totpURI).searchParams.get("secret") ?? "");
  const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: authenticator.nextCode() },
    headers,
  });
  expect(verified.ok()).toBe(true);
  return authenticator;
}
