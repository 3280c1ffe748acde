import { z } from "zod";
import { encoded, optionalAccountNumber, optionalSortCode, requiredText } from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

export const bankDetailsFieldLabels = {
  account_holder_name: "profile.field.accountHolderName",
  account_number: "field.accountNumber",
  sort_code: "field.sortCode",
  bank_name: "profile.field.bankName",
} as const satisfies Record<string, MessageKey>;

/**
 * Spec §5: sort code and account number are optional (with their format messages when given), so a worker can
 * save the bank and holder first and add the numbers later; completion simply stays lower until then.
 */
export const bankDetailsInputSchema = z.object({
  account_holder_name: requiredText(bankDetailsFieldLabels.account_holder_name, { maxLength: 70 }),
  account_number: optionalAccountNumber(bankDetailsFieldLabels.account_number),
  sort_code: optionalSortCode(bankDetailsFieldLabels.sort_code),
  bank_name: requiredText(bankDetailsFieldLabels.bank_name, { maxLength: 70 }),
});

/** The bank values kept encrypted, shown masked and revealed one at a time with an audit entry. */
export const bankSensitiveFields = ["account_number", "sort_code"] as const;
export type BankSensitiveField = (typeof bankSensitiveFields)[number];

/**
 * A sensitive value as a save sends it: a new value, '' or its mask ('•••• 5678') to keep the stored one, or
 * null to clear it. The server checks it with the field's rule once it knows which it is.
 */
export const sensitiveValueInput = z
  .string()
  .nullable()
  .optional()
  .describe("a new value; left out, '' or sent back as its mask keeps the stored value; null clears it");

/** PUT /api/profile/bank-details: the other fields checked as bankDetailsInputSchema checks them. */
export const bankDetailsSaveBodySchema = bankDetailsInputSchema.extend({
  account_number: sensitiveValueInput,
  sort_code: sensitiveValueInput,
});
export type BankDetailsSaveBody = z.output<typeof bankDetailsSaveBodySchema>;

/** Which value to reveal, with the message a wrong name gets. */
export function revealRequestSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  return z.object({
    field: z.enum(fields, { error: () => encoded("validation.chooseOneOf", { options: fields.join(", ") }) }),
  });
}

export const bankRevealRequestSchema = revealRequestSchema(bankSensitiveFields);

/** A revealed bank or tax value (the server writes an audit entry each time). */
export const revealedValueSchema = z.object({ field: z.string(), value: z.string() });
export type RevealedValue = z.infer<typeof revealedValueSchema>;
