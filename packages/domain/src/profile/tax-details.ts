import { z } from "zod";
import {
  encoded,
  formatFromNormalizer,
  invalidChoiceMessage,
  optionalNiNumber,
  requiredFormat,
  requiredMessage,
} from "../fields/fields.ts";
import { sanitizeText } from "../fields/normalize.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { revealRequestSchema, sensitiveValueInput } from "./bank-details.ts";

export const employmentTypes = ["employee", "self_employed", "limited_company"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** Each employment type's words in the catalogue, by the type. */
export const employmentTypeKeys: Record<EmploymentType, MessageKey> = {
  employee: "profile.employment.employee",
  self_employed: "profile.employment.selfEmployed",
  limited_company: "profile.employment.limitedCompany",
};

/** Construction Industry Scheme status of a subcontractor. */
export const cisStatuses = ["not_registered", "registered_20", "gross_0"] as const;
export type CisStatus = (typeof cisStatuses)[number];

export const cisStatusKeys: Record<CisStatus, MessageKey> = {
  not_registered: "profile.cis.notRegistered",
  registered_20: "profile.cis.registered20",
  gross_0: "profile.cis.gross0",
};

export const taxDetailsFieldLabels = {
  employment_type: "profile.field.employmentType",
  ni_number: "field.niNumber",
  tax_code: "profile.field.taxCode",
  employer_paye_ref: "profile.field.employerPayeRef",
  personal_utr: "profile.field.personalUtr",
  company_utr: "profile.field.companyUtr",
  company_reg_number: "profile.field.companyRegNumber",
  cis_status: "profile.field.cisStatus",
} as const satisfies Record<string, MessageKey>;

/** Spec §9: the fields each employment type needs (also the basis of tax completion). */
export const taxRequiredFieldsByEmploymentType = {
  employee: ["ni_number", "tax_code", "employer_paye_ref"],
  self_employed: ["ni_number", "personal_utr"],
  limited_company: ["company_utr", "company_reg_number"],
} as const satisfies Record<EmploymentType, readonly (keyof typeof taxDetailsFieldLabels)[]>;

export const taxMessages = {
  utr: encoded("profile.validation.utr"),
  taxCode: encoded("profile.validation.taxCode"),
  payeReference: encoded("profile.validation.payeReference"),
  companyRegNumber: encoded("profile.validation.companyReg"),
} as const;

function compactUpper(value: string): string {
  return sanitizeText(value).replace(/\s+/g, "").toUpperCase();
}

/** Unique Taxpayer Reference: 10 digits, spaces allowed when typed. */
export function normalizeUtr(value: string): string | null {
  const compact = compactUpper(value);
  return /^\d{10}$/.test(compact) ? compact : null;
}

// Optional S (Scotland) or C (Wales) prefix; then allowance + suffix L/M/N/T, K + number, or a flat code
// (BR, D0–D3, NT, 0T); optionally an emergency marker (W1, M1, X).
const taxCodePattern = /^[SC]?(?:\d{1,4}[LMNT]|K\d{1,4}|BR|D[0-3]|NT)(?:W1|M1|X)?$/;

/** '1257l' → '1257L'; 'S1257L', 'C1257L', 'K475', 'BR', '0T', '1257L W1' are valid. */
export function normalizeTaxCode(value: string): string | null {
  const compact = compactUpper(value);
  return taxCodePattern.test(compact) ? compact : null;
}

/** Employer PAYE reference: 3-digit tax office number, '/', then up to 10 letters and digits. */
export function normalizePayeReference(value: string): string | null {
  const compact = compactUpper(value);
  return /^\d{3}\/[A-Z0-9]{1,10}$/.test(compact) ? compact : null;
}

/** Companies House number: 8 characters, either 8 digits or a 2-letter prefix (SC, NI, OC…) and 6 digits. */
export function normalizeCompanyRegNumber(value: string): string | null {
  const compact = compactUpper(value);
  return /^(?:\d{8}|[A-Z]{2}\d{6})$/.test(compact) ? compact : null;
}

const labels = taxDetailsFieldLabels;

const cisStatus = z
  .enum(cisStatuses, { error: () => invalidChoiceMessage("choice.cisStatus") })
  .default("not_registered");

// §5: the NI number is optional for every employment type; without it, completion stays lower (§9).
const employeeTaxDetails = z.object({
  employment_type: z.literal("employee"),
  ni_number: optionalNiNumber(labels.ni_number),
  tax_code: requiredFormat(labels.tax_code, formatFromNormalizer(normalizeTaxCode, taxMessages.taxCode)),
  employer_paye_ref: requiredFormat(
    labels.employer_paye_ref,
    formatFromNormalizer(normalizePayeReference, taxMessages.payeReference),
  ),
});

const selfEmployedTaxDetails = z.object({
  employment_type: z.literal("self_employed"),
  ni_number: optionalNiNumber(labels.ni_number),
  personal_utr: requiredFormat(labels.personal_utr, formatFromNormalizer(normalizeUtr, taxMessages.utr)),
  cis_status: cisStatus,
});

const limitedCompanyTaxDetails = z.object({
  employment_type: z.literal("limited_company"),
  company_utr: requiredFormat(labels.company_utr, formatFromNormalizer(normalizeUtr, taxMessages.utr)),
  company_reg_number: requiredFormat(
    labels.company_reg_number,
    formatFromNormalizer(normalizeCompanyRegNumber, taxMessages.companyRegNumber),
  ),
  ni_number: optionalNiNumber(labels.ni_number),
  cis_status: cisStatus,
});

function employmentTypeOf(input: unknown): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>).employment_type
    : undefined;
}

/**
 * One shape per employment type; fields of the other types are dropped. CIS status applies to
 * subcontractors (self-employed and limited company) and defaults to not registered.
 */
const employmentTypeChoice = {
  error: (issue: { input?: unknown }) => {
    const chosen = employmentTypeOf(issue.input);
    return chosen === undefined || chosen === null || chosen === ""
      ? requiredMessage(labels.employment_type)
      : invalidChoiceMessage("choice.employmentType");
  },
};

export const taxDetailsInputSchema = z.discriminatedUnion(
  "employment_type",
  [employeeTaxDetails, selfEmployedTaxDetails, limitedCompanyTaxDetails],
  employmentTypeChoice,
);

export type TaxDetailsInput = z.output<typeof taxDetailsInputSchema>;

/** The tax values kept encrypted, shown masked and revealed one at a time with an audit entry. */
export const taxSensitiveFields = ["ni_number", "personal_utr", "company_utr"] as const;
export type TaxSensitiveField = (typeof taxSensitiveFields)[number];

const keptOrNew = { ni_number: sensitiveValueInput };

/**
 * PUT /api/profile/tax-details: the shape of taxDetailsInputSchema with each sensitive value as a save sends
 * it (see sensitiveValueInput); the server checks those once it knows whether they are kept or new.
 */
export const taxDetailsSaveBodySchema = z.discriminatedUnion(
  "employment_type",
  [
    employeeTaxDetails.extend(keptOrNew),
    selfEmployedTaxDetails.extend({ ...keptOrNew, personal_utr: sensitiveValueInput }),
    limitedCompanyTaxDetails.extend({ ...keptOrNew, company_utr: sensitiveValueInput }),
  ],
  employmentTypeChoice,
);

export type TaxDetailsSaveBody = z.output<typeof taxDetailsSaveBodySchema>;

export const taxRevealRequestSchema = revealRequestSchema(taxSensitiveFields);
