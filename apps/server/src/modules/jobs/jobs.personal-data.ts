import { APPLICATIONS_PER_DAY, RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listApplicationsOfApplicant, listJobsOfPoster } from "./jobs.repository.ts";
import { jobFactsView, myApplicationView } from "./jobs.service.ts";

export const jobsPersonalData: PersonalDataPart = {
  module: "jobs",
  columns: [
    column("jobs", "poster_id", "jobs_posted", "cascade"),
    column("job_applications", "applicant_id", "job_applications", "cascade"),
  ],
  async exportOf(db, userId) {
    const [postedJobs, applications] = await Promise.all([
      listJobsOfPoster(db, userId),
      listApplicationsOfApplicant(db, userId),
    ]);
    return {
      jobs_posted: postedJobs.map((job) => ({
        ...jobFactsView(job),
        applicant_count: job.applicantCount,
        shortlisted_count: job.shortlistedCount,
      })),
      job_applications: applications.map(myApplicationView),
    };
  },
  growth: {
    jobs: { limit: `${RECORDS_PER_TYPE_LIMIT} per poster (db/owned-listings.ts)` },
    job_applications: { limit: `${APPLICATIONS_PER_DAY} in 24 hours per applicant; one per job` },
  },
};
