import type { MessageRef } from "@siteready/domain/i18n";
import type {
  ApplicantView,
  JobDetail,
  JobSearchResult,
  JobView,
  MyApplicationView,
  MyJobView,
} from "@siteready/domain/jobs";
import {
  type ApplicationDecision,
  type ApplicationStatus,
  type ContactPreference,
  cardMatch,
  cardSatisfies,
  formatRate,
  type HeldCard,
  type JobApplicationInput,
  type JobInput,
  type JobSearchQuery,
  type JobStatus,
  jobLastDay,
  penceToPounds,
  poundsToPence,
  type RateType,
  validCardTypes,
} from "@siteready/domain/jobs";
import { describeExpiry } from "@siteready/domain/renewals";
import { findCardType } from "@siteready/domain/skills-cards";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, validationFailed } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { roundMiles } from "../geocoding/geo-sql.ts";
import type { GeocodedPlace, GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  type CardOfUser,
  countApplications,
  findApplicationOf,
  findJob,
  findProfilePostcode,
  insertApplication,
  insertJob,
  type JobApplicationRow,
  type JobRow,
  listApplicationsForJob,
  listApplicationsOfApplicant,
  listJobsOfPoster,
  listSkillsCardsOfUsers,
  searchJobs,
  updateApplicationStatus,
  updateJob,
} from "./jobs.repository.ts";

/** Why a search is not filtered by distance, by key: the reader's language is the web's to choose. */
const profilePostcodeNotFoundNotice: MessageRef = { key: "jobs.server.profilePostcodeNotFound" };
export const nearServiceDownNotice: MessageRef = { key: "jobs.server.nearServiceDown" };
const postcodeServiceDownNotice: MessageRef = { key: "jobs.server.postcodeServiceDown" };

/** The job's last day as far as its start date and duration tell it: a card must last until then. */
const lastDayOf = (job: Pick<JobRow, "startDate" | "duration">, now: Date) =>
  jobLastDay({ start_date: job.startDate, duration: job.duration }, now);

const heldCardsOf = (cards: CardOfUser[]): HeldCard[] =>
  cards.map((card) => ({ card_type: card.cardType, expiry_date: card.expiryDate }));

