import { type DocumentType, documentTypeLabels, documentTypes } from "@siteready/domain/documents";
import { endpointUrl } from "@siteready/domain/endpoint";
import { filesPlainRoutes } from "@siteready/domain/files";
import type {
  DocumentView,
  NextOfKinView,
  PersonalDetailsView,
  QualificationView,
  SkillsCardView,
  UrgencyView,
} from "@siteready/domain/profile";
import { describeExpiry } from "@siteready/domain/renewals";
import { findCardType } from "@siteready/domain/skills-cards";
import type {
  AttachedFile,
  DocumentRow,
  NextOfKinRow,
  PersonalDetailsRow,
  QualificationRow,
  SkillsCardRow,
} from "./profile.repository.ts";

/**
 * The profile's records as its endpoints answer them, built from the repository's rows. The shapes are the
 * domain's response schemas (packages/domain/src/schemas/profile-views.ts), which the routes declare.
 */

export function urgencyView(expiryDate: string | null, now: Date): UrgencyView {
  const { urgency, days, label } = describeExpiry(expiryDate, now);
  return { status: urgency, days_left: days, label };
}

export const fileUrl = (fileId: string) => endpointUrl(filesPlainRoutes.file, { params: { id: fileId } });
export const thumbnailUrl = (fileId: string) =>
  endpointUrl(filesPlainRoutes.thumbnail, { params: { id: fileId } });

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
