import type { bankDetailsFieldLabels } from "./bank-details.ts";
import type { nextOfKinFieldLabels } from "./next-of-kin.ts";
import type { personalDetailsFieldLabels } from "./personal-details.ts";
import { type EmploymentType, employmentTypes, taxRequiredFieldsByEmploymentType } from "./tax-details.ts";

/** Spec §9: how complete each profile section is, as a rounded percentage. */

type StoredText = string | null | undefined;

export const personalDetailsCompletionFields = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "date_of_birth",
  "address_line1",
  "city",
  "postcode",
  "country",
] as const satisfies readonly (keyof typeof personalDetailsFieldLabels)[];

export const nextOfKinCompletionFields = [
  "first_name",
  "last_name",
  "relationship",
  "mobile_number",
  "email",
] as const satisfies readonly (keyof typeof nextOfKinFieldLabels)[];

export const bankDetailsCompletionFields = [
  "account_holder_name",
  "account_number",
  "sort_code",
  "bank_name",
] as const satisfies readonly (keyof typeof bankDetailsFieldLabels)[];

/** The profile sections of spec §3, as stored (any section may be absent). */
export interface ProfileSnapshot {
  personal_details?: Partial<Record<(typeof personalDetailsCompletionFields)[number], StoredText>> | null;
  next_of_kin?: Partial<Record<(typeof nextOfKinCompletionFields)[number], StoredText>> | null;
  documents?: ReadonlyArray<{ document_type?: StoredText; expiry_date?: StoredText }> | null;
  skills_cards?: ReadonlyArray<{
    card_type?: StoredText;
    registration_number?: StoredText;
    expiry_date?: StoredText;
    front_image_url?: StoredText;
    back_image_url?: StoredText;
  }> | null;
  qualifications?: ReadonlyArray<{ type?: StoredText; issuing_authority?: StoredText }> | null;
  bank_details?: Partial<Record<(typeof bankDetailsCompletionFields)[number], StoredText>> | null;
  tax_details?: {
    employment_type?: StoredText;
    ni_number?: StoredText;
    tax_code?: StoredText;
    employer_paye_ref?: StoredText;
    personal_utr?: StoredText;
    company_utr?: StoredText;
    company_reg_number?: StoredText;
  } | null;
}

/** The dashboard's completionData (§3). */
export interface SectionCompletion {
  personalDetails: number;
  nextOfKin: number;
  documents: number;
  skillsCards: number;
  qualifications: number;
  bankDetails: number;
  taxDetails: number;
}

/** A value counts as filled when it is not blank. */
export function isFilled(value: StoredText): boolean {
  return typeof value === "string" && value.trim() !== "";
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Share of the given fields that are filled. */
export function fieldCompletion<K extends string>(
  section: Partial<Record<K, StoredText>> | null | undefined,
  fields: readonly K[],
): number {
  if (!section) return 0;
  return percent(fields.filter((field) => isFilled(section[field])).length, fields.length);
}

/** Share of records for which `isComplete` holds; 0 when there are none. */
function recordCompletion<T>(
  records: ReadonlyArray<T> | null | undefined,
  isComplete: (record: T) => boolean,
): number {
  if (!records || records.length === 0) return 0;
  return percent(records.filter(isComplete).length, records.length);
}

function isEmploymentType(value: StoredText): value is EmploymentType {
  return employmentTypes.some((type) => type === value);
}

export function taxCompletion(tax: ProfileSnapshot["tax_details"]): number {
  if (!tax || !isEmploymentType(tax.employment_type)) return 0;
  const required = taxRequiredFieldsByEmploymentType[tax.employment_type];
  return percent(required.filter((field) => isFilled(tax[field])).length, required.length);
}

export function sectionCompletion(profile: ProfileSnapshot): SectionCompletion {
  return {
    personalDetails: fieldCompletion(profile.personal_details, personalDetailsCompletionFields),
    nextOfKin: fieldCompletion(profile.next_of_kin, nextOfKinCompletionFields),
    // All or nothing: a passport with an expiry date is the identity document the product asks for.
    documents: profile.documents?.some(
      (document) => document.document_type === "passport" && isFilled(document.expiry_date),
    )
      ? 100
      : 0,
    // A card is complete with its photos too: without them it cannot be shown at the gate when left at home.
    skillsCards: recordCompletion(
      profile.skills_cards,
      (card) =>
        isFilled(card.card_type) &&
        isFilled(card.registration_number) &&
        isFilled(card.expiry_date) &&
        isFilled(card.front_image_url) &&
        isFilled(card.back_image_url),
    ),
    qualifications: recordCompletion(
      profile.qualifications,
      (qualification) => isFilled(qualification.type) && isFilled(qualification.issuing_authority),
    ),
    bankDetails: fieldCompletion(profile.bank_details, bankDetailsCompletionFields),
    taxDetails: taxCompletion(profile.tax_details),
  };
}

/** The rounded mean of the seven sections. */
export function overallCompletion(completion: SectionCompletion): number {
  const values = Object.values(completion);
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}
