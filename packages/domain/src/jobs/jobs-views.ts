import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { expiryUrgencies } from "../renewals/expiry-urgency.ts";
import { cardMatchStatuses } from "./card-match.ts";
import { applicationStatuses, contactPreferences, jobStatuses, rateTypes, trades } from "./job.ts";

/**
 * What the jobs API answers (§2 jobs board). The server's routes declare these schemas and the web app reads their
 * types. A job's trade is one of `trades`: every write is checked against that list before it is stored.
 */

const cardMatchViewSchema = z.object({
  card_type: z.string(),
  name: z.string(),
  /** 'expires-during': valid today, but it expires before the job's last day (as far as the job tells it). */
  status: z.enum(cardMatchStatuses),
  /** The expiry of the longest-lasting card held that meets it; null when it never expires or none is held. */
  expiry_date: z.string().nullable(),
});
export type CardMatchView = z.infer<typeof cardMatchViewSchema>;

export const myApplicationSummarySchema = z.object({
  id: z.string(),
  status: z.enum(applicationStatuses),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyApplicationSummary = z.infer<typeof myApplicationSummarySchema>;

const jobViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  trade: z.enum(trades),
  description: z.string(),
  site_postcode: z.string(),
  /** Local authority area of the site, when the postcode service knows it. */
  town: z.string().nullable(),
  rate_type: z.enum(rateTypes),
  /** Pounds, as typed (e.g. 180.5); pence are what is stored. */
  rate: z.number(),
  rate_pence: z.number().int(),
  /** '£180 a day', '£32,000 a year', in English for other clients; the web writes it with formatRateIn. */
  rate_label: z.string(),
  start_date: z.string().nullable(),
  duration: z.string().nullable(),
  contact_preference: z.enum(contactPreferences),
  status: z.enum(jobStatuses),
  required_card_types: z.array(z.string()),
  /** Each required card against the signed-in worker's own cards. */
  card_match: z.array(cardMatchViewSchema),
  holds_all: z.boolean(),
  poster_first_name: z.string(),
  is_mine: z.boolean(),
  /** Miles from the search location, to 0.1; null when the search has no location. */
  distance_miles: z.number().nullable(),
  /** False while the site postcode has not been found yet (the lookup service was down when it was posted). */
  location_known: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const jobDetailSchema = jobViewSchema.extend({
  /** The signed-in worker's application to this job, if any. */
  my_application: myApplicationSummarySchema.nullable(),
  /** For the poster only; null for everyone else. */
  applicant_count: z.number().int().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobViewSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether a next page has jobs: matches are never all counted, so a search costs one page however many match. */
  has_more: z.boolean(),
  /** Where distances are measured from; null when the search has no location. */
  near: z
    .object({
      place: z.string(),
      town: z.string().nullable(),
      source: z.enum(["query", "profile"]),
      radius_miles: z.number(),
    })
    .nullable(),
  /** Set when the profile postcode could not be used, so results are not filtered by distance: by key. */
  notice: messageRefSchema.nullable(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

const myJobViewSchema = jobViewSchema.extend({
  applicant_count: z.number().int(),
  shortlisted_count: z.number().int(),
});
export type MyJobView = z.infer<typeof myJobViewSchema>;

const applicantCardSchema = z.object({
  card_type: z.string(),
  name: z.string(),
  expiry_date: z.string().nullable(),
  urgency: z.enum(expiryUrgencies),
  /** 'Valid', 'Expires in 20 days', 'Expired 3 days ago', 'No expiry date'. */
  label: z.string(),
  required_by_job: z.boolean(),
});

export const applicantViewSchema = z.object({
  id: z.string(),
  status: z.enum(applicationStatuses),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  applicant: z.object({
    first_name: z.string(),
    last_name: z.string(),
    /** From the applicant's personal details; null when they have not said. */
    trade: z.string().nullable(),
  }),
  cards: z.array(applicantCardSchema),
  /** The job's required cards against the applicant's cards. */
  card_match: z.array(cardMatchViewSchema),
  holds_all: z.boolean(),
});
export type ApplicantView = z.infer<typeof applicantViewSchema>;

const myApplicationViewSchema = myApplicationSummarySchema.extend({
  job: z.object({
    id: z.string(),
    title: z.string(),
    trade: z.enum(trades),
    site_postcode: z.string(),
    town: z.string().nullable(),
    rate_type: z.enum(rateTypes),
    rate_pence: z.number().int(),
    /** '£180 a day', in English for other clients; the web writes the rate in its language from the two above. */
    rate_label: z.string(),
    status: z.enum(jobStatuses),
    poster_first_name: z.string(),
  }),
});
export type MyApplicationView = z.infer<typeof myApplicationViewSchema>;

/** GET /api/jobs/mine: the jobs I posted, with their applicant counts. */
export const myJobsSchema = z.object({ jobs: z.array(myJobViewSchema) });

/** GET /api/jobs/:id/applications: who applied to one of my jobs. */
export const jobApplicantsSchema = z.object({ applications: z.array(applicantViewSchema) });

/** GET /api/jobs/applications/mine: the jobs I applied to. */
export const myApplicationsSchema = z.object({ applications: z.array(myApplicationViewSchema) });
