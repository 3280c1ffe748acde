import {
  applicantViewSchema,
  applicationStatusUpdateSchema,
  jobApplicantsSchema,
  jobApplicationInputSchema,
  jobDetailSchema,
  jobInputSchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
  myApplicationSummarySchema,
  myApplicationsSchema,
  myJobsSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createJobsService } from "./jobs.service.ts";

export interface JobsRoutesOptions {
  db: Db;
  gate: FeatureGate;
  geocoding: GeocodingService;
  clock?: () => Date;
}

const jobParams = z.object({ id: z.string() });
const applicationParams = z.object({ id: z.string(), applicationId: z.string() });

/** The jobs board (§2 /jobs): post, search, apply, and the poster's shortlist. Ownership answers 404. */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, options) => {
  const jobs = createJobsService(options);
  const allowed = signedInAccess("jobs");
  const tags = ["jobs"];

  app.get(
    "/api/jobs",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Search open jobs by keyword, trade, distance, minimum day rate and the cards I hold",
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResultSchema },
      },
    },
    async (request) => {
      // "Only jobs I hold the cards for" is job matching: a premium capability under the tiered policy (§4).
      if (request.query.only_matching)
        await options.gate.assertCapability("job_matching", signedInUser(request));
      return jobs.search(request.query, signedInUser(request));
    },
  );

  app.post(
    "/api/jobs",
    {
      ...allowed,
      schema: { tags, summary: "Post a job", body: jobInputSchema, response: { 201: jobDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await jobs.post(request.body, signedInUser(request))),
  );

  app.get(
    "/api/jobs/mine",
    {
      ...allowed,
      schema: {
        tags,
        summary: "The jobs I posted, open and closed, with applicant counts",
        response: { 200: myJobsSchema },
      },
    },
    async (request) => ({ jobs: await jobs.mine(signedInUser(request)) }),
  );

  app.get(
    "/api/jobs/:id",
    {
      ...allowed,
      schema: { tags, summary: "One job", params: jobParams, response: { 200: jobDetailSchema } },
    },
    async (request) => jobs.get(request.params.id, signedInUser(request)),
  );

  app.put(
    "/api/jobs/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Edit a job I posted",
        params: jobParams,
        body: jobInputSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobs.update(request.params.id, request.body, signedInUser(request)),
  );

  app.post(
    "/api/jobs/:id/close",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Close a job I posted to new applications",
        params: jobParams,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobs.close(request.params.id, signedInUser(request)),
  );

  app.post(
    "/api/jobs/:id/applications",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Apply to a job with a short message",
        params: jobParams,
        body: jobApplicationInputSchema,
        response: { 201: myApplicationSummarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await jobs.apply(request.params.id, request.body, signedInUser(request))),
  );

  app.get(
    "/api/jobs/:id/applications",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Who applied to a job I posted, with their cards",
        params: jobParams,
        response: { 200: jobApplicantsSchema },
      },
    },
    async (request) => ({ applications: await jobs.applicants(request.params.id, signedInUser(request)) }),
  );

  app.patch(
    "/api/jobs/:id/applications/:applicationId",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Shortlist or decline an applicant to a job I posted",
        params: applicationParams,
        body: applicationStatusUpdateSchema,
        response: { 200: applicantViewSchema },
      },
    },
    async (request) =>
      jobs.decide(
        request.params.id,
        request.params.applicationId,
        request.body.status,
        signedInUser(request),
      ),
  );

  app.get(
    "/api/applications/mine",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My applications and where each stands",
        response: { 200: myApplicationsSchema },
      },
    },
    async (request) => ({ applications: await jobs.myApplications(signedInUser(request)) }),
  );
};
