import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Secrets that travel in URLs and cookies (session, calendar-feed, gate-verification tokens) are kept in the
 * database only as this hash. They are long and random, so a fast unsalted SHA-256 leaves nothing to guess,
 * and a look-up by hash stays one indexed query.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A URL-safe secret (43 characters) derived from a stored value under the server's secret: the server can
 * show it again, a copy of the database alone cannot make it. `purpose` keeps tokens of different uses apart.
 */
export function deriveSecretToken(serverSecret: string, purpose: string, value: string): string {
  return createHmac("sha256", serverSecret).update(`${purpose}:${value}`).digest("base64url");
}

/** Whether a secret given equals the one expected, compared in constant time (a wrong length is simply false). */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
