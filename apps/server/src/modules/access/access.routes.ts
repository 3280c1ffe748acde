import { accessEndpoints } from "@siteready/domain/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { AccessService } from "./access.service.ts";
import { signedInUser } from "./feature-gate.ts";
import type { FlagSource } from "./flags.service.ts";

/** The feature catalogue and flags: the routes of `accessEndpoints` (@siteready/domain). */
export const accessRoutes: FastifyPluginAsyncZod<{
  access: AccessService;
  flags: FlagSource;
}> = async (app, { access, flags }) => {
  const endpoints = accessEndpoints;

  registerEndpoint(app, endpoints.features, async ({ request, reply }) => {
    reply.header("cache-control", "private, no-cache");
    return access.featuresFor(request.user);
  });

  registerEndpoint(app, endpoints.flags, async ({ request }) => {
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
  });

  registerEndpoint(app, endpoints.adminFeatures, async ({ request }) =>
    access.featuresFor(signedInUser(request)),
  );

  registerEndpoint(app, endpoints.changeFeature, async ({ params, body, request }) => {
    const admin = signedInUser(request);
    await access.changeFeature(params.key, body, admin);
    return (await access.featuresFor(admin))[params.key];
  });

  registerEndpoint(app, endpoints.switchOnFinished, async ({ request }) => {
    const admin = signedInUser(request);
    await access.switchOnFinishedFeatures(admin);
    return access.featuresFor(admin);
  });
};
