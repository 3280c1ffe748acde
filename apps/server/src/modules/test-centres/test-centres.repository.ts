import type { GeoCoordinates } from "@siteready/domain/places";
import type { TestCentreRow } from "@siteready/domain/test-centres";
import { asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personalDetails } from "../../db/schema/profile.ts";
import { testCentres } from "../../db/schema/test-centres.ts";
import { distanceMilesSql } from "../geocoding/geo-sql.ts";

export type TestCentreRecord = typeof testCentres.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters (8 columns each). */
const insertBatchSize = 500;

/** Swaps the whole directory in one transaction: readers see the old list or the new one, never half. */
export async function replaceTestCentres(db: Db, rows: readonly TestCentreRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(testCentres);
    for (let start = 0; start < rows.length; start += insertBatchSize) {
      await tx.insert(testCentres).values(
        rows.slice(start, start + insertBatchSize).map((row) => ({
          name: row.name,
          address: row.address,
          postcode: row.postcode,
          latitude: row.latitude,
          longitude: row.longitude,
          testTypes: row.test_types,
          bookingUrl: row.booking_url,
          isDemo: row.is_demo,
        })),
      );
    }
  });
}

export async function countTestCentres(db: Db): Promise<number> {
  const [row] = await db.select({ total: count().mapWith(Number) }).from(testCentres);
  return row?.total ?? 0;
}

/** The directory is a few hundred rows, so exact distance over all of it is cheap; no prefilter needed. */
export async function nearestTestCentres(
  db: Db,
  center: GeoCoordinates,
  limit: number,
): Promise<Array<TestCentreRecord & { distanceMiles: number }>> {
  const distance = distanceMilesSql(testCentres.latitude, testCentres.longitude, center);
  return db
    .select({ ...getTableColumns(testCentres), distanceMiles: distance })
    .from(testCentres)
    .orderBy(distance, asc(testCentres.name))
    .limit(limit);
}

/**
 * Centres found without knowing where anything is: by a town's name in their name or address, or by postcode
 * area ('LS' matches LS1 4DY but not L1 8JQ). Alphabetical; a town's name holds no LIKE wildcards (townName).
 */
export async function testCentresMatching(
  db: Db,
  match: { town: string } | { postcodeArea: string },
  limit: number,
): Promise<TestCentreRecord[]> {
  const where: SQL | undefined =
    "town" in match
      ? or(ilike(testCentres.name, `%${match.town}%`), ilike(testCentres.address, `%${match.town}%`))
      : sql`${testCentres.postcode} ~ ${`^${match.postcodeArea}[0-9]`}`;
  return db.select().from(testCentres).where(where).orderBy(asc(testCentres.name)).limit(limit);
}

export async function findProfilePostcode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ postcode: personalDetails.postcode })
    .from(personalDetails)
    .where(eq(personalDetails.userId, userId));
  return row?.postcode ?? null;
}
