import { z } from "zod";
import {
  bankDetailsSaveBodySchema,
  bankRevealRequestSchema,
  revealedValueSchema,
} from "../schemas/bank-details.ts";
import { nextOfKinInputSchema } from "../schemas/next-of-kin.ts";
import {
  bankDetailsViewSchema,
  nextOfKinViewSchema,
  sensitiveAuditLogSchema,
  taxDetailsViewSchema,
} from "../schemas/profile-views.ts";
import { taxDetailsSaveBodySchema, taxRevealRequestSchema } from "../schemas/tax-details.ts";
import type { Endpoint } from "./endpoint.ts";

/** The most audit entries one page of the log holds. */
export const AUDIT_PAGE_MAX = 100;

const bodyNote = (schema: string) =>
  `JSON body checked by ${schema} of @siteready/domain before the handler runs; 400 carries its message per field and saves nothing`;

const keepNote =
  "A sensitive field left out, sent as '' or sent back as its mask keeps the stored value; null clears it. " +
  "Every change of a sensitive value is written to the audit log.";

const stepUpNote =
  "An account with two-factor must have given a code on this session (POST /api/accounts/step-up) in the " +
  "last 10 minutes, or gets 403 STEP_UP_REQUIRED.";

const kin = { tags: ["profile: next of kin"], access: { level: "signed-in", feature: "nextOfKin" } } as const;
const bank = {
  tags: ["profile: bank details"],
  access: { level: "signed-in", feature: "bankDetails" },
} as const;
const tax = {
  tags: ["profile: tax details"],
  access: { level: "signed-in", feature: "taxDetails" },
} as const;

/**
 * The profile's sections (spec §3) declared so far: next of kin, bank and tax details (sensitive values
 * encrypted, masked, revealed one at a time with an audit entry; revealing asks an account with two-factor for
 * a code again) and the audit log. Personal details and the record lists still register plain routes.
 */
export const profileEndpoints = {
  nextOfKin: {
    method: "GET",
    path: "/api/profile/next-of-kin",
    summary: "Your next of kin (every field null before the first save)",
    ...kin,
    response: nextOfKinViewSchema,
  },
  saveNextOfKin: {
    method: "PUT",
    path: "/api/profile/next-of-kin",
    summary: "Save your next of kin",
    description: bodyNote("nextOfKinInputSchema"),
    ...kin,
    body: nextOfKinInputSchema,
    response: nextOfKinViewSchema,
  },
  bankDetails: {
    method: "GET",
    path: "/api/profile/bank-details",
    summary: "Your bank details, account number and sort code masked",
    ...bank,
    response: bankDetailsViewSchema,
  },
  saveBankDetails: {
    method: "PUT",
    path: "/api/profile/bank-details",
    summary: "Save your bank details (bankDetailsInputSchema of @siteready/domain)",
    description: keepNote,
    ...bank,
    body: bankDetailsSaveBodySchema,
    response: bankDetailsViewSchema,
  },
  removeBankDetails: {
    method: "DELETE",
    path: "/api/profile/bank-details",
    summary: "Remove your bank details",
    ...bank,
  },
  revealBankDetail: {
    method: "POST",
    path: "/api/profile/bank-details/reveal",
    summary: "Show one sensitive value in full ({ field: 'account_number' | 'sort_code' }); audited",
    description: stepUpNote,
    tags: bank.tags,
    access: { ...bank.access, stepUp: true },
    body: bankRevealRequestSchema,
    response: revealedValueSchema,
  },
  taxDetails: {
    method: "GET",
    path: "/api/profile/tax-details",
    summary: "Your tax details, NI number and UTRs masked",
    ...tax,
    response: taxDetailsViewSchema,
  },
  saveTaxDetails: {
    method: "PUT",
    path: "/api/profile/tax-details",
    summary: "Save your tax details (taxDetailsInputSchema of @siteready/domain, by employment_type)",
    description: `${keepNote} Fields that do not belong to the chosen employment type are cleared.`,
    ...tax,
    body: taxDetailsSaveBodySchema,
    response: taxDetailsViewSchema,
  },
  removeTaxDetails: {
    method: "DELETE",
    path: "/api/profile/tax-details",
    summary: "Remove your tax details",
    ...tax,
  },
  revealTaxDetail: {
    method: "POST",
    path: "/api/profile/tax-details/reveal",
    summary:
      "Show one sensitive value in full ({ field: 'ni_number' | 'personal_utr' | 'company_utr' }); audited",
    description: stepUpNote,
    tags: tax.tags,
    access: { ...tax.access, stepUp: true },
    body: taxRevealRequestSchema,
    response: revealedValueSchema,
  },
  auditLog: {
    method: "GET",
    path: "/api/profile/audit-log",
    summary: "Who revealed or changed your sensitive details, and your exports; newest first",
    tags: ["profile"],
    access: { level: "signed-in", feature: "profile" },
    query: z.object({
      limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
      before: z.iso.datetime({ offset: true }).optional().describe("next_before of the previous page"),
    }),
    response: sensitiveAuditLogSchema,
  },
} as const satisfies Record<string, Endpoint>;
