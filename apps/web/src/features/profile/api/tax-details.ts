import {
  profileEndpoints,
  type TaxSensitiveField,
  type taxDetailsSaveBodySchema,
} from "@siteready/domain/profile";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import {
  useRevealSensitiveValue,
  useSaveSensitiveSection,
  useSensitiveSection,
} from "./sensitive-section.ts";

/** Only the chosen employment type's fields are sent. */
export type TaxDetailsSubmission = z.input<typeof taxDetailsSaveBodySchema>;

const read = (signal: AbortSignal) => callEndpoint(profileEndpoints.taxDetails, {}, { signal });
// A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
const save = (input: TaxDetailsSubmission) =>
  callEndpoint(profileEndpoints.saveTaxDetails, { body: input }, { retry: true });
const reveal = (field: TaxSensitiveField) =>
  callEndpoint(profileEndpoints.revealTaxDetail, { body: { field } });

export const useTaxDetails = () => useSensitiveSection("tax-details", read);
export const useSaveTaxDetails = () => useSaveSensitiveSection("tax-details", save);
export const useRevealTaxDetail = () => useRevealSensitiveValue(reveal);
