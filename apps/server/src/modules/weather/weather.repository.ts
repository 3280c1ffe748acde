import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertBelowRecordLimit } from "../../db/quotas.ts";
import { projects } from "../../db/schema/projects.ts";
import { jobSites, weatherCache } from "../../db/schema/weather.ts";

export type JobSiteRow = typeof jobSites.$inferSelect;
export type WeatherCacheRow = typeof weatherCache.$inferSelect;

export async function listSitesOfUser(db: Db, userId: string): Promise<JobSiteRow[]> {
  return db
    .select()
    .from(jobSites)
    .where(eq(jobSites.userId, userId))
    .orderBy(asc(jobSites.label), asc(jobSites.createdAt));
}

/** Null when the user already saved this postcode (unique per user); 409 past the record limit. */
export async function insertSite(
  db: Db,
  values: Omit<typeof jobSites.$inferInsert, "id" | "createdAt">,
): Promise<JobSiteRow | null> {
  await assertBelowRecordLimit(db, jobSites, jobSites.userId, values.userId, "weather sites");
  const [row] = await db
    .insert(jobSites)
    .values(values)
    .onConflictDoNothing({ target: [jobSites.userId, jobSites.postcode] })
    .returning();
  return row ?? null;
}

export async function deleteSiteOfUser(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(jobSites)
    .where(and(eq(jobSites.id, id), eq(jobSites.userId, userId)))
    .returning({ id: jobSites.id });
  return rows.length > 0;
}

export interface ProjectSite {
  id: string;
  name: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

/** Ongoing projects (no end date) that have a site postcode, latest start first. */
export async function listOngoingProjectSites(db: Db, userId: string): Promise<ProjectSite[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      postcode: projects.sitePostcode,
      latitude: projects.latitude,
      longitude: projects.longitude,
    })
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.endDate), isNotNull(projects.sitePostcode)))
    .orderBy(desc(projects.startDate), desc(projects.createdAt));
  return rows.flatMap((row) => (row.postcode ? [{ ...row, postcode: row.postcode }] : []));
}

export async function readWeatherCache(db: Db, keys: string[]): Promise<WeatherCacheRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(weatherCache).where(inArray(weatherCache.key, keys));
}

export async function saveWeatherCache(db: Db, row: WeatherCacheRow): Promise<void> {
  await db
    .insert(weatherCache)
    .values(row)
    .onConflictDoUpdate({
      target: weatherCache.key,
      set: { payload: sql`excluded.payload`, fetchedAt: sql`excluded.fetched_at` },
    });
}
