import { jobsEndpoints } from "@siteready/domain/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createJobsService } from "./jobs.service.ts";

export interface JobsRoutesOptions {
  db: Db;
  gate: FeatureGate;
  geocoding: GeocodingService;
  clock?: () => Date;
}

/** The jobs board (§2 /jobs): post, search, apply, and the poster's shortlist. Ownership answers 404. */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, options) => {
  const jobs = createJobsService(options);

  registerEndpoint(app, jobsEndpoints.search, async ({ query, request }) => {
    // "Only jobs I hold the cards for" is job matching: a premium capability under the tiered policy (§4).
    if (query.only_matching) await options.gate.assertCapability("job_matching", signedInUser(request));
    return jobs.search(query, signedInUser(request));
  });

  registerEndpoint(app, jobsEndpoints.post, async ({ body, request }) =>
    jobs.post(body, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.mine, async ({ request }) => ({
    jobs: await jobs.mine(signedInUser(request)),
  }));

  registerEndpoint(app, jobsEndpoints.get, async ({ params, request }) =>
    jobs.get(params.id, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.update, async ({ params, body, request }) =>
    jobs.update(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.close, async ({ params, request }) =>
    jobs.close(params.id, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.apply, async ({ params, body, request }) =>
    jobs.apply(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.applicants, async ({ params, request }) => ({
    applications: await jobs.applicants(params.id, signedInUser(request)),
  }));

  registerEndpoint(app, jobsEndpoints.decide, async ({ params, body, request }) =>
    jobs.decide(params.id, params.applicationId, body.status, signedInUser(request)),
  );

  registerEndpoint(app, jobsEndpoints.myApplications, async ({ request }) => ({
    applications: await jobs.myApplications(signedInUser(request)),
  }));
};
