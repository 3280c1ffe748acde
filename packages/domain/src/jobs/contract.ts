import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  applicationStatusUpdateSchema,
  jobApplicationInputSchema,
  jobInputSchema,
  jobSearchQuerySchema,
} from "./job.ts";
import {
  applicantViewSchema,
  jobApplicantsSchema,
  jobDetailSchema,
  jobSearchResultSchema,
  myApplicationSummarySchema,
  myApplicationsSchema,
  myJobsSchema,
} from "./jobs-views.ts";

const tags = ["jobs"] as const;
const access = { level: "signed-in", feature: "jobs" } as const;
const jobParams = z.object({ id: z.string() });
const applicationParams = z.object({ id: z.string(), applicationId: z.string() });

/**
 * The jobs board (§2 /jobs): post, search, apply, and the poster's shortlist. A job or application of someone
 * else's answers 404. "Only jobs I hold the cards for" is job matching, a premium capability the search's
 * handler checks when it is asked for.
 */
export const jobsEndpoints = {
  search: {
    method: "GET",
    path: "/api/jobs",
    summary: "Search open jobs by keyword, trade, distance, minimum day rate and the cards I hold",
    tags,
    access,
    query: jobSearchQuerySchema,
    response: jobSearchResultSchema,
  },
  post: {
    method: "POST",
    path: "/api/jobs",
    summary: "Post a job",
    tags,
    access,
    body: jobInputSchema,
    response: jobDetailSchema,
    status: 201,
  },
  mine: {
    method: "GET",
    path: "/api/jobs/mine",
    summary: "The jobs I posted, open and closed, with applicant counts",
    tags,
    access,
    response: myJobsSchema,
  },
  get: {
    method: "GET",
    path: "/api/jobs/:id",
    summary: "One job",
    tags,
    access,
    params: jobParams,
    response: jobDetailSchema,
  },
  update: {
    method: "PUT",
    path: "/api/jobs/:id",
    summary: "Edit a job I posted",
    tags,
    access,
    params: jobParams,
    body: jobInputSchema,
    response: jobDetailSchema,
  },
  close: {
    method: "POST",
    path: "/api/jobs/:id/close",
    summary: "Close a job I posted to new applications",
    tags,
    access,
    params: jobParams,
    body: noBody,
    response: jobDetailSchema,
  },
  apply: {
    method: "POST",
    path: "/api/jobs/:id/applications",
    summary: "Apply to a job with a short message",
    tags,
    access,
    params: jobParams,
    body: jobApplicationInputSchema,
    response: myApplicationSummarySchema,
    status: 201,
  },
  applicants: {
    method: "GET",
    path: "/api/jobs/:id/applications",
    summary: "Who applied to a job I posted, with their cards",
    tags,
    access,
    params: jobParams,
    response: jobApplicantsSchema,
  },
  decide: {
    method: "PATCH",
    path: "/api/jobs/:id/applications/:applicationId",
    summary: "Shortlist or decline an applicant to a job I posted",
    tags,
    access,
    params: applicationParams,
    body: applicationStatusUpdateSchema,
    response: applicantViewSchema,
  },
  myApplications: {
    method: "GET",
    path: "/api/applications/mine",
    summary: "My applications and where each stands",
    tags,
    access,
    response: myApplicationsSchema,
  },
} as const satisfies Record<string, Endpoint>;
