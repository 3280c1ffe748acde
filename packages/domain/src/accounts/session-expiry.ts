/** Client session rules (§4, §9). */

export const SESSION_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A session counts as expired 5 minutes before it really ends, so a request never starts with a session that
 * dies on the way; a session with no known expiry counts as expired.
 */
export function isSessionExpired(expiresAt: Date | string | number | null | undefined, now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt === "") return true;
  const expiry = new Date(expiresAt).getTime();
  if (Number.isNaN(expiry)) return true;
  return expiry - SESSION_EXPIRY_MARGIN_MS <= now.getTime();
}
