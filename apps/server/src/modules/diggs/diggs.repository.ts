import { REPORTS_PER_DAY } from "@siteready/domain/limits";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { type ListingRowOf, type NewListingOf, ownedListings, RANKED_BAND } from "../../db/owned-listings.ts";
import { addedInTheLastDay, assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { diggsListingPhotos, diggsListings, diggsReports } from "../../db/schema/diggs.ts";
import { jobApplications, jobs } from "../../db/schema/jobs.ts";
import { projects } from "../../db/schema/projects.ts";
import { boundingBox, distanceMilesSql, nearestFirstSql, withinBoxSql } from "../geocoding/geo-sql.ts";

export type NewListing = NewListingOf<typeof diggsListings>;
export type ListingSearchRow = ListingRowOf<typeof diggsListings> & { distanceMiles: number | null };

const listingsOwned = ownedListings({
  table: diggsListings,
  id: diggsListings.id,
  owner: diggsListings.ownerId,
  postcode: diggsListings.postcode,
  latitude: diggsListings.latitude,
  recordsLabel: "listings",
});
const listingColumns = listingsOwned.columns;

function selectListings(db: Db, distance: SQL<number | null> = sql<null>`null::double precision`) {
  return listingsOwned.select(db, { ...listingColumns, distanceMiles: distance });
}

export const insertListing = (db: Db, values: NewListing) => listingsOwned.insert(db, values, values.ownerId);

export async function findListing(db: Db, id: string): Promise<ListingSearchRow | undefined> {
  const [row] = await selectListings(db).where(eq(diggsListings.id, id));
  return row;
}

/** Updates a listing only when `ownerId` owns it; false otherwise (another's listing reads as missing). */
export const updateListing = (db: Db, id: string, ownerId: string, values: Partial<NewListing>) =>
  listingsOwned.updateOwned(db, id, ownerId, values);

/** Deletes the owner's listing; the ids of its photos' files (so they go too), or null when not theirs. */
export async function deleteListing(db: Db, id: string, ownerId: string): Promise<string[] | null> {
  const photos = await db
    .select({ fileId: diggsListingPhotos.fileId })
    .from(diggsListingPhotos)
    .where(eq(diggsListingPhotos.listingId, id));
  const rows = await db
    .delete(diggsListings)
    .where(and(eq(diggsListings.id, id), eq(diggsListings.ownerId, ownerId)))
    .returning({ id: diggsListings.id });
  return rows.length > 0 ? photos.map((photo) => photo.fileId) : null;
}

export async function listListingsOfOwner(db: Db, ownerId: string): Promise<ListingSearchRow[]> {
  return selectListings(db)
    .where(eq(diggsListings.ownerId, ownerId))
    .orderBy(desc(diggsListings.createdAt), desc(diggsListings.id));
}

/** Fills in the place of listings saved with this postcode while it could not be found. */
export const fillListingCoordinates = listingsOwned.fillCoordinates;

// ---------------------------------------------------------------------------------------------------
// Search

/** The same sum as pricePerPersonPerWeekPence in the domain, in SQL so it can filter and sort. */
const perPersonPerWeekPence = sql<number>`(case when ${diggsListings.priceBasis} = 'per_room'
  then ceil(coalesce(${diggsListings.pricePerWeekPence}, ${diggsListings.pricePerNightPence} * (case when ${diggsListings.mondayToFriday} then 5 else 7 end))::numeric / greatest(${diggsListings.beds}, 1))
  else coalesce(${diggsListings.pricePerWeekPence}, ${diggsListings.pricePerNightPence} * (case when ${diggsListings.mondayToFriday} then 5 else 7 end)) end)`;

export interface ListingSearchFilters {
  text?: string;
  near?: { latitude: number; longitude: number; radiusMiles: number };
  maxPerPersonPerWeekPence?: number;
  roomType?: string;
  vanParking: boolean;
  billsIncluded: boolean;
  /** Listings available over these dates (YYYY-MM-DD); `today` drops listings whose availability has ended. */
  from?: string;
  to?: string;
  today: string;
  limit: number;
}

/**
 * Active, visible listings matching the filters, up to `limit`: nearest first when there is a location (listings
 * whose place is not known yet come last, so a save during a lookup outage still shows up), else by text rank,
 * then newest. Each way reads no more rows than the answer needs, in order from an index: the nearest `limit`
 * (diggs_listings_visible_place_knn_index, then put in exact-distance order) and the newest `limit` without a
 * place, or with words only the newest RANKED_BAND matches, ranked (as job search ranks its first band). The
 * owner's name is joined for the answer's rows only.
 */
export async function searchListings(db: Db, filters: ListingSearchFilters): Promise<ListingSearchRow[]> {
  // Written out, not bound, so the planner sees the partial indexes' own condition.
  const conditions: SQL[] = [
    sql`${diggsListings.status} = 'active'`,
    sql`${diggsListings.hiddenAt} is null`,
    or(
      isNull(diggsListings.availableTo),
      gte(diggsListings.availableTo, filters.from ?? filters.today),
    ) as SQL,
  ];
  const query = filters.text ? sql`websearch_to_tsquery('english', ${filters.text})` : undefined;
  if (query) conditions.push(sql`${diggsListings.search} @@ ${query}`);
  if (filters.maxPerPersonPerWeekPence !== undefined) {
    conditions.push(sql`${perPersonPerWeekPence} <= ${filters.maxPerPersonPerWeekPence}`);
  }
  if (filters.roomType) conditions.push(eq(diggsListings.roomType, filters.roomType));
  if (filters.vanParking) conditions.push(eq(diggsListings.vanParking, true));
  if (filters.billsIncluded) conditions.push(eq(diggsListings.billsIncluded, true));
  if (filters.from) conditions.push(lte(diggsListings.availableFrom, filters.from));
  if (filters.to) {
    conditions.push(or(isNull(diggsListings.availableTo), gte(diggsListings.availableTo, filters.to)) as SQL);
  }

  const candidateOf = (distance: SQL<number | null>) =>
    db
      .select({
        id: diggsListings.id,
        createdAt: diggsListings.createdAt,
        rank: (query ? sql<number>`ts_rank(${diggsListings.search}, ${query})` : sql<number>`0::real`).as(
          "rank",
        ),
        distance: distance.as("distance"),
      })
      .from(diggsListings);
  const newest = [desc(diggsListings.createdAt), desc(diggsListings.id)];
  let candidates: ReturnType<typeof candidateOf>;
  if (filters.near) {
    const { radiusMiles, ...center } = filters.near;
    const exact = distanceMilesSql(diggsListings.latitude, diggsListings.longitude, center);
    const located = candidateOf(exact)
      .where(
        and(
          ...conditions,
          withinBoxSql(diggsListings.latitude, diggsListings.longitude, boundingBox(center, radiusMiles)),
          sql`${exact} <= ${radiusMiles}`,
        ),
      )
      .orderBy(nearestFirstSql(diggsListings.latitude, diggsListings.longitude, center))
      .limit(filters.limit);
    const placeUnknown = candidateOf(sql<null>`null::double precision`)
      .where(and(...conditions, isNull(diggsListings.latitude)))
      .orderBy(...newest)
      .limit(filters.limit);
    candidates = unionAll(located, placeUnknown) as unknown as ReturnType<typeof candidateOf>;
  } else {
    candidates = candidateOf(sql<null>`null::double precision`)
      .where(and(...conditions))
      .orderBy(...newest)
      .limit(query ? RANKED_BAND : filters.limit) as unknown as ReturnType<typeof candidateOf>;
  }
  const found = candidates.as("found");
  const orderOf = (of: Record<"distance" | "rank" | "createdAt" | "id", SQLWrapper>) => [
    ...(filters.near ? [sql`${of.distance} asc nulls last`] : query ? [desc(of.rank)] : []),
    desc(of.createdAt),
    desc(of.id),
  ];
  const answer = db
    .select()
    .from(found)
    .orderBy(...orderOf(found))
    .limit(filters.limit)
    .as("answer");
  return listingsOwned
    .selectVia(
      db,
      { ...listingColumns, distanceMiles: sql<number | null>`${answer.distance}`.mapWith(Number) },
      answer,
      eq(diggsListings.id, answer.id),
    )
    .orderBy(...orderOf(answer));
}

// ---------------------------------------------------------------------------------------------------
// Photos

export async function listPhotoIds(db: Db, listingIds: string[]): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  if (listingIds.length === 0) return photos;
  const rows = await db
    .select({ listingId: diggsListingPhotos.listingId, fileId: diggsListingPhotos.fileId })
    .from(diggsListingPhotos)
    .where(inArray(diggsListingPhotos.listingId, listingIds))
    .orderBy(asc(diggsListingPhotos.position), asc(diggsListingPhotos.createdAt));
  for (const row of rows) photos.set(row.listingId, [...(photos.get(row.listingId) ?? []), row.fileId]);
  return photos;
}

