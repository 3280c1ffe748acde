import type { Trade } from "@siteready/domain";
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { personalDetails, skillsCards } from "../../db/schema/profile.ts";
import { jobApplications, jobs } from "../../db/schema/work.ts";
import { assertBelowRecordLimit } from "../../lib/quotas.ts";
import { boundingBox, distanceMilesSql, nearestFirstSql, withinBoxSql } from "../geocoding/geo-sql.ts";

export type NewJob = Omit<typeof jobs.$inferInsert, "search">;
type JobColumns = Omit<typeof jobs.$inferSelect, "search">;
export type JobRow = JobColumns & { posterFirstName: string };
export type JobApplicationRow = typeof jobApplications.$inferSelect;

// Every column but the search vector, which is only for matching.
const { search: _search, ...jobColumns } = getTableColumns(jobs);

/** The poster's first name: from their personal details when filled in, else from sign-up. */
const posterFirstName = sql<string>`coalesce(nullif(${personalDetails.firstName}, ''), ${users.firstName})`;

function selectJobs(db: Db) {
  return db
    .select({ ...jobColumns, posterFirstName })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.posterId))
    .leftJoin(personalDetails, eq(personalDetails.userId, jobs.posterId));
}

export async function insertJob(db: Db, values: NewJob): Promise<string> {
  await assertBelowRecordLimit(db, jobs, jobs.posterId, values.posterId, "job posts");
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error("insert into jobs returned no row");
  return row.id;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  return row;
}

/** Updates a job only when `posterId` posted it; false otherwise (another's job reads as missing). */
export async function updateJob(
  db: Db,
  id: string,
  posterId: string,
  values: Partial<NewJob>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.posterId, posterId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Fills in the place of jobs posted with this postcode while it could not be found. */
export async function fillJobCoordinates(
  db: Db,
  place: { postcode: string; latitude: number; longitude: number; town: string | null },
): Promise<void> {
  await db
    .update(jobs)
    .set({ latitude: place.latitude, longitude: place.longitude, town: place.town })
    .where(and(eq(jobs.sitePostcode, place.postcode), isNull(jobs.latitude)));
}

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
 * One page of open jobs matching the filters, best first: by text rank when there is text, then nearest, then
 * newest. Nothing counts every match: one row more than the page is read, and `hasMore` says whether it came.
 * Without text, "nearest first" is read from the GiST index in order (geo-sql.ts), so a page near a town costs
 * the same however many jobs the town has.
 */
export async function searchJobs(
  db: Db,
  filters: JobSearchFilters,
): Promise<{ rows: JobSearchRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(jobs.status, "open")];
  const order: SQL[] = [];

  if (filters.text) {
    const query = sql`websearch_to_tsquery('english', ${filters.text})`;
    conditions.push(sql`${jobs.search} @@ ${query}`);
    order.push(sql`ts_rank(${jobs.search}, ${query}) desc`);
  }
  if (filters.trade) conditions.push(eq(jobs.trade, filters.trade));
  if (filters.minDayRatePence !== undefined) {
    conditions.push(eq(jobs.rateType, "day_rate"), gte(jobs.ratePence, filters.minDayRatePence));
  }

  let distance: SQL<number | null> = sql<null>`null::double precision`;
  if (filters.near) {
    const { radiusMiles, ...center } = filters.near;
    const exact = distanceMilesSql(jobs.latitude, jobs.longitude, center);
    distance = exact;
    conditions.push(
      withinBoxSql(jobs.latitude, jobs.longitude, boundingBox(center, radiusMiles)),
      sql`${exact} <= ${radiusMiles}`,
    );
    // The index gives one order key only, so the nearest page is read in that order alone (jobs at the very
    // same place come in the index's order, the same from page to page).
    order.push(filters.text ? sql`${exact} asc` : nearestFirstSql(jobs.latitude, jobs.longitude, center));
  }
  if (filters.withinCardTypes) {
    // jsonb containment: every required card type is one the worker holds (an empty list always is).
    conditions.push(sql`${jobs.requiredCardTypes} <@ ${JSON.stringify(filters.withinCardTypes)}::jsonb`);
  }
  if (filters.text || !filters.near) order.push(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`);

  const rows = await db
    .select({ ...jobColumns, posterFirstName, distanceMiles: distance })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.posterId))
    .leftJoin(personalDetails, eq(personalDetails.userId, jobs.posterId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filters.limit + 1)
    .offset(filters.offset);
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

/** Null when this worker has already applied (the unique index decides, so a double click cannot slip by). */
export async function insertApplication(
  db: Db,
  values: { jobId: string; applicantId: string; message: string },
): Promise<JobApplicationRow | null> {
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
      job: { ...jobColumns, posterFirstName },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobs.posterId))
    .leftJoin(personalDetails, eq(personalDetails.userId, jobs.posterId))
    .where(eq(jobApplications.applicantId, applicantId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows;
}