function applicationSummary(row: JobApplicationRow) {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a job says whoever reads it; the reader's card match and distance are added per reader. */
export function jobFactsView(
  row: JobRow,
): Omit<JobView, "card_match" | "holds_all" | "is_mine" | "distance_miles"> {
  const rateType = row.rateType as RateType;
  return {
    id: row.id,
    title: row.title,
    trade: row.trade,
    description: row.description,
    site_postcode: row.sitePostcode,
    town: row.town,
    rate_type: rateType,
    rate: penceToPounds(row.ratePence),
    rate_pence: row.ratePence,
    rate_label: formatRate(row.ratePence, rateType),
    start_date: row.startDate,
    duration: row.duration,
    contact_preference: row.contactPreference as ContactPreference,
    status: row.status as JobStatus,
    required_card_types: row.requiredCardTypes,
    poster_first_name: row.ownerFirstName,
    location_known: row.latitude !== null && row.longitude !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An application as its applicant sees it: its status and message, and the job it is for. */
export function myApplicationView({
  application,
  job,
}: {
  application: JobApplicationRow;
  job: JobRow;
}): MyApplicationView {
  return {
    ...applicationSummary(application),
    job: {
      id: job.id,
      title: job.title,
      trade: job.trade,
      site_postcode: job.sitePostcode,
      town: job.town,
      rate_type: job.rateType as RateType,
      rate_pence: job.ratePence,
      rate_label: formatRate(job.ratePence, job.rateType as RateType),
      status: job.status as JobStatus,
      poster_first_name: job.ownerFirstName,
    },
  };
}

export interface JobsServiceOptions {
  db: Db;
  geocoding: GeocodingService;
  clock?: () => Date;
}

export function createJobsService({ db, geocoding, clock = () => new Date() }: JobsServiceOptions) {
  async function cardsOf(userId: string): Promise<HeldCard[]> {
    return heldCardsOf(await listSkillsCardsOfUsers(db, [userId]));
  }

  function toView(
    row: JobRow & { distanceMiles?: number | null },
    viewer: SessionUser,
    viewerCards: HeldCard[],
    now: Date,
  ): JobView {
    const match = cardMatch(row.requiredCardTypes, viewerCards, now, lastDayOf(row, now));
    return {
      ...jobFactsView(row),
      card_match: match.cards,
      holds_all: match.holdsAll,
      is_mine: row.posterId === viewer.id,
      distance_miles:
        row.distanceMiles === null || row.distanceMiles === undefined ? null : roundMiles(row.distanceMiles),
    };
  }

  /** The job when `user` posted it; 404 for anyone else, so another's job cannot even be confirmed to exist. */
  async function ownJob(id: string, user: SessionUser): Promise<JobRow> {
    assertRecordId(id);
    const job = await findJob(db, id);
    if (!job || job.posterId !== user.id) throw notFound();
    return job;
  }

  /** The site's place; when the postcode service is down the job is saved and its place found later. */
  async function siteOf(postcode: string) {
    const site = await geocoding.locateForSave(postcode, "site_postcode");
    return {
      sitePostcode: site.postcode,
      latitude: site.latitude,
      longitude: site.longitude,
      town: site.town,
    };
  }

  const detailsOf = (input: JobInput) => ({
    title: input.title,
    trade: input.trade,
    description: input.description,
    rateType: input.rate_type,
    ratePence: poundsToPence(input.rate),
    startDate: input.start_date ?? null,
    duration: input.duration ?? null,
    requiredCardTypes: input.required_card_types,
    contactPreference: input.contact_preference,
  });

  /** The search location: the one asked for, else the worker's own postcode when it can be used. */
  async function searchLocation(
    query: JobSearchQuery,
    user: SessionUser,
  ): Promise<{ place: GeocodedPlace | null; source: "query" | "profile"; notice: MessageRef | null }> {
    if (query.near) {
      try {
        return { place: await geocoding.lookupPlace(query.near, "near"), source: "query", notice: null };
      } catch (error) {
        // The words of the search still work while the postcode service is down: say so, and show every match.
        if (error instanceof AppError && error.status === 503) {
          return { place: null, source: "query", notice: nearServiceDownNotice };
        }
        throw error;
      }
    }
    const postcode = await findProfilePostcode(db, user.id);
    if (!postcode) return { place: null, source: "profile", notice: null };
    try {
      return { place: await geocoding.lookupPlace(postcode, "near"), source: "profile", notice: null };
    } catch (error) {
      // The worker did not ask for this location, so a problem with it must not stop the search.
      if (error instanceof AppError && error.status === 400) {
        return { place: null, source: "profile", notice: profilePostcodeNotFoundNotice };
      }
      if (error instanceof AppError && error.status === 503) {
        return { place: null, source: "profile", notice: postcodeServiceDownNotice };
      }
      throw error;
    }
  }

  /** Open jobs for everyone; a closed one only for its poster and the people who applied. */
  async function get(id: string, user: SessionUser): Promise<JobDetail> {
    assertRecordId(id);
    const job = await findJob(db, id);
    if (!job) throw notFound();
    const isPoster = job.posterId === user.id;
    const application = isPoster ? undefined : await findApplicationOf(db, id, user.id);
    if (job.status !== "open" && !isPoster && !application) throw notFound();
    const now = clock();
    return {
      ...toView(job, user, await cardsOf(user.id), now),
      my_application: application ? applicationSummary(application) : null,
      applicant_count: isPoster ? await countApplications(db, id) : null,
    };
  }

  /** The poster's view of who applied, with their cards and how they meet the job's requirements. */
  async function applicants(jobId: string, user: SessionUser): Promise<ApplicantView[]> {
    const job = await ownJob(jobId, user);
    const now = clock();
    const applications = await listApplicationsForJob(db, jobId);
    const cards = await listSkillsCardsOfUsers(
      db,
      applications.map((application) => application.applicantId),
    );
    return applications.map((application) => {
      const theirs = cards.filter((card) => card.userId === application.applicantId);
      const match = cardMatch(job.requiredCardTypes, heldCardsOf(theirs), now, lastDayOf(job, now));
      return {
        ...applicationSummary(application),
        applicant: {
          first_name: application.firstName,
          last_name: application.lastName,
          trade: application.trade,
        },
        cards: theirs.map((card) => {
          const expiry = describeExpiry(card.expiryDate, now);
          return {
            card_type: card.cardType,
            name: findCardType(card.cardType)?.name ?? card.cardType,
            expiry_date: card.expiryDate,
            urgency: expiry.urgency,
            label: expiry.label,
            required_by_job: job.requiredCardTypes.some((required) => cardSatisfies(card.cardType, required)),
          };
        }),
        card_match: match.cards,
        holds_all: match.holdsAll,
      };
    });
  }

  return {
    get,
    applicants,

    async post(input: JobInput, user: SessionUser): Promise<JobDetail> {
      const id = await insertJob(db, {
        posterId: user.id,
        ...detailsOf(input),
        ...(await siteOf(input.site_postcode)),
      });
      return get(id, user);
    },

    async update(id: string, input: JobInput, user: SessionUser): Promise<JobDetail> {
      const job = await ownJob(id, user);
      // An unchanged postcode keeps its stored place, so editing the words never needs the postcode service.
      const site =
        input.site_postcode === job.sitePostcode
          ? {
              sitePostcode: job.sitePostcode,
              latitude: job.latitude,
              longitude: job.longitude,
              town: job.town,
            }
          : await siteOf(input.site_postcode);
      if (!(await updateJob(db, id, user.id, { ...detailsOf(input), ...site }))) throw notFound();
      return get(id, user);
    },

    async close(id: string, user: SessionUser): Promise<JobDetail> {
      await ownJob(id, user);
      if (!(await updateJob(db, id, user.id, { status: "closed" }))) throw notFound();
      return get(id, user);
    },

    async search(query: JobSearchQuery, user: SessionUser): Promise<JobSearchResult> {
      const now = clock();
      const cards = await cardsOf(user.id);
      const location = await searchLocation(query, user);
      const { rows, hasMore } = await searchJobs(db, {
        text: query.q,
        trade: query.trade,
        minDayRatePence: query.min_rate === undefined ? undefined : poundsToPence(query.min_rate),
        near: location.place
          ? {
              latitude: location.place.latitude,
              longitude: location.place.longitude,
              radiusMiles: query.radius_miles,
            }
          : undefined,
        withinCardTypes: query.only_matching ? validCardTypes(cards, now) : undefined,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        jobs: rows.map((row) => toView(row, user, cards, now)),
        page: query.page,
        page_size: query.page_size,
        has_more: hasMore,
        near: location.place
          ? {
              place: location.place.label,
              town: location.place.town,
              source: location.source,
              radius_miles: query.radius_miles,
            }
          : null,
        notice: location.notice,
      };
    },

    async mine(user: SessionUser): Promise<MyJobView[]> {
      const now = clock();
      const cards = await cardsOf(user.id);
      const rows = await listJobsOfPoster(db, user.id);
      return rows.map((row) => ({
        ...toView(row, user, cards, now),
        applicant_count: row.applicantCount,
        shortlisted_count: row.shortlistedCount,
      }));
    },

    async apply(jobId: string, input: JobApplicationInput, user: SessionUser) {
      assertRecordId(jobId);
      const job = await findJob(db, jobId);
      if (!job) throw notFound();
      if (job.posterId === user.id) {
        throw validationFailed(
          { message: ["You cannot apply to a job you posted"] },
          { key: "jobs.server.ownJob" },
        );
      }
      if (job.status !== "open") throw new AppError(409, "CONFLICT", { key: "jobs.server.closed" });
      const row = await insertApplication(db, { jobId, applicantId: user.id, message: input.message });
      if (!row) throw new AppError(409, "CONFLICT", { key: "jobs.server.alreadyApplied" });
      return applicationSummary(row);
    },

    async decide(
      jobId: string,
      applicationId: string,
      status: ApplicationDecision,
      user: SessionUser,
    ): Promise<ApplicantView> {
      await ownJob(jobId, user);
      assertRecordId(applicationId);
      if (!(await updateApplicationStatus(db, jobId, applicationId, status))) throw notFound();
      const updated = (await applicants(jobId, user)).find((view) => view.id === applicationId);
      if (!updated) throw notFound();
      return updated;
    },

    async myApplications(user: SessionUser): Promise<MyApplicationView[]> {
      return (await listApplicationsOfApplicant(db, user.id)).map(myApplicationView);
    },
  };
}