export async function countPhotos(db: Db, listingId: string): Promise<number> {
  const [row] = await db
    .select({ total: count().mapWith(Number) })
    .from(diggsListingPhotos)
    .where(eq(diggsListingPhotos.listingId, listingId));
  return row?.total ?? 0;
}

export async function insertPhoto(
  db: Db,
  listingId: string,
  fileId: string,
  position: number,
): Promise<void> {
  await db.insert(diggsListingPhotos).values({ listingId, fileId, position });
}

export async function photoBelongsTo(db: Db, listingId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: diggsListingPhotos.fileId })
    .from(diggsListingPhotos)
    .where(and(eq(diggsListingPhotos.listingId, listingId), eq(diggsListingPhotos.fileId, fileId)));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Reports and hiding

/** One report per user and listing: reporting again changes nothing. 429 past the reports one day may bring. */
export async function insertReport(
  db: Db,
  values: { listingId: string; reporterId: string; reason: string },
): Promise<void> {
  await assertRoomFor(db, {
    table: diggsReports,
    rows: addedInTheLastDay(diggsReports.reporterId, values.reporterId, diggsReports.createdAt),
    limit: REPORTS_PER_DAY,
    status: 429,
    message: { key: "limit.reports" },
  });
  await db
    .insert(diggsReports)
    .values(values)
    .onConflictDoNothing({ target: [diggsReports.listingId, diggsReports.reporterId] });
}

