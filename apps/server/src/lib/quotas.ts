import { RECORDS_PER_TYPE_LIMIT, recordLimitMessage } from "@siteready/domain";
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { AppError } from "./app-error.ts";

/**
 * Refuses (409, with words for people) to add one more record of a type the user already has
 * RECORDS_PER_TYPE_LIMIT of. Two adds at the very same moment may pass the limit by one; the limit is
 * there against abuse, not for exact accounting.
 */
export async function assertBelowRecordLimit(
  db: Db,
  table: PgTable,
  ownerColumn: AnyPgColumn,
  ownerId: string,
  recordsLabel: string,
) {
  const count = await db.$count(table, eq(ownerColumn, ownerId));
  if (count >= RECORDS_PER_TYPE_LIMIT) throw new AppError(409, "CONFLICT", recordLimitMessage(recordsLabel));
}
