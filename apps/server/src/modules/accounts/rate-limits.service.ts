import type { Db } from "../../db/client.ts";
import { countRateLimitHit, readRateLimitCount } from "./accounts.repository.ts";

/**
 * Counts one request against each [key, limit, …] in order, shared by every server instance through the
 * database; answers the first limit the request goes past, or undefined.
 */
export async function firstLimitExceeded<Limit extends readonly [key: string, limit: number, ...unknown[]]>(
  db: Db,
  limits: Limit[],
  windowMs: number,
  now: number,
): Promise<Limit | undefined> {
  for (const entry of limits) {
    if ((await countRateLimitHit(db, entry[0], windowMs, now)) > entry[1]) return entry;
  }
  return undefined;
}

/**
 * A limit that only failures count towards (wrong PINs, not every try): `reached` reads the count without adding
 * to it, `countFailure` adds one and answers whether the limit is now reached. Shared by every instance through
 * the database, in the same fixed windows as the limits above.
 */
export function failureLimit(db: Db, { limit, windowMs }: { limit: number; windowMs: number }) {
  return {
    reached: async (key: string, now: number) => (await readRateLimitCount(db, key, windowMs, now)) >= limit,
    countFailure: async (key: string, now: number) =>
      (await countRateLimitHit(db, key, windowMs, now)) >= limit,
  };
}
