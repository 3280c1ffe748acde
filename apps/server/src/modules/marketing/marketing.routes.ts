import { marketingEndpoints } from "@siteready/domain/marketing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { createMarketingService } from "./marketing.service.ts";

/**
 * The contact and feedback forms of the marketing pages: the routes of `marketingEndpoints` (@siteready/domain).
 * `request.user` is the signed-in user or null (the feature gate loads it), so entries are linked to the account.
 */
export const marketingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const marketing = createMarketingService(db);
  const endpoints = marketingEndpoints;

  registerEndpoint(app, endpoints.contact, async ({ body, request }) => ({
    id: await marketing.sendContactMessage(body, { user: request.user, ip: request.ip }),
  }));

  registerEndpoint(app, endpoints.feedback, async ({ body, request }) => ({
    id: await marketing.leaveFeedback(body, { user: request.user, ip: request.ip }),
  }));

  registerEndpoint(app, endpoints.votes, async ({ reply }) => {
    // Not cached: someone who has just voted expects to see their vote counted.
    reply.header("cache-control", "no-cache");
    return marketing.voteCounts();
  });
};
