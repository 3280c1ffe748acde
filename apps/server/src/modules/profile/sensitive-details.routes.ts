import { profileEndpoints } from "@siteready/domain/profile";
import type { FastifyRequest } from "fastify";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { RequestContext, SensitiveDetailsService } from "./sensitive-details.service.ts";

function contextOf(request: FastifyRequest): RequestContext {
  return { actorUserId: signedInUser(request).id, ipAddress: request.ip || null };
}

/**
 * Bank details, tax details (sensitive values encrypted, masked, revealed with an audit entry) and the audit log:
 * routes of `profileEndpoints` (@siteready/domain).
 */
export function registerSensitiveDetailsRoutes(app: ZodApp, service: SensitiveDetailsService) {
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const endpoints = profileEndpoints;

  registerEndpoint(app, endpoints.bankDetails, async ({ request }) =>
    service.getBankDetails(userId(request)),
  );

  registerEndpoint(app, endpoints.saveBankDetails, async ({ body, request }) =>
    service.saveBankDetails(userId(request), body, contextOf(request)),
  );

  registerEndpoint(app, endpoints.removeBankDetails, async ({ request }) =>
    service.deleteBankDetails(userId(request), contextOf(request)),
  );

  registerEndpoint(app, endpoints.revealBankDetail, async ({ body, request, reply }) => {
    reply.header("cache-control", "no-store");
    return service.revealBankDetail(userId(request), body.field, contextOf(request));
  });

  registerEndpoint(app, endpoints.taxDetails, async ({ request }) => service.getTaxDetails(userId(request)));

  registerEndpoint(app, endpoints.saveTaxDetails, async ({ body, request }) =>
    service.saveTaxDetails(userId(request), body, contextOf(request)),
  );

  registerEndpoint(app, endpoints.removeTaxDetails, async ({ request }) =>
    service.deleteTaxDetails(userId(request), contextOf(request)),
  );

  registerEndpoint(app, endpoints.revealTaxDetail, async ({ body, request, reply }) => {
    reply.header("cache-control", "no-store");
    return service.revealTaxDetail(userId(request), body.field, contextOf(request));
  });

  registerEndpoint(app, endpoints.auditLog, async ({ query, request }) =>
    service.auditLog(userId(request), {
      limit: query.limit,
      before: query.before ? new Date(query.before) : undefined,
    }),
  );
}
