import type { Db } from "../../db/client.ts";
import { countRateLimitHit } from "./accounts.repository.ts";

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
