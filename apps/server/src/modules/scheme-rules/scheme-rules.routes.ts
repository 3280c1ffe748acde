import { schemeRuleAdminEndpoints } from "@siteready/domain/scheme-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { createSchemeRulesAdminService } from "./scheme-rules.service.ts";

/** Admin → Renewal rules: list, read, edit and reset a card type's renewal rule (issue 53). */
export const schemeRulesRoutes: FastifyPluginAsyncZod<{
  rules: ReturnType<typeof createSchemeRulesAdminService>;
}> = async (app, { rules }) => {
  const endpoints = schemeRuleAdminEndpoints;

  registerEndpoint(app, endpoints.list, async () => rules.list());

  registerEndpoint(app, endpoints.get, async ({ params }) => rules.entry(params.cardType));

  registerEndpoint(app, endpoints.save, async ({ params, body, request }) =>
    rules.save(params.cardType, body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.reset, async ({ params, request }) =>
    rules.reset(params.cardType, signedInUser(request)),
  );
};
