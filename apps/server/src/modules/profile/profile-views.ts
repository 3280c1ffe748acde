import {
  cisStatuses,
  type DocumentType,
  describeExpiry,
  documentTypeLabels,
  documentTypes,
  employmentTypes,
  expiryUrgencies,
  findCardType,
} from "@siteready/domain";
import { z } from "zod";
import type {
  AttachedFile,
  DocumentRow,
  NextOfKinRow,
  PersonalDetailsRow,
  QualificationRow,
  SkillsCardRow,
} from "./profile.repository.ts";

/**
 * What the profile endpoints answer: snake_case fields as in spec §3, plus links to files and each expiry's
 * urgency. The zod schemas document the contract (OpenAPI at /api/docs) and check every response.
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

export function urgencyView(expiryDate: string | null, now: Date): UrgencyView {
  const { urgency, days, label } = describeExpiry(expiryDate, now);
  return { status: urgency, days_left: days, label };
}

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;
export const thumbnailUrl = (fileId: string) => `/api/files/${fileId}/thumbnail`;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function fileFields(file: AttachedFile | null) {
  return {
    url: file ? fileUrl(file.id) : null,
    thumbnail_url: file?.hasThumbnail ? thumbnailUrl(file.id) : null,
    mime_type: file?.mimeType ?? null,
    name: file?.originalName ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------

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

/** Every field null when nothing is saved yet, so forms and the dashboard read one shape. */
export function personalDetailsView(row: PersonalDetailsRow | null): PersonalDetailsView {
  return {
    first_name: row?.firstName ?? null,
    last_name: row?.lastName ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
    address_line1: row?.addressLine1 ?? null,
    city: row?.city ?? null,
    postcode: row?.postcode ?? null,
    country: row?.country ?? null,
    photo_url: row?.photoFileId ? fileUrl(row.photoFileId) : null,
    // Photos are always images, so they always have a thumbnail.
    photo_thumbnail_url: row?.photoFileId ? thumbnailUrl(row.photoFileId) : null,
    updated_at: iso(row?.updatedAt),
  };
}

export const nextOfKinViewSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  relationship: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  updated_at: timestamp.nullable(),
});
export type NextOfKinView = z.infer<typeof nextOfKinViewSchema>;

export function nextOfKinView(row: NextOfKinRow | null): NextOfKinView {
  return {
    first_name: row?.firstName ?? null,
    last_name: row?.lastName ?? null,
    relationship: row?.relationship ?? null,
    mobile_number: row?.mobileNumber ?? null,
    email: row?.email ?? null,
    updated_at: iso(row?.updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------------

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

function isDocumentType(value: string): value is DocumentType {
  return documentTypes.some((type) => type === value);
}

export function documentTitle(documentType: string): string {
  return isDocumentType(documentType) ? documentTypeLabels[documentType] : documentType;
}

export function documentView(row: DocumentRow, now: Date): DocumentView {
  const file = fileFields(row.file);
  return {
    id: row.id,
    document_type: row.documentType,
    document_type_label: documentTitle(row.documentType),
    document_number: row.documentNumber,
    expiry_date: row.expiryDate,
    file_url: file.url,
    thumbnail_url: file.thumbnail_url,
    file_mime_type: file.mime_type,
    file_name: file.name,
    urgency: urgencyView(row.expiryDate, now),
    show_at_gate: row.showAtGate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

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

export function skillsCardTitle(cardTypeId: string): string {
  return findCardType(cardTypeId)?.name ?? cardTypeId;
}

export function skillsCardView(row: SkillsCardRow, now: Date): SkillsCardView {
  const cardType = findCardType(row.cardType);
  const front = fileFields(row.front);
  const back = fileFields(row.back);
  return {
    id: row.id,
    card_type: row.cardType,
    card_type_name: cardType?.name ?? row.cardType,
    card_type_acronym: cardType?.acronym ?? null,
    card_type_colour: cardType?.colour ?? null,
    card_scheme: cardType?.scheme ?? null,
    registration_number: row.registrationNumber,
    issue_date: row.issueDate,
    expiry_date: row.expiryDate,
    front_image_url: front.url,
    front_thumbnail_url: front.thumbnail_url,
    back_image_url: back.url,
    back_thumbnail_url: back.thumbnail_url,
    urgency: urgencyView(row.expiryDate, now),
    show_at_gate: row.showAtGate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

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

export function qualificationView(row: QualificationRow, now: Date): QualificationView {
  const certificate = fileFields(row.certificate);
  return {
    id: row.id,
    type: row.type,
    number: row.number,
    issue_date: row.issueDate,
    issuing_authority: row.issuingAuthority,
    expiry_date: row.expiryDate,
    certificate_url: certificate.url,
    certificate_thumbnail_url: certificate.thumbnail_url,
    certificate_mime_type: certificate.mime_type,
    certificate_name: certificate.name,
    urgency: urgencyView(row.expiryDate, now),
    show_at_gate: row.showAtGate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Bank and tax details: sensitive values only ever leave masked (reveal endpoints aside).

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

export const auditEntrySchema = z.object({
  id: z.string(),
  field: z.string(),
  action: z.string().describe("reveal | change | export"),
  actor_user_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: timestamp,
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as ?before= for the next (older) page; null on the last page. */
  next_before: timestamp.nullable(),
});
