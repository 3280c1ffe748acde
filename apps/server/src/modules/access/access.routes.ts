import {
  featureKeys,
  featureOverrideSchema,
  flagEvaluationsSchema,
  resolvedFeatureSchema,
  resolvedFeaturesSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminAccess, publicAccess } from "../../lib/route-access.ts";
import type { AccessService } from "./access.service.ts";
import { signedInUser } from "./feature-gate.ts";
import type { FlagSource } from "./flags.service.ts";

export const accessRoutes: FastifyPluginAsyncZod<{
  access: AccessService;
  flags: FlagSource;
}> = async (app, { access, flags }) => {
  app.get(
    "/api/features",
    {
      ...publicAccess({ loadsUser: true }),
      schema: {
        tags: ["access"],
        summary: "Every feature with its state, and whether the caller may use it (and why not)",
        response: { 200: resolvedFeaturesSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      return access.featuresFor(request.user);
    },
  );

  app.get(
    "/api/flags",
    {
      ...publicAccess({ loadsUser: true }),
      schema: {
        tags: ["access"],
        summary: "Feature flags evaluated for the caller (§6): on/off and A/B variant",
        response: { 200: flagEvaluationsSchema },
      },
    },
    async (request) => {
      const user = request.user;
      return flags.evaluateFor(
        user
          ? {
              userId: user.id,
              email: user.email,
              userType: user.userType,
              timestamp: Date.now(),
              userAgent: String(request.headers["user-agent"] ?? ""),
              language: String(request.headers["accept-language"] ?? "en-GB").split(",")[0] ?? "en-GB",
              platform: "",
              cookiesEnabled: true,
              onLine: true,
            }
          : null,
      );
    },
  );

  app.get(
    "/api/admin/features",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin"],
        summary: "The feature catalogue with admins' overrides applied",
        response: { 200: resolvedFeaturesSchema },
      },
    },
    async (request) => access.featuresFor(signedInUser(request)),
  );

  app.patch(
    "/api/admin/features/:key",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin"],
        summary: "Change a feature's state, tier or required role",
        params: z.object({ key: z.enum(featureKeys) }),
        body: featureOverrideSchema,
        response: { 200: resolvedFeatureSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      await access.changeFeature(request.params.key, request.body, admin);
      return (await access.featuresFor(admin))[request.params.key];
    },
  );

  app.post(
    "/api/admin/features/switch-on-finished",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin"],
        summary: "Switch on every finished feature held back as donate to unlock, coming soon or locked",
        body: z.object({}),
        response: { 200: resolvedFeaturesSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      await access.switchOnFinishedFeatures(admin);
      return access.featuresFor(admin);
    },
  );
};
