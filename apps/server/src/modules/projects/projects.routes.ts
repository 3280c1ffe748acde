import { projectsEndpoints } from "@siteready/domain/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createProjectsService } from "./projects.service.ts";

/** Projects / History (§2 /projects): the routes of `projectsEndpoints` (@siteready/domain). */
export const projectsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  geocoding: GeocodingService;
}> = async (app, { db, geocoding }) => {
  const projects = createProjectsService({ db, geocoding });
  const endpoints = projectsEndpoints;

  registerEndpoint(app, endpoints.list, async ({ request }) => ({
    projects: await projects.list(signedInUser(request).id),
  }));

  registerEndpoint(app, endpoints.create, async ({ body, request }) =>
    projects.create(body, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.get, async ({ params, request }) =>
    projects.get(params.id, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.update, async ({ params, body, request }) =>
    projects.update(params.id, body, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.remove, async ({ params, request }) =>
    projects.remove(params.id, signedInUser(request).id),
  );
};
