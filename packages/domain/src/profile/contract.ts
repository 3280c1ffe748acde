import { z } from "zod";
import type { Endpoint, PlainRoute, UploadRoute } from "../endpoint/endpoint.ts";
import { encoded } from "../fields/fields.ts";
import { bankDetailsSaveBodySchema, bankRevealRequestSchema, revealedValueSchema } from "./bank-details.ts";
import { nextOfKinInputSchema } from "./next-of-kin.ts";
import { personalDetailsInputSchema } from "./personal-details.ts";
import {
  bankDetailsViewSchema,
  dashboardDataSchema,
  nextOfKinViewSchema,
  personalDetailsViewSchema,
  profileImageSchema,
  sensitiveAuditLogSchema,
  taxDetailsViewSchema,
} from "./profile-views.ts";
import { taxDetailsSaveBodySchema, taxRevealRequestSchema } from "./tax-details.ts";

/** The most audit entries one page of the log holds. */
export const AUDIT_PAGE_MAX = 100;

const bodyNote = (schema: string) =>
  `JSON body checked by ${schema} of @siteready/domain before the handler runs; 400 carries its message per field and saves nothing`;

const keepNote =
  "A sensitive field left out, sent as '' or sent back as its mask keeps the stored value; null clears it. " +
  "Every change of a sensitive value is written to the audit log.";

const stepUpNote =
  "An account with two-factor must have confirmed it's you on this session (POST /api/accounts/step-up) in the " +
  "last 10 minutes, or gets 403 STEP_UP_REQUIRED.";

const personal = {
  tags: ["profile: personal details"],
  access: { level: "signed-in", feature: "personalDetails" },
} as const;
/** Exporting everything or deleting the account asks an account with two-factor for a code again (step-up). */
const accountDataAccess = { level: "signed-in", feature: "profile", stepUp: true } as const;

/** What a person types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE MY ACCOUNT";
const confirmMessage = encoded("profile.data.typeToConfirm", { word: DELETE_ACCOUNT_CONFIRMATION });
const accountDeletionSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, confirmMessage),
});

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
 * a code again) and the audit log, personal details and account deletion. The record lists are in records.ts.
 */
export const profileEndpoints = {
  personalDetails: {
    method: "GET",
    path: "/api/profile/personal-details",
    summary: "Your personal details (every field null before the first save)",
    ...personal,
    response: personalDetailsViewSchema,
  },
  /**
   * The server checks the body with `createPersonalDetailsInputSchema(now)` on its own clock (the date of
   * birth's age check); `personalDetailsInputSchema` is the same schema on the system clock.
   */
  savePersonalDetails: {
    method: "PUT",
    path: "/api/profile/personal-details",
    summary: "Save your personal details (creates them on first save; the photo is kept)",
    description: bodyNote("createPersonalDetailsInputSchema(now)"),
    ...personal,
    body: personalDetailsInputSchema,
    response: personalDetailsViewSchema,
  },
  removePersonalDetailsPhoto: {
    method: "DELETE",
    path: "/api/profile/personal-details/photo",
    summary: "Remove your profile photo",
    ...personal,
    response: personalDetailsViewSchema,
  },
  deleteAccount: {
    method: "DELETE",
    path: "/api/account",
    summary: `Delete your account and everything in it; body { "confirm": "${DELETE_ACCOUNT_CONFIRMATION}" }`,
    tags: ["profile"],
    access: accountDataAccess,
    body: accountDeletionSchema,
  },
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
    description: `${keepNote} ${stepUpNote}`,
    tags: bank.tags,
    access: { ...bank.access, stepUp: true },
    body: bankDetailsSaveBodySchema,
    response: bankDetailsViewSchema,
  },
  removeBankDetails: {
    method: "DELETE",
    path: "/api/profile/bank-details",
    summary: "Remove your bank details",
    description: stepUpNote,
    tags: bank.tags,
    access: { ...bank.access, stepUp: true },
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
    description: `${keepNote} Fields that do not belong to the chosen employment type are cleared. ${stepUpNote}`,
    tags: tax.tags,
    access: { ...tax.access, stepUp: true },
    body: taxDetailsSaveBodySchema,
    response: taxDetailsViewSchema,
  },
  removeTaxDetails: {
    method: "DELETE",
    path: "/api/profile/tax-details",
    summary: "Remove your tax details",
    description: stepUpNote,
    tags: tax.tags,
    access: { ...tax.access, stepUp: true },
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

/** The profile's plain routes: the data export (a zip the browser saves itself) and the photo upload. */
export const profilePlainRoutes = {
  export: { method: "GET", path: "/api/profile/export", kind: "download" },
  personalDetailsPhoto: {
    method: "POST",
    path: "/api/profile/personal-details/photo",
    kind: "upload",
    response: personalDetailsViewSchema,
  },
} as const satisfies Record<string, PlainRoute | UploadRoute>;

const coreData = {
  method: "GET",
  path: "/api/core-data",
  tags: ["dashboard"],
  access: { level: "signed-in", feature: "dashboard" },
} as const;

/**
 * Spec §7's core-data call: one URL with two answers, chosen by `route`. The server registers `coreData` (both
 * answers); a caller uses the declaration of the answer it wants, which names its `route`.
 */
export const dashboardEndpoints = {
  coreData: {
    ...coreData,
    summary: "Dashboard data (route=dashboard-data) or the profile photo URL (route=profile-image)",
    query: z.object({
      route: z.enum(["dashboard-data", "profile-image"]),
      userId: z.string().optional().describe("route=profile-image: 'current' (or your own id)"),
    }),
    response: z.union([dashboardDataSchema, profileImageSchema]),
  },
  dashboardData: {
    ...coreData,
    summary: "Dashboard data",
    query: z.object({ route: z.literal("dashboard-data") }),
    response: dashboardDataSchema,
  },
  profileImage: {
    ...coreData,
    summary: "The profile photo's URL (404 when there is none)",
    query: z.object({ route: z.literal("profile-image"), userId: z.literal("current") }),
    response: profileImageSchema,
  },
} as const satisfies Record<string, Endpoint>;
