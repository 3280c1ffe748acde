import { evidenceEndpoints } from "@siteready/domain/evidence";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { EvidenceService } from "./evidence.service.ts";

/** The evidence of checks (issue 51): a gate-keeper records what Smart Check showed on a scan they made. */
export const evidenceRoutes: FastifyPluginAsyncZod<{ evidence: EvidenceService }> = async (
  app,
  { evidence },
) => {
  registerEndpoint(app, evidenceEndpoints.recordSmartCheck, async ({ params, body, request }) =>
    evidence.recordSmartCheck(signedInUser(request).id, params.id, body),
  );

  registerEndpoint(app, evidenceEndpoints.looks, async ({ query, request }) =>
    evidence.looks(signedInUser(request).id, query),
  );

  registerEndpoint(app, evidenceEndpoints.recordOwnCheck, async ({ body, request }) =>
    evidence.recordOwnCheck(signedInUser(request).id, body),
  );
};
