import {
  bankDetailsSaveBodySchema,
  bankDetailsViewSchema,
  bankRevealRequestSchema,
  revealedValueSchema,
  sensitiveAuditLogSchema,
  taxDetailsSaveBodySchema,
  taxDetailsViewSchema,
  taxRevealRequestSchema,
} from "@siteready/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { signedInAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import {
  AUDIT_PAGE_MAX,
  type RequestContext,
  type SensitiveDetailsService,
} from "./sensitive-details.service.ts";

const keepNote =
  "A sensitive field left out, sent as '' or sent back as its mask keeps the stored value; null clears it. " +
  "Every change of a sensitive value is written to the audit log.";

const stepUpNote =
  "An account with two-factor must have given a code on this session (POST /api/accounts/step-up) in the " +
  "last 10 minutes, or gets 403 STEP_UP_REQUIRED.";

function contextOf(request: FastifyRequest): RequestContext {
  return { actorUserId: signedInUser(request).id, ipAddress: request.ip || null };
}

/** Bank details, tax details (sensitive values encrypted, masked, revealed with an audit entry) and the audit log. */
export function registerSensitiveDetailsRoutes(app: ZodApp, service: SensitiveDetailsService) {
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  // Bank details -------------------------------------------------------------------------------------
  const bank = signedInAccess("bankDetails");
  // Revealing a value in full asks an account with two-factor for a code again (step-up).
  const bankReveal = signedInAccess("bankDetails", { stepUp: true });
  const bankTags = ["profile: bank details"];

  app.get(
    "/api/profile/bank-details",
    {
      ...bank,
      schema: {
        tags: bankTags,
        summary: "Your bank details, account number and sort code masked",
        response: { 200: bankDetailsViewSchema },
      },
    },
    async (request) => service.getBankDetails(userId(request)),
  );

  app.put(
    "/api/profile/bank-details",
    {
      ...bank,
      schema: {
        tags: bankTags,
        summary: "Save your bank details (bankDetailsInputSchema of @siteready/domain)",
        description: keepNote,
        body: bankDetailsSaveBodySchema,
        response: { 200: bankDetailsViewSchema },
      },
    },
    async (request) => service.saveBankDetails(userId(request), request.body, contextOf(request)),
  );

  app.delete(
    "/api/profile/bank-details",
    { ...bank, schema: { tags: bankTags, summary: "Remove your bank details" } },
    async (request, reply) => {
      await service.deleteBankDetails(userId(request), contextOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/profile/bank-details/reveal",
    {
      ...bankReveal,
      schema: {
        tags: bankTags,
        summary: "Show one sensitive value in full ({ field: 'account_number' | 'sort_code' }); audited",
        description: stepUpNote,
        body: bankRevealRequestSchema,
        response: { 200: revealedValueSchema },
      },
    },
    async (request, reply) => {
      const { field } = request.body;
      reply.header("cache-control", "no-store");
      return service.revealBankDetail(userId(request), field, contextOf(request));
    },
  );

  // Tax details --------------------------------------------------------------------------------------
  const tax = signedInAccess("taxDetails");
  const taxReveal = signedInAccess("taxDetails", { stepUp: true });
  const taxTags = ["profile: tax details"];

  app.get(
    "/api/profile/tax-details",
    {
      ...tax,
      schema: {
        tags: taxTags,
        summary: "Your tax details, NI number and UTRs masked",
        response: { 200: taxDetailsViewSchema },
      },
    },
    async (request) => service.getTaxDetails(userId(request)),
  );

  app.put(
    "/api/profile/tax-details",
    {
      ...tax,
      schema: {
        tags: taxTags,
        summary: "Save your tax details (taxDetailsInputSchema of @siteready/domain, by employment_type)",
        description: `${keepNote} Fields that do not belong to the chosen employment type are cleared.`,
        body: taxDetailsSaveBodySchema,
        response: { 200: taxDetailsViewSchema },
      },
    },
    async (request) => service.saveTaxDetails(userId(request), request.body, contextOf(request)),
  );

  app.delete(
    "/api/profile/tax-details",
    { ...tax, schema: { tags: taxTags, summary: "Remove your tax details" } },
    async (request, reply) => {
      await service.deleteTaxDetails(userId(request), contextOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/profile/tax-details/reveal",
    {
      ...taxReveal,
      schema: {
        tags: taxTags,
        summary:
          "Show one sensitive value in full ({ field: 'ni_number' | 'personal_utr' | 'company_utr' }); audited",
        description: stepUpNote,
        body: taxRevealRequestSchema,
        response: { 200: revealedValueSchema },
      },
    },
    async (request, reply) => {
      const { field } = request.body;
      reply.header("cache-control", "no-store");
      return service.revealTaxDetail(userId(request), field, contextOf(request));
    },
  );

  // Audit log ----------------------------------------------------------------------------------------
  app.get(
    "/api/profile/audit-log",
    {
      ...signedInAccess("profile"),
      schema: {
        tags: ["profile"],
        summary: "Who revealed or changed your sensitive details, and your exports; newest first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
          before: z.iso.datetime({ offset: true }).optional().describe("next_before of the previous page"),
        }),
        response: { 200: sensitiveAuditLogSchema },
      },
    },
    async (request) =>
      service.auditLog(userId(request), {
        limit: request.query.limit,
        before: request.query.before ? new Date(request.query.before) : undefined,
      }),
  );
}
