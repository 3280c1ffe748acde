import type { MessageKey, MessageRef } from "@siteready/domain/i18n";
import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "../lib/app-error.ts";
import type { Db } from "./client.ts";

/**
 * A cap on a user's rows: `limit` rows of `table` matching `rows`, past which an add is refused with `status`
 * (409: a count the user brings down by deleting; 429: a count of the last day, which falls by itself) and words
 * for people. Two adds at the very same moment may pass the limit by one; the limit is there against abuse, not
 * for exact accounting.
 */
export interface RowCap {
  table: PgTable;
  rows: SQL | undefined;
  limit: number;
  status: 409 | 429;
  message: MessageRef;
}

/** Refuses adding `adding` rows where the cap has no room for them. */
export async function assertRoomFor(db: Db, cap: RowCap, adding = 1) {
  const count = await db.$count(cap.table, cap.rows);
  if (count + adding > cap.limit)
    throw new AppError(cap.status, cap.status === 429 ? "RATE_LIMITED" : "CONFLICT", cap.message);
}

/** `owner`'s rows made in the last 24 hours (by `createdAt`), for caps on what one day may add. */
export const addedInTheLastDay = (owner: AnyPgColumn, ownerId: string, createdAt: AnyPgColumn) =>
  and(eq(owner, ownerId), gt(createdAt, sql`now() - interval '1 day'`));

/** The refusal's words for each kind of record with RECORDS_PER_TYPE_LIMIT, by the records' English name. */
const recordLimitKeys = {
  documents: "limit.documents",
  "skills cards": "limit.skillsCards",
  qualifications: "limit.qualifications",
  projects: "limit.projects",
  shares: "limit.shares",
  "job posts": "limit.jobPosts",
  listings: "limit.listings",
  inductions: "limit.inductions",
  "weather sites": "limit.weatherSites",
  "competence entries": "competence.limit.entries",
} as const satisfies Record<string, MessageKey>;
export type RecordsLabel = keyof typeof recordLimitKeys;

/**
 * Refuses (409, with words for people) to add one more record of a type the user already has
 * RECORDS_PER_TYPE_LIMIT of.
 */
export async function assertBelowRecordLimit(
  db: Db,
  table: PgTable,
  ownerColumn: AnyPgColumn,
  ownerId: string,
  recordsLabel: RecordsLabel,
) {
  await assertRoomFor(db, {
    table,
    rows: eq(ownerColumn, ownerId),
    limit: RECORDS_PER_TYPE_LIMIT,
    status: 409,
    message: { key: recordLimitKeys[recordsLabel] },
  });
}
