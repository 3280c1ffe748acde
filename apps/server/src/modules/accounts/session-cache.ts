import type { ChangeWatch } from "../../db/change-watch.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";

/** How long a session once read is trusted without asking the database, unless a change notice drops it. */
const SESSION_CACHE_SECONDS = 60;
/** Enough for every signed-in person of a busy instance; the oldest copy goes first beyond it. */
const MAX_CACHED_SESSIONS = 20_000;

interface Entry<T> {
  userId: string;
  value: T;
  /** Epoch ms: the sooner of the cache's own limit and the session's expiry. */
  until: number;
}

/**
 * Sessions this instance read from the database, by a hash of the signed cookie value better-auth accepted, so
 * most requests need no session and user look-ups. The database announces every change to a session or its
 * user (sign-out, sessions ended by an admin, suspension, role or tier change, password reset, deletion) on
 * the sessions channel; each notice drops that user's copies on every instance before their next request.
 */
export function createSessionCache<T>(watch: ChangeWatch, now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();

  watch.onDrop((userId) => {
    if (userId === null) return entries.clear();
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  });

  return {
    get(cookieValue: string): T | undefined {
      const key = hashSecretToken(cookieValue);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** Whose session a cookie value is, when this instance has it. */
    userOf(cookieValue: string): string | undefined {
      return entries.get(hashSecretToken(cookieValue))?.userId;
    },
    /** Keeps what was read, unless a change notice arrived since `readAt` (the watch's generation then). */
    remember(cookieValue: string, readAt: number, entry: { userId: string; value: T; expiresAt: Date }) {
      if (!watch.mayKeep(readAt)) return;
      if (entries.size >= MAX_CACHED_SESSIONS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const until = Math.min(now() + SESSION_CACHE_SECONDS * 1000, entry.expiresAt.getTime());
      entries.set(hashSecretToken(cookieValue), { userId: entry.userId, value: entry.value, until });
    },
  };
}
