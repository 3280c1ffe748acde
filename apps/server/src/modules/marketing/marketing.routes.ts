import {
  contactMessageSchema,
  createdEntrySchema,
  feedbackSchema,
  feedbackVoteCountsSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { publicAccess } from "../../lib/route-access.ts";
import { createMarketingService } from "./marketing.service.ts";

/**
 * The contact and feedback forms of the marketing pages. They work signed in or out: the feature gate loads
 * the user when there is one (so entries are linked to the account) and refuses when an admin has locked
 * the page. Public-tier pages stay open to signed-out visitors.
 */
export const marketingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const marketing = createMarketingService(db);

  app.post(
    "/api/contact",
    {
      ...publicAccess({ feature: "contact" }),
      schema: {
        tags: ["marketing"],
        summary: "Send a message to the SiteReady team",
        body: contactMessageSchema,
        response: { 201: createdEntrySchema },
      },
    },
    async (request, reply) => {
      const id = await marketing.sendContactMessage(request.body, request.user);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    "/api/feedback",
    {
      ...publicAccess({ feature: "feedback" }),
      schema: {
        tags: ["marketing"],
        summary: "Share an idea, report a problem, vote for a feature or ask for updates on it",
        body: feedbackSchema,
        response: { 201: createdEntrySchema },
      },
    },
    async (request, reply) => {
      const id = await marketing.leaveFeedback(request.body, request.user);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    "/api/feedback/votes",
    {
      ...publicAccess({ feature: "feedback" }),
      schema: {
        tags: ["marketing"],
        summary: "How many people voted for each feature",
        response: { 200: feedbackVoteCountsSchema },
      },
    },
    async (_request, reply) => {
      // Not cached: someone who has just voted expects to see their vote counted.
      reply.header("cache-control", "no-cache");
      return marketing.voteCounts();
    },
  );
};
