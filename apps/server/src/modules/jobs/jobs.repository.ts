import type { Trade } from "@siteready/domain/jobs";
import { APPLICATIONS_PER_DAY } from "@siteready/domain/limits";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type ListingRowOf,
  type NewListingOf,
  ownedListings,
  ownerFirstName,
  RANKED_BAND,
} from "../../db/owned-listings.ts";
import { addedInTheLastDay, assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { jobApplications, jobs } from "../../db/schema/jobs.ts";
import { personalDetails, skillsCards } from "../../db/schema/profile.ts";
import { boundingBox, distanceMilesSql, nearestFirstSql, withinBoxSql } from "../geocoding/geo-sql.ts";

export type NewJob = NewListingOf<typeof jobs>;
export type JobRow = ListingRowOf<typeof jobs>;
export type JobApplicationRow = typeof jobApplications.$inferSelect;

const jobListings = ownedListings({
  table: jobs,
  id: jobs.id,
  owner: jobs.posterId,
  postcode: jobs.sitePostcode,
  latitude: jobs.latitude,
  recordsLabel: "job posts",
});
const jobColumns = jobListings.columns;

const selectJobs = (db: Db) => jobListings.select(db, jobColumns);

export const insertJob = (db: Db, values: NewJob) => jobListings.insert(db, values, values.posterId);

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  return row;
}

/** Updates a job only when `posterId` posted it; false otherwise (another's job reads as missing). */
export const updateJob = (db: Db, id: string, posterId: string, values: Partial<NewJob>) =>
  jobListings.updateOwned(db, id, posterId, values);

/** Fills in the place of jobs posted with this postcode while it could not be found. */
export const fillJobCoordinates = jobListings.fillCoordinates;

export async function listJobsOfPoster(
  db: Db,
  posterId: string,
): Promise<Array<JobRow & { applicantCount: number; shortlistedCount: number }>> {
  const rows = await selectJobs(db)
    .where(eq(jobs.posterId, posterId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  const counts = await applicationCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    applicantCount: counts.get(row.id)?.all ?? 0,
    shortlistedCount: counts.get(row.id)?.shortlisted ?? 0,
  }));
}

async function applicationCounts(db: Db, jobIds: string[]) {
  const counts = new Map<string, { all: number; shortlisted: number }>();
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({
      jobId: jobApplications.jobId,
      all: count().mapWith(Number),
      shortlisted: sql<number>`count(*) filter (where ${jobApplications.status} = 'shortlisted')`.mapWith(
        Number,
      ),
    })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, jobIds))
    .groupBy(jobApplications.jobId);
  for (const row of rows) counts.set(row.jobId, { all: row.all, shortlisted: row.shortlisted });
  return counts;
}

export async function countApplications(db: Db, jobId: string): Promise<number> {
  const [row] = await db
    .select({ total: count().mapWith(Number) })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId));
  return row?.total ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Search

export interface JobSearchFilters {
  /** Free text for websearch_to_tsquery: words, "quoted phrases", -excluded, or. */
  text?: string;
  trade?: Trade;
  /** Day-rate jobs paying at least this much a day. */
  minDayRatePence?: number;
  near?: { latitude: number; longitude: number; radiusMiles: number };
  /** Only jobs whose required cards are all among these card types. */
  withinCardTypes?: string[];
  limit: number;
  offset: number;
}

export type JobSearchRow = JobRow & { distanceMiles: number | null };

/**
 * One page of open jobs matching the filters. Without search words: nearest first with a place (read from the
 * GiST index in order, geo-sql.ts), else newest first. With words: in bands of RANKED_BAND matches taken in that
 * order, each best match first (text rank), then nearest, then newest. Nothing counts every match: one row more
 * than the page is read, and `hasMore` says whether it came. The poster's name is joined for the page's rows only.
 */
