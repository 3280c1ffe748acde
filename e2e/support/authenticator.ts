import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect } from "./fixtures.ts";

const PERIOD_MS = 30_000;

/**
 * An authenticator app for the journeys, used as a person would: each code once, the code of now or the next
 * period, never one already past. A page takes a few seconds from code to server, so a past period's code (which
 * the server still takes at once) may be two periods old when it arrives; with both taken, the app waits for the
 * next period.
 */
export function authenticatorFor(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const used = new Set<number>();
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / PERIOD_MS);
        const period = [now, now + 1].find((candidate) => !used.has(candidate));
        if (period !== undefined) {
          used.add(period);
          return totp.generate({ timestamp: period * PERIOD_MS });
        }
        await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
      }
    },
  };
}

/** Turns two-factor on through the API for a signed-in page, for the journeys not about enrolling. */
export async function enrolTwoFactor(page: Page, password: string) {
  const headers = { origin: new URL(page.url()).origin };
  const enabled = await page.request.post("/api/auth/two-factor/enable", { data: { password }, headers });
  expect(enabled.ok()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const authenticator = authenticatorFor(new URL(totpURI).searchParams.get("secret") ?? "");
  const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await authenticator.nextCode() },
    headers,
  });
  expect(verified.ok()).toBe(true);
  return authenticator;
}
