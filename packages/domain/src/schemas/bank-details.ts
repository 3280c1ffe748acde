import { z } from "zod";
import { requiredAccountNumber, requiredSortCode, requiredText } from "./fields.ts";

export const bankDetailsFieldLabels = {
  account_holder_name: "Account holder name",
  account_number: "Account number",
  sort_code: "Sort code",
  bank_name: "Bank name",
} as const;

/**
 * Spec §5 marks sort code and account number optional as single fields; a bank details record is only
 * useful with both, so this record requires them (and still uses the §5 format messages).
 */
export const bankDetailsInputSchema = z.object({
  account_holder_name: requiredText(bankDetailsFieldLabels.account_holder_name, { maxLength: 70 }),
  account_number: requiredAccountNumber(bankDetailsFieldLabels.account_number),
  sort_code: requiredSortCode(bankDetailsFieldLabels.sort_code),
  bank_name: requiredText(bankDetailsFieldLabels.bank_name, { maxLength: 70 }),
});

export type BankDetailsFormValues = z.input<typeof bankDetailsInputSchema>;
export type BankDetailsInput = z.output<typeof bankDetailsInputSchema>;
