import { dashboardDataSchema, profileImageSchema } from "@siteready/domain";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import type { DashboardService } from "./dashboard.service.ts";

export const coreDataRoutes = ["dashboard-data", "profile-image"] as const;

/**
 * Spec §7's core-data call. Sign-in is by the session cookie: better-auth's bearer plugin is not enabled, so
 * an `Authorization: Bearer <session token>` header alone answers 401 (the web app is same-origin and sends
 * the cookie with `credentials: 'include'`).
 */
export function registerDashboardRoutes(app: ZodApp, gate: FeatureGate, service: DashboardService) {
  app.get(
    "/api/core-data",
    {
      preHandler: gate.requireFeature("dashboard"),
      schema: {
        tags: ["dashboard"],
        summary: "Dashboard data (route=dashboard-data) or the profile photo URL (route=profile-image)",
        querystring: z.object({
          route: z.enum(coreDataRoutes),
          userId: z.string().optional().describe("route=profile-image: 'current' (or your own id)"),
        }),
        response: { 200: z.union([dashboardDataSchema, profileImageSchema]) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header("cache-control", "private, no-store");
      if (request.query.route === "dashboard-data") return service.dashboardData(user.id);
      const wanted = request.query.userId ?? "current";
      // Only your own photo: any other user id reads as not found, like every record of someone else.
      if (wanted !== "current" && wanted !== user.id) throw notFound();
      return { profileImageUrl: await service.profileImageUrl(user.id) };
    },
  );
}
