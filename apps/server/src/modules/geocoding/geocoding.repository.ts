import { and, count, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { geocodeCache, geocodeJobs, postcodeDirectory } from "../../db/schema/places.ts";

export type GeocodeCacheRow = typeof geocodeCache.$inferSelect;

export async function readGeocodeCache(db: Db, key: string): Promise<GeocodeCacheRow | undefined> {
  const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
  return row;
}

/** Insert or refresh: two instances looking up the same postcode at once both succeed. */
export async function saveGeocodeCache(db: Db, row: GeocodeCacheRow): Promise<void> {
  const { key, ...values } = row;
  await db.insert(geocodeCache).values(row).onConflictDoUpdate({ target: geocodeCache.key, set: values });
}

// ---------------------------------------------------------------------------------------------------
// The imported postcode directory

export interface DirectoryPlace {
  latitude: number;
  longitude: number;
}

export async function findDirectoryPostcode(db: Db, postcode: string): Promise<DirectoryPlace | undefined> {
  const [row] = await db
    .select({ latitude: postcodeDirectory.latitude, longitude: postcodeDirectory.longitude })
    .from(postcodeDirectory)
    .where(eq(postcodeDirectory.postcode, postcode));
  return row;
}

/** The centre of an outcode's imported postcodes (the mean of their coordinates); undefined when it has none. */
export async function findDirectoryOutcodeCentroid(
  db: Db,
  outcode: string,
): Promise<DirectoryPlace | undefined> {
  const [row] = await db
    .select({
      latitude: sql<number | null>`avg(${postcodeDirectory.latitude})`.mapWith(Number),
      longitude: sql<number | null>`avg(${postcodeDirectory.longitude})`.mapWith(Number),
      postcodes: count().mapWith(Number),
    })
    .from(postcodeDirectory)
    .where(eq(postcodeDirectory.outcode, outcode));
  if (!row || row.postcodes === 0 || row.latitude === null || row.longitude === null) return undefined;
  return { latitude: row.latitude, longitude: row.longitude };
}

export type DirectoryRow = typeof postcodeDirectory.$inferInsert;

/** Inserts or replaces a batch, so importing the same file (or a newer release) twice is safe. */
export async function upsertDirectoryRows(db: Db, rows: DirectoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(postcodeDirectory)
    .values(rows)
    .onConflictDoUpdate({
      target: postcodeDirectory.postcode,
      set: {
        outcode: sql`excluded.outcode`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    });
}

export async function countDirectoryPostcodes(db: Db): Promise<number> {
  const [row] = await db.select({ total: count().mapWith(Number) }).from(postcodeDirectory);
  return row?.total ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Postcodes waiting to be found (saved while the lookup service was down)

export type GeocodeJobRow = typeof geocodeJobs.$inferSelect;

/** Queues a postcode once; queuing it again (another record with it) changes nothing. */
export async function enqueueGeocodeJob(db: Db, postcode: string, runAfter: Date): Promise<void> {
  await db
    .insert(geocodeJobs)
    .values({ postcode, runAfter })
    .onConflictDoNothing({ target: geocodeJobs.postcode });
}

/** Claims the next due postcode (or one whose claim went stale) without waiting for other instances' claims. */
export async function claimGeocodeJob(
  db: Db,
  now: Date,
  staleBefore: Date,
): Promise<GeocodeJobRow | undefined> {
  const rows = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ postcode: geocodeJobs.postcode })
      .from(geocodeJobs)
      .where(
        and(
          lte(geocodeJobs.runAfter, now),
          or(isNull(geocodeJobs.claimedAt), lt(geocodeJobs.claimedAt, staleBefore)),
        ),
      )
      .orderBy(geocodeJobs.runAfter)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return [];
    return tx
      .update(geocodeJobs)
      .set({ claimedAt: now, attempts: sql`${geocodeJobs.attempts} + 1` })
      .where(eq(geocodeJobs.postcode, next.postcode))
      .returning();
  });
  return rows[0];
}

export async function retryGeocodeJobAt(db: Db, postcode: string, runAfter: Date): Promise<void> {
  await db.update(geocodeJobs).set({ runAfter, claimedAt: null }).where(eq(geocodeJobs.postcode, postcode));
}

export async function deleteGeocodeJob(db: Db, postcode: string): Promise<void> {
  await db.delete(geocodeJobs).where(eq(geocodeJobs.postcode, postcode));
}
