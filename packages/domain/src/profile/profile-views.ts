import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { expiryUrgencies } from "../renewals/expiry-urgency.ts";
import { renewalItemKinds } from "../renewals/renewal-windows.ts";
import { cisStatuses, employmentTypes } from "./tax-details.ts";

/**
 * What the profile endpoints answer (spec §3): snake_case fields, links to files and each expiry's urgency.
 * The server's routes answer with these schemas (OpenAPI at /api/docs) and the web app reads their types, so
 * the two cannot drift.
 */

const isoDate = z.string().describe("YYYY-MM-DD");
const timestamp = z.string().describe("ISO 8601 instant");

export const urgencySchema = z.object({
  status: z.enum(expiryUrgencies),
  /** Whole days to the expiry date (negative once passed); null without a date. */
  days_left: z.number().int().nullable(),
  label: z.string(),
});
export type UrgencyView = z.infer<typeof urgencySchema>;

export const personalDetailsViewSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("E.164, e.g. +447700900123"),
  date_of_birth: isoDate.nullable(),
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  photo_url: z.string().nullable(),
  photo_thumbnail_url: z.string().nullable(),
  updated_at: timestamp.nullable(),
});
export type PersonalDetailsView = z.infer<typeof personalDetailsViewSchema>;

export const nextOfKinViewSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  relationship: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  updated_at: timestamp.nullable(),
});
export type NextOfKinView = z.infer<typeof nextOfKinViewSchema>;

export const documentViewSchema = z.object({
  id: z.string(),
  document_type: z.string(),
  document_type_label: z.string(),
  document_number: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  file_url: z.string().nullable(),
  thumbnail_url: z.string().nullable().describe("null for PDFs and without a file"),
  file_mime_type: z.string().nullable(),
  file_name: z.string().nullable(),
  urgency: urgencySchema,
  show_at_gate: z.boolean().describe("shown in the site-gate wallet"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const skillsCardViewSchema = z.object({
  id: z.string(),
  card_type: z.string(),
  card_type_name: z.string().describe("from the domain's card catalogue (findCardType)"),
  card_type_acronym: z.string().nullable(),
  card_type_colour: z.string().nullable(),
  card_scheme: z.string().nullable(),
  registration_number: z.string().nullable(),
  issue_date: isoDate.nullable(),
  expiry_date: isoDate.nullable(),
  front_image_url: z.string().nullable(),
  front_thumbnail_url: z.string().nullable(),
  back_image_url: z.string().nullable(),
  back_thumbnail_url: z.string().nullable(),
  urgency: urgencySchema,
  show_at_gate: z.boolean().describe("shown in the site-gate wallet"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SkillsCardView = z.infer<typeof skillsCardViewSchema>;

export const qualificationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  number: z.string().nullable(),
  issue_date: isoDate.nullable(),
  issuing_authority: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  certificate_url: z.string().nullable(),
  certificate_thumbnail_url: z.string().nullable().describe("null for PDFs and without a file"),
  certificate_mime_type: z.string().nullable(),
  certificate_name: z.string().nullable(),
  urgency: urgencySchema,
  show_at_gate: z.boolean().describe("shown in the site-gate wallet"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type QualificationView = z.infer<typeof qualificationViewSchema>;

export const bankDetailsViewSchema = z.object({
  account_holder_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable().describe("masked, e.g. '•••• 5678'"),
  sort_code: z.string().nullable().describe("masked, e.g. '••-••-56'"),
  has_account_number: z.boolean(),
  has_sort_code: z.boolean(),
  updated_at: timestamp.nullable(),
});
export type BankDetailsView = z.infer<typeof bankDetailsViewSchema>;

export const taxDetailsViewSchema = z.object({
  employment_type: z.enum(employmentTypes).nullable(),
  ni_number: z.string().nullable().describe("masked, e.g. '•••• 456C'"),
  tax_code: z.string().nullable(),
  employer_paye_ref: z.string().nullable(),
  personal_utr: z.string().nullable().describe("masked, e.g. '•••• 7890'"),
  company_utr: z.string().nullable().describe("masked"),
  company_reg_number: z.string().nullable(),
  cis_status: z.enum(cisStatuses).nullable(),
  has_ni_number: z.boolean(),
  has_personal_utr: z.boolean(),
  has_company_utr: z.boolean(),
  updated_at: timestamp.nullable(),
});
export type TaxDetailsView = z.infer<typeof taxDetailsViewSchema>;

const sensitiveAuditEntrySchema = z.object({
  id: z.string(),
  field: z.string(),
  action: z
    .string()
    .describe(
      "reveal | change | export | share | shared_view, or a change to the account's protection (enrol, remove, step_up, locked …)",
    ),
  actor_user_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: timestamp,
});
export type SensitiveAuditEntry = z.infer<typeof sensitiveAuditEntrySchema>;

export const sensitiveAuditLogSchema = z.object({
  entries: z.array(sensitiveAuditEntrySchema),
  /** Pass as ?before= for the next (older) page; null on the last page. */
  next_before: timestamp.nullable(),
});

// ---------------------------------------------------------------------------------------------------
// The dashboard's core-data call (spec §7)

const percent = z.number().int().min(0).max(100);

/** An item of the dashboard's 'Expiring soon': expired, urgent or warning. */
const expiringItemSchema = z.object({
  kind: z.enum(renewalItemKinds),
  id: z.string(),
  title: z.string(),
  /** The catalogue id for cards, the document type for documents; null for others (as renewals' items). */
  type: z.string().nullable(),
  expiry_date: isoDate,
  urgency: urgencySchema,
});
export type ExpiringItem = z.infer<typeof expiringItemSchema>;

export const dashboardDataSchema = z.object({
  profile: z.object({
    personal_details: personalDetailsViewSchema,
    next_of_kin: nextOfKinViewSchema,
    documents: z.array(documentViewSchema),
    skills_cards: z.array(skillsCardViewSchema),
    qualifications: z.array(qualificationViewSchema),
    bank_details: bankDetailsViewSchema,
    tax_details: taxDetailsViewSchema,
  }),
  completionData: z.object({
    personalDetails: percent,
    nextOfKin: percent,
    documents: percent,
    skillsCards: percent,
    qualifications: percent,
    bankDetails: percent,
    taxDetails: percent,
  }),
  overallCompletion: percent,
  expiringSoon: z
    .array(expiringItemSchema)
    .describe("expired, urgent and warning items only, soonest expiry first"),
  profileImage: z.string().nullable(),
  lastUpdated: z.string().nullable().describe("when any section last changed; null before the first save"),
  /** Cards whose scheme wants something done before renewing (issue 53): book the HS&E test first, upgrade. */
  renewFirst: z.array(
    z.object({ card_id: z.string(), title: z.string(), expiry_date: isoDate, action: messageRefSchema }),
  ),
});

export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const profileImageSchema = z.object({ profileImageUrl: z.string() });
