import type { BankDetailsView, BankSensitiveField, bankDetailsSaveBodySchema } from "@siteready/domain";
import type { z } from "zod";
import {
  useRevealSensitiveValue,
  useSaveSensitiveSection,
  useSensitiveSection,
} from "./sensitive-section.ts";

export type BankDetailsSubmission = z.input<typeof bankDetailsSaveBodySchema>;

export const useBankDetails = () => useSensitiveSection<BankDetailsView>("bank-details");
export const useSaveBankDetails = () =>
  useSaveSensitiveSection<BankDetailsView, BankDetailsSubmission>("bank-details");
export const useRevealBankDetail = () => useRevealSensitiveValue<BankSensitiveField>("bank-details");
