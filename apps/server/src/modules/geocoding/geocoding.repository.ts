import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { geocodeCache } from "../../db/schema/work.ts";

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
