import {
  type DashboardData,
  dashboardDataSchema,
  dashboardEndpoints,
  profileImageSchema,
} from "@siteready/domain/profile";
import { notFound } from "../../lib/app-error.ts";
import { compileResponseSerializer } from "../../lib/response-serializer.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { DashboardService } from "./dashboard.service.ts";

/**
 * Spec §7's core-data call. Sign-in is by the session cookie: better-auth's bearer plugin is not enabled, so
 * an `Authorization: Bearer <session token>` header alone answers 401 (the web app is same-origin and sends
 * the cookie with `credentials: 'include'`).
 */
export function registerDashboardRoutes(app: ZodApp, service: DashboardService) {
  // The service answers a worker's kept dashboard as the very same object until it changes (dashboard.service.ts),
  // so it is written to JSON once per copy; a dropped copy takes its JSON with it.
  const written = new WeakMap<DashboardData, string>();
  function dashboardJson(data: unknown): string {
    const dashboard = data as DashboardData;
    let json = written.get(dashboard);
    if (json === undefined) {
      json = compileResponseSerializer(dashboardDataSchema)(dashboard);
      written.set(dashboard, json);
    }
    return json;
  }

  registerEndpoint(app, dashboardEndpoints.coreData, async ({ query, request, reply }) => {
    const user = signedInUser(request);
    reply.header("cache-control", "private, no-store");
    // The response schema is a union of the two answers; each answer is written by its own branch. Set only
    // once the answer is there, so an error is still written as an error.
    if (query.route === "dashboard-data") {
      const data = await service.dashboardData(user.id);
      reply.serializer(dashboardJson);
      return data;
    }
    const wanted = query.userId ?? "current";
    // Only your own photo: any other user id reads as not found, like every record of someone else.
    if (wanted !== "current" && wanted !== user.id) throw notFound();
    const profileImageUrl = await service.profileImageUrl(user.id);
    reply.serializer(compileResponseSerializer(profileImageSchema));
    return { profileImageUrl };
  });
}
