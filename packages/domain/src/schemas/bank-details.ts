import { z } from "zod";
import { optionalAccountNumber, optionalSortCode, requiredText } from "./fields.ts";

export const bankDetailsFieldLabels = {
  account_holder_name: "Account holder name",
  account_number: "Account number",
  sort_code: "Sort code",
  bank_name: "Bank name",
} as const;

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

export type BankDetailsFormValues = z.input<typeof bankDetailsInputSchema>;
export type BankDetailsInput = z.output<typeof bankDetailsInputSchema>;
