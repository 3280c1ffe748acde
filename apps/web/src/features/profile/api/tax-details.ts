import type { TaxDetailsView, TaxSensitiveField, taxDetailsSaveBodySchema } from "@siteready/domain";
import type { z } from "zod";
import {
  useRevealSensitiveValue,
  useSaveSensitiveSection,
  useSensitiveSection,
} from "./sensitive-section.ts";

/** Only the chosen employment type's fields are sent. */
export type TaxDetailsSubmission = z.input<typeof taxDetailsSaveBodySchema>;

export const useTaxDetails = () => useSensitiveSection<TaxDetailsView>("tax-details");
export const useSaveTaxDetails = () =>
  useSaveSensitiveSection<TaxDetailsView, TaxDetailsSubmission>("tax-details");
export const useRevealTaxDetail = () => useRevealSensitiveValue<TaxSensitiveField>("tax-details");
