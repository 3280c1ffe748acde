import {
  type BankSensitiveField,
  type bankDetailsSaveBodySchema,
  profileEndpoints,
} from "@siteready/domain/profile";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import {
  useRevealSensitiveValue,
  useSaveSensitiveSection,
  useSensitiveSection,
} from "./sensitive-section.ts";

export type BankDetailsSubmission = z.input<typeof bankDetailsSaveBodySchema>;

const read = (signal: AbortSignal) => callEndpoint(profileEndpoints.bankDetails, {}, { signal });
// A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
const save = (input: BankDetailsSubmission) =>
  callEndpoint(profileEndpoints.saveBankDetails, { body: input }, { retry: true });
const reveal = (field: BankSensitiveField) =>
  callEndpoint(profileEndpoints.revealBankDetail, { body: { field } });

export const useBankDetails = () => useSensitiveSection("bank-details", read);
export const useSaveBankDetails = () => useSaveSensitiveSection("bank-details", save);
export const useRevealBankDetail = () => useRevealSensitiveValue(reveal);
