import { z } from "zod";
import {
  optionalDate,
  optionalText,
  readTextField,
  requiredChoice,
  requiredMessage,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

export const documentTypes = [
  "passport",
  "driving_licence",
  "right_to_work_share_code",
  "birth_certificate",
  "national_id_card",
  "visa_brp",
  "proof_of_address",
  "other",
] as const;
export type DocumentType = (typeof documentTypes)[number];

/**
 * Documents that prove a right to work: private like bank details, so shared one by one after a warning and
 * added, changed or removed only after the worker confirmed it's them (step-up, decision 0027).
 */
const rightToWorkDocumentTypes: readonly DocumentType[] = ["right_to_work_share_code", "visa_brp"];
export const isRightToWorkDocument = (type: string): boolean =>
  (rightToWorkDocumentTypes as readonly string[]).includes(type);

export const documentTypeLabels: Record<DocumentType, string> = {
  passport: "Passport",
  driving_licence: "Driving licence",
  right_to_work_share_code: "Right to work share code",
  birth_certificate: "Birth certificate",
  national_id_card: "National identity card",
  visa_brp: "Visa or biometric residence permit",
  proof_of_address: "Proof of address",
  other: "Other document",
};

/** Each document type's words in the catalogue, by the type (the English above is what the server writes). */
export const documentTypeKeys: Record<DocumentType, MessageKey> = {
  passport: "documents.type.passport",
  driving_licence: "documents.type.drivingLicence",
  right_to_work_share_code: "documents.type.rightToWork",
  birth_certificate: "documents.type.birthCertificate",
  national_id_card: "documents.type.nationalId",
  visa_brp: "documents.type.visaBrp",
  proof_of_address: "documents.type.proofOfAddress",
  other: "documents.type.other",
};

/** The catalogue key of a document's type; none for a type the worker typed in (shown as typed). */
export function documentTypeKey(documentType: string): MessageKey | undefined {
  return Object.hasOwn(documentTypeKeys, documentType)
    ? documentTypeKeys[documentType as DocumentType]
    : undefined;
}

/** Documents that always carry an expiry date, so one is required when recording them. */
export const documentTypesWithExpiry: readonly DocumentType[] = [
  "passport",
  "driving_licence",
  "national_id_card",
  "visa_brp",
];

export const documentFieldLabels = {
  document_type: "documents.field.type",
  document_number: "documents.field.number",
  expiry_date: "field.expiryDate",
} as const satisfies Record<string, MessageKey>;

function needsExpiryDate(documentType: string | undefined): boolean {
  return documentTypesWithExpiry.some((type) => type === documentType);
}

export const documentInputSchema = z
  .object({
    document_type: requiredChoice(documentFieldLabels.document_type, documentTypes, "choice.documentType"),
    document_number: optionalText(documentFieldLabels.document_number, { maxLength: 50 }),
    expiry_date: optionalDate(documentFieldLabels.expiry_date),
  })
  .refine((document) => !needsExpiryDate(document.document_type) || document.expiry_date !== undefined, {
    message: requiredMessage(documentFieldLabels.expiry_date),
    path: ["expiry_date"],
    when: (payload) =>
      whenFieldsValid("document_type", "expiry_date")(payload) &&
      needsExpiryDate(readTextField(payload.value, "document_type")),
  });

export type DocumentFormValues = z.input<typeof documentInputSchema>;
export type DocumentInput = z.output<typeof documentInputSchema>;
