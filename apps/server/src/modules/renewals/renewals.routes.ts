import {
  expiryUrgencies,
  renewalSteps,
  renewalsOverviewSchema,
  stepResultSchema,
  workflowViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { createRenewalsService } from "./renewals.service.ts";

const tags = ["renewals"];

/**
 * The renewals dashboard and the renewal workflow (spec §3, §4, §9), behind the 'renewals' feature
 * (donate-to-unlock until an admin enables it). `clock` lets tests fix "today".
 */
export const renewalsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock?: () => Date;
}> = async (app, { db, clock = () => new Date() }) => {
  const renewals = createRenewalsService({ db, clock });
  const allowed = signedInAccess("renewals");
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    "/api/renewals",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Every dated card, document and qualification by urgency, soonest first, with a timeline",
        querystring: z.object({ urgency: z.enum(expiryUrgencies).optional() }),
        response: { 200: renewalsOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return renewals.overview(userId(request), request.query.urgency);
    },
  );

  app.post(
    "/api/renewals/workflows",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Start renewing one of your cards (start_renewal done); 409 while one is in progress",
        body: z.object({ card_id: z.string().min(1) }),
        response: { 201: workflowViewSchema },
      },
    },
    async (request, reply) => {
      const workflow = await renewals.startWorkflow(userId(request), request.body.card_id);
      return reply.status(201).send(workflow);
    },
  );

  app.get(
    "/api/renewals/workflows/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "A renewal: its steps (with metadata), progress and next step",
        params: z.object({ id: z.string() }),
        response: { 200: workflowViewSchema },
      },
    },
    async (request) => renewals.getWorkflow(userId(request), request.params.id),
  );

  app.post(
    "/api/renewals/workflows/:id/steps/:step",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Complete the next step; complete_renewal sets the card's new expiry",
        description:
          "metadata per step: select_month {month: 'YYYY-MM'}; find_test_center {test_centre_name, test_centre_id?}; " +
          "book_test {booking_reference, test_date: 'YYYY-MM-DD'}; complete_renewal {new_expiry_date?}. " +
          "400 for a step out of order or bad metadata.",
        params: z.object({ id: z.string(), step: z.enum(renewalSteps) }),
        body: z.object({ metadata: z.record(z.string(), z.unknown()).optional() }).optional(),
        response: { 200: stepResultSchema },
      },
    },
    async (request) =>
      renewals.completeStep(
        userId(request),
        request.params.id,
        request.params.step,
        request.body?.metadata ?? {},
      ),
  );
};
