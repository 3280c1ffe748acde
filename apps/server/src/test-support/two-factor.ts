import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import * as OTPAuth from "otpauth";
import { expect } from "vitest";
import { type SignedInUser, testOrigin } from "./auth-helpers.ts";

/** A browser's cookie jar: later Set-Cookie headers replace earlier values, Max-Age=0 removes them. */
export function mergeCookies(jar: string, response: LightMyRequestResponse): string {
  const cookies = new Map(
    jar
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  const setCookie = response.headers["set-cookie"];
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(line) || pair.endsWith("=")) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

const PERIOD_MS = 30_000;

/**
 * An authenticator app as a test uses it: each code is accepted once (RFC 6238 §5.2), and the server accepts
 * the codes of the previous, current and next 30-second period, so `nextCode` gives a code of one of those
 * periods not given before (three per window; a test needing more waits for the clock).
 */
function authenticatorApp(totp: OTPAuth.TOTP) {
  const usedPeriods = new Set<number>();
  return {
    totp,
    nextCode(): string {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const period = [now, now + 1, now - 1].find((candidate) => !usedPeriods.has(candidate));
      if (period === undefined) throw new Error("three codes used in this window: wait for the next period");
      usedPeriods.add(period);
      return totp.generate({ timestamp: period * PERIOD_MS });
    },
    /** A code of this window that is not the right one. */
    wrongCode(): string {
      return String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");
    },
  };
}

export type AuthenticatorApp = ReturnType<typeof authenticatorApp>;

/** Turns two-factor on with a password, confirming with a code computed like an authenticator app. */
export async function enrolTwoFactor(
  app: FastifyInstance,
  person: Pick<SignedInUser, "cookie" | "password">,
) {
  const call = (cookie: string, url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: { cookie, origin: testOrigin }, payload });
  const enabled = await call(person.cookie, "/api/auth/two-factor/enable", { password: person.password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const authenticator = authenticatorApp(OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP);
  const verified = await call(person.cookie, "/api/auth/two-factor/verify-totp", {
    code: authenticator.nextCode(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { authenticator, backupCodes, cookie: mergeCookies(person.cookie, verified) };
}
