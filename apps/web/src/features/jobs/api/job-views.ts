import type {
  ApplicationStatus,
  CardMatchStatus,
  ContactPreference,
  ExpiryUrgency,
  JobStatus,
  RateType,
  Trade,
} from "@siteready/domain";

/** The jobs API's answers (snake_case, as the server sends them), shared by this area's queries. */

export interface CardMatchView {
  card_type: string;
  name: string;
  status: CardMatchStatus;
}

export interface JobView {
  id: string;
  title: string;
  trade: Trade;
  description: string;
  site_postcode: string;
  town: string | null;
  rate_type: RateType;
  /** Pounds, as typed. */
  rate: number;
  rate_pence: number;
  /** '£180 a day', '£32,000 a year'. */
  rate_label: string;
  start_date: string | null;
  duration: string | null;
  contact_preference: ContactPreference;
  status: JobStatus;
  required_card_types: string[];
  card_match: CardMatchView[];
  holds_all: boolean;
  poster_first_name: string;
  is_mine: boolean;
  /** Miles from the search location, to 0.1; null without one. */
  distance_miles: number | null;
  /** False while the site postcode has not been found yet (the lookup service was down when it was posted). */
  location_known: boolean;
  created_at: string;
  updated_at: string;
}

export interface MyApplicationSummary {
  id: string;
  status: ApplicationStatus;
  message: string;
  created_at: string;
  updated_at: string;
}

export interface JobDetail extends JobView {
  my_application: MyApplicationSummary | null;
  /** For the poster only. */
  applicant_count: number | null;
}

export interface JobSearchResult {
  jobs: JobView[];
  total: number;
  page: number;
  page_size: number;
  total_pages: number;
  near: { place: string; town: string | null; source: "query" | "profile"; radius_miles: number } | null;
  /** Set when the profile postcode could not be used, so results are not filtered by distance. */
  notice: string | null;
}

export interface MyJobView extends JobView {
  applicant_count: number;
  shortlisted_count: number;
}

export interface ApplicantCard {
  card_type: string;
  name: string;
  expiry_date: string | null;
  urgency: ExpiryUrgency;
  label: string;
  required_by_job: boolean;
}

export interface ApplicantView {
  id: string;
  status: ApplicationStatus;
  message: string;
  created_at: string;
  updated_at: string;
  applicant: { first_name: string; last_name: string; trade: string | null };
  cards: ApplicantCard[];
  card_match: CardMatchView[];
  holds_all: boolean;
}

export interface MyApplicationView extends MyApplicationSummary {
  job: {
    id: string;
    title: string;
    trade: string;
    site_postcode: string;
    town: string | null;
    rate_label: string;
    status: JobStatus;
    poster_first_name: string;
  };
}

export const jobsPath = "/api/jobs";
export const jobPath = (id: string) => `${jobsPath}/${encodeURIComponent(id)}`;

export const jobsQueryKeys = {
  searches: ["jobs", "search"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  mine: ["jobs", "mine"] as const,
  applicants: (jobId: string) => ["jobs", "applicants", jobId] as const,
  myApplications: ["jobs", "my-applications"] as const,
};
