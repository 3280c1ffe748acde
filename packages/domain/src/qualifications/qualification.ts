import { z } from "zod";
import {
  expiryAfterIssueMessage,
  optionalDate,
  optionalText,
  requiredDate,
  requiredText,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

export const qualificationFieldLabels = {
  type: "qualifications.field.type",
  number: "qualifications.field.number",
  issue_date: "field.issueDate",
  issuing_authority: "qualifications.field.issuingAuthority",
  expiry_date: "field.expiryDate",
} as const satisfies Record<string, MessageKey>;

export const qualificationInputSchema = z
  .object({
    type: requiredText(qualificationFieldLabels.type),
    number: optionalText(qualificationFieldLabels.number, { maxLength: 50 }),
    issue_date: requiredDate(qualificationFieldLabels.issue_date),
    issuing_authority: requiredText(qualificationFieldLabels.issuing_authority),
    expiry_date: optionalDate(qualificationFieldLabels.expiry_date),
  })
  .refine(
    (qualification) =>
      qualification.expiry_date === undefined || qualification.expiry_date > qualification.issue_date,
    {
      message: expiryAfterIssueMessage,
      path: ["expiry_date"],
      when: whenFieldsValid("issue_date", "expiry_date"),
    },
  );

export type QualificationFormValues = z.input<typeof qualificationInputSchema>;
export type QualificationInput = z.output<typeof qualificationInputSchema>;