export async function listReports(db: Db, limit: number) {
  return db
    .select({
      id: diggsReports.id,
      reason: diggsReports.reason,
      createdAt: diggsReports.createdAt,
      reporterFirstName: users.firstName,
      listingId: diggsListings.id,
      listingTitle: diggsListings.title,
      listingPostcode: diggsListings.postcode,
      listingHiddenAt: diggsListings.hiddenAt,
    })
    .from(diggsReports)
    .innerJoin(diggsListings, eq(diggsListings.id, diggsReports.listingId))
    .innerJoin(users, eq(users.id, diggsReports.reporterId))
    .orderBy(desc(diggsReports.createdAt), desc(diggsReports.id))
    .limit(limit);
}

/** The reports `reporterId` made, newest first, with the title of each listing (data export). */
export async function listListingReportsBy(db: Db, reporterId: string) {
  return db
    .select({
      id: diggsReports.id,
      listingId: diggsReports.listingId,
      listingTitle: diggsListings.title,
      reason: diggsReports.reason,
      createdAt: diggsReports.createdAt,
    })
    .from(diggsReports)
    .innerJoin(diggsListings, eq(diggsListings.id, diggsReports.listingId))
    .where(eq(diggsReports.reporterId, reporterId))
    .orderBy(desc(diggsReports.createdAt), desc(diggsReports.id));
}

export async function setListingHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(diggsListings)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(eq(diggsListings.id, id))
    .returning({ id: diggsListings.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Where a worker may search from (read-only views of their projects and jobs)

export async function listSearchPlacesOf(db: Db, userId: string) {
  const [projectSites, postedJobs, appliedJobs] = await Promise.all([
    db
      .select({ label: projects.name, postcode: projects.sitePostcode })
      .from(projects)
      .where(and(eq(projects.userId, userId), sql`${projects.sitePostcode} is not null`))
      .orderBy(desc(projects.startDate))
      .limit(20),
    db
      .select({ label: jobs.title, postcode: jobs.sitePostcode })
      .from(jobs)
      .where(and(eq(jobs.posterId, userId), eq(jobs.status, "open")))
      .orderBy(desc(jobs.createdAt))
      .limit(20),
    db
      .select({ label: jobs.title, postcode: jobs.sitePostcode })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.applicantId, userId))
      .orderBy(desc(jobApplications.createdAt))
      .limit(20),
  ]);
  return {
    projects: projectSites.filter(
      (site): site is { label: string; postcode: string } => site.postcode !== null,
    ),
    jobs: [...appliedJobs, ...postedJobs],
  };
}
