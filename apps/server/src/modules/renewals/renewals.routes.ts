import { renewalsEndpoints } from "@siteready/domain/renewals";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { createRenewalsService } from "./renewals.service.ts";

/**
 * The renewals dashboard and the renewal workflow (spec §3, §4, §9): the routes of `renewalsEndpoints`
 * (@siteready/domain). `clock` lets tests fix "today".
 */
export const renewalsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  schemeRules: SchemeRuleSource;
  clock?: () => Date;
}> = async (app, { db, schemeRules, clock = () => new Date() }) => {
  const renewals = createRenewalsService({ db, clock, schemeRules });
  const endpoints = renewalsEndpoints;
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  registerEndpoint(app, endpoints.overview, async ({ query, request, reply }) => {
    reply.header("cache-control", "no-store");
    return renewals.overview(userId(request), query.urgency);
  });

  registerEndpoint(app, endpoints.startWorkflow, async ({ body, request }) =>
    renewals.startWorkflow(userId(request), body.card_id),
  );

  registerEndpoint(app, endpoints.workflow, async ({ params, request }) =>
    renewals.getWorkflow(userId(request), params.id),
  );

  registerEndpoint(app, endpoints.completeStep, async ({ params, body, request }) =>
    renewals.completeStep(userId(request), params.id, params.step, body?.metadata ?? {}),
  );
};