export async function searchJobs(
  db: Db,
  filters: JobSearchFilters,
): Promise<{ rows: JobSearchRow[]; hasMore: boolean }> {
  // Written out, not bound, so the planner sees the partial index's own condition (jobs_open_place_knn_index).
  const conditions: SQL[] = [sql`${jobs.status} = 'open'`];
  const query = filters.text ? sql`websearch_to_tsquery('english', ${filters.text})` : undefined;
  if (query) conditions.push(sql`${jobs.search} @@ ${query}`);
  if (filters.trade) conditions.push(eq(jobs.trade, filters.trade));
  if (filters.minDayRatePence !== undefined) {
    conditions.push(eq(jobs.rateType, "day_rate"), gte(jobs.ratePence, filters.minDayRatePence));
  }
  if (filters.withinCardTypes) {
    // jsonb containment: every required card type is one the worker holds (an empty list always is).
    conditions.push(sql`${jobs.requiredCardTypes} <@ ${JSON.stringify(filters.withinCardTypes)}::jsonb`);
  }

  let distance: SQL<number | null> = sql<null>`null::double precision`;
  // The order the candidates are read in, from an index: nearest (jobs at the very same place in the index's
  // order, the same from page to page), or newest.
  let readOrder: SQL[] = [desc(jobs.createdAt), desc(jobs.id)];
  if (filters.near) {
    const { radiusMiles, ...center } = filters.near;
    const exact = distanceMilesSql(jobs.latitude, jobs.longitude, center);
    distance = exact;
    conditions.push(
      withinBoxSql(jobs.latitude, jobs.longitude, boundingBox(center, radiusMiles)),
      sql`${exact} <= ${radiusMiles}`,
    );
    readOrder = [nearestFirstSql(jobs.latitude, jobs.longitude, center)];
  }

  const pageEnd = filters.offset + filters.limit + 1;
  const candidates = db
    .select({
      id: jobs.id,
      createdAt: jobs.createdAt,
      rank: (query ? sql<number>`ts_rank(${jobs.search}, ${query})` : sql<number>`0::real`).as("rank"),
      distance: distance.as("distance"),
    })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(...readOrder)
    .limit(query ? Math.ceil(pageEnd / RANKED_BAND) * RANKED_BAND : pageEnd)
    .as("candidates");
  // row_number() over (): the place in the order the candidates were read in (a LIMITed subquery keeps it).
  const position = sql<number>`row_number() over ()`;
  const numbered = db
    .select({
      id: candidates.id,
      createdAt: candidates.createdAt,
      rank: candidates.rank,
      distance: candidates.distance,
      position: position.as("position"),
      band: sql<number>`(${position} - 1) / ${sql.raw(String(RANKED_BAND))}`.as("band"),
    })
    .from(candidates)
    .as("numbered");
  const pageOrder = (
    of: Record<"band" | "rank" | "distance" | "createdAt" | "id" | "position", SQLWrapper>,
  ) =>
    query
      ? [asc(of.band), desc(of.rank), sql`${of.distance} asc`, desc(of.createdAt), desc(of.id)]
      : [asc(of.position)];
  const page = db
    .select()
    .from(numbered)
    .orderBy(...pageOrder(numbered))
    .limit(filters.limit + 1)
    .offset(filters.offset)
    .as("page");

  const rows = await jobListings
    .selectVia(
      db,
      { ...jobColumns, distanceMiles: sql<number | null>`${page.distance}`.mapWith(Number) },
      page,
      eq(jobs.id, page.id),
    )
    .orderBy(...pageOrder(page));
  return { rows: rows.slice(0, filters.limit), hasMore: rows.length > filters.limit };
}

// ---------------------------------------------------------------------------------------------------
// The worker's own profile, read-only: cards for matching, postcode for "near me".

export interface CardOfUser {
  userId: string;
  cardType: string;
  expiryDate: string | null;
}

export async function listSkillsCardsOfUsers(db: Db, userIds: string[]): Promise<CardOfUser[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: skillsCards.userId,
      cardType: skillsCards.cardType,
      expiryDate: skillsCards.expiryDate,
    })
    .from(skillsCards)
    .where(inArray(skillsCards.userId, userIds))
    .orderBy(asc(skillsCards.cardType), desc(skillsCards.expiryDate));
}

export async function findProfilePostcode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ postcode: personalDetails.postcode })
    .from(personalDetails)
    .where(eq(personalDetails.userId, userId));
  return row?.postcode ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Applications

/**
 * Null when this worker has already applied (the unique index decides, so a double click cannot slip by); 429
 * past the applications one day may bring.
 */
export async function insertApplication(
  db: Db,
  values: { jobId: string; applicantId: string; message: string },
): Promise<JobApplicationRow | null> {
  await assertRoomFor(db, {
    table: jobApplications,
    rows: addedInTheLastDay(jobApplications.applicantId, values.applicantId, jobApplications.createdAt),
    limit: APPLICATIONS_PER_DAY,
    status: 429,
    message: { key: "limit.applications" },
  });
  const [row] = await db
    .insert(jobApplications)
    .values(values)
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.applicantId] })
    .returning();
  return row ?? null;
}

export async function findApplicationOf(
  db: Db,
  jobId: string,
  applicantId: string,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, applicantId)));
  return row;
}

export type ApplicantRow = JobApplicationRow & { firstName: string; lastName: string; trade: string | null };

export async function listApplicationsForJob(db: Db, jobId: string): Promise<ApplicantRow[]> {
  return db
    .select({
      ...getTableColumns(jobApplications),
      firstName: sql<string>`coalesce(nullif(${personalDetails.firstName}, ''), ${users.firstName})`,
      lastName: sql<string>`coalesce(nullif(${personalDetails.lastName}, ''), ${users.lastName})`,
      trade: personalDetails.trade,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .leftJoin(personalDetails, eq(personalDetails.userId, jobApplications.applicantId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
}

export async function updateApplicationStatus(
  db: Db,
  jobId: string,
  applicationId: string,
  status: string,
): Promise<boolean> {
  const rows = await db
    .update(jobApplications)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, jobId)))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

export async function listApplicationsOfApplicant(
  db: Db,
  applicantId: string,
): Promise<Array<{ application: JobApplicationRow; job: JobRow }>> {
  const rows = await db
    .select({
      application: getTableColumns(jobApplications),
      job: { ...jobColumns, ownerFirstName },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobs.posterId))
    .leftJoin(personalDetails, eq(personalDetails.userId, jobs.posterId))
    .where(eq(jobApplications.applicantId, applicantId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows;
}
