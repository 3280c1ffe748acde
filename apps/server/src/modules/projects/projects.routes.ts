import { projectInputSchema, projectListSchema, projectViewSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createProjectsService } from "./projects.service.ts";

const projectParams = z.object({ id: z.string() });

/** Projects / History (§2 /projects): my work history as a timeline; used later by the CV feature. */
export const projectsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  geocoding: GeocodingService;
}> = async (app, { db, geocoding }) => {
  const projects = createProjectsService({ db, geocoding });
  const allowed = signedInAccess("projects");
  const tags = ["projects"];

  app.get(
    "/api/projects",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My projects, ongoing first, then the latest start first",
        response: { 200: projectListSchema },
      },
    },
    async (request) => ({ projects: await projects.list(signedInUser(request).id) }),
  );

  app.post(
    "/api/projects",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Add a project",
        body: projectInputSchema,
        response: { 201: projectViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await projects.create(request.body, signedInUser(request).id)),
  );

  app.get(
    "/api/projects/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "One of my projects",
        params: projectParams,
        response: { 200: projectViewSchema },
      },
    },
    async (request) => projects.get(request.params.id, signedInUser(request).id),
  );

  app.put(
    "/api/projects/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Edit one of my projects",
        params: projectParams,
        body: projectInputSchema,
        response: { 200: projectViewSchema },
      },
    },
    async (request) => projects.update(request.params.id, request.body, signedInUser(request).id),
  );

  app.delete(
    "/api/projects/:id",
    {
      ...allowed,
      schema: { tags, summary: "Delete one of my projects", params: projectParams },
    },
    async (request, reply) => {
      await projects.remove(request.params.id, signedInUser(request).id);
      return reply.status(204).send();
    },
  );
};
