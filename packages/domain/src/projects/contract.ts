import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { projectInputSchema, projectListSchema, projectViewSchema } from "./project.ts";

const tags = ["projects"] as const;
const access = { level: "signed-in", feature: "projects" } as const;
const params = z.object({ id: z.string() });

/** Projects / History (§2 /projects): my work history as a timeline; used later by the CV feature. */
export const projectsEndpoints = {
  list: {
    method: "GET",
    path: "/api/projects",
    summary: "My projects, ongoing first, then the latest start first",
    tags,
    access,
    response: projectListSchema,
  },
  create: {
    method: "POST",
    path: "/api/projects",
    summary: "Add a project",
    tags,
    access,
    body: projectInputSchema,
    response: projectViewSchema,
    status: 201,
  },
  get: {
    method: "GET",
    path: "/api/projects/:id",
    summary: "One of my projects",
    tags,
    access,
    params,
    response: projectViewSchema,
  },
  update: {
    method: "PUT",
    path: "/api/projects/:id",
    summary: "Edit one of my projects",
    tags,
    access,
    params,
    body: projectInputSchema,
    response: projectViewSchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/projects/:id",
    summary: "Delete one of my projects",
    tags,
    access,
    params,
  },
} as const satisfies Record<string, Endpoint>;
