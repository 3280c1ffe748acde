import { z } from "zod";
import {
  encoded,
  optionalDate,
  optionalText,
  requiredDate,
  requiredMessage,
  requiredText,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

/** Site inductions (spec §3 induction form, §5 induction rules): one record per site a worker was inducted on. */

const inductionFields = [
  "site_name",
  "company_name",
  "project_name",
  "induction_date",
  "supervisor_name",
  "safety_briefing_completed",
  "ppe_requirements",
] as const;
type InductionField = (typeof inductionFields)[number];

/**
 * Spec §5: the message names the field with its FIRST underscore replaced by a space, so 'site name is required'
 * and, word for word, 'safety briefing_completed is required': these keys hold those names in English.
 */
const inductionFieldNames = {
  site_name: "inductions.name.siteName",
  company_name: "inductions.name.company",
  project_name: "inductions.name.project",
  induction_date: "inductions.name.inductionDate",
  supervisor_name: "inductions.name.supervisor",
  safety_briefing_completed: "inductions.name.safetyBriefing",
} as const satisfies Partial<Record<InductionField, MessageKey>>;

function inductionFieldName(field: keyof typeof inductionFieldNames): MessageKey {
  return inductionFieldNames[field];
}

export function inductionRequiredMessage(field: keyof typeof inductionFieldNames): string {
  return requiredMessage(inductionFieldName(field));
}

/** What the form shows above each input (the messages keep the spec's wording above). */
export const inductionFieldLabels = {
  site_name: "inductions.field.siteName",
  company_name: "inductions.company",
  project_name: "inductions.project",
  induction_date: "inductions.field.inductionDate",
  supervisor_name: "inductions.supervisor",
  safety_briefing_completed: "inductions.field.safetyBriefing",
  ppe_requirements: "inductions.field.ppeRequired",
  ppe_other: "inductions.field.ppeOther",
  valid_until: "inductions.validUntil",
} as const satisfies Record<string, MessageKey>;

/** The PPE a site usually asks for, as a checklist; anything else goes in ppe_other as free text. */
export const ppeItems = [
  { id: "hard_hat", label: "Hard hat" },
  { id: "hi_vis", label: "Hi-vis" },
  { id: "safety_boots", label: "Safety boots" },
  { id: "gloves", label: "Gloves" },
  { id: "eye_protection", label: "Eye protection" },
  { id: "ear_defenders", label: "Ear defenders" },
  { id: "harness", label: "Harness" },
  { id: "dust_mask", label: "Dust mask (RPE)" },
] as const;
export type PpeItemId = (typeof ppeItems)[number]["id"];
export const ppeItemIds = ppeItems.map((item) => item.id) as [PpeItemId, ...PpeItemId[]];

/** A PPE item's words in the catalogue, by its id (the label above is the English the server writes). */
export function ppeItemKey(id: PpeItemId): MessageKey {
  return `inductions.ppe.${id}` as MessageKey;
}

/** The keys of the checked PPE items, in checklist order: a reader's summary is these in their language. */
export function ppeItemKeysOf(items: readonly string[]): MessageKey[] {
  return ppeItems.filter((item) => items.includes(item.id)).map((item) => ppeItemKey(item.id));
}

const PPE_OTHER_MAX_LENGTH = 200;
const validUntilBeforeInductionMessage = encoded("inductions.validation.validUntilAfter");
const unknownPpeMessage = encoded("inductions.validation.ppeFromList");

const briefingMessage = inductionRequiredMessage("safety_briefing_completed");

export const inductionInputSchema = z
  .object({
    site_name: requiredText(inductionFieldName("site_name"), { maxLength: 120 }),
    company_name: requiredText(inductionFieldName("company_name"), { maxLength: 120 }),
    project_name: optionalText(inductionFieldName("project_name"), { maxLength: 120 }),
    induction_date: requiredDate(inductionFieldName("induction_date")),
    supervisor_name: optionalText(inductionFieldName("supervisor_name")),
    /** Required as in the spec: the record says the briefing was given, so an unticked box is missing. */
    safety_briefing_completed: z
      .boolean({ error: () => briefingMessage })
      .refine((completed) => completed, { message: briefingMessage }),
    ppe_requirements: z
      .array(z.enum(ppeItemIds, { error: () => unknownPpeMessage }))
      .default([])
      .transform((items) => ppeItemIds.filter((id) => items.includes(id))),
    ppe_other: optionalText(inductionFieldLabels.ppe_other, { maxLength: PPE_OTHER_MAX_LENGTH }),
    /** Sites often re-induct after 6 or 12 months; this date feeds reminders, urgency and the dashboard. */
    valid_until: optionalDate(inductionFieldLabels.valid_until),
  })
  .refine(
    (induction) => induction.valid_until === undefined || induction.valid_until > induction.induction_date,
    {
      message: validUntilBeforeInductionMessage,
      path: ["valid_until"],
      when: whenFieldsValid("induction_date", "valid_until"),
    },
  );

export type InductionFormValues = z.input<typeof inductionInputSchema>;
export type InductionInput = z.output<typeof inductionInputSchema>;

/** The labels of the checked PPE items, in checklist order, then the free text. */
export function describePpe(items: readonly string[], other?: string | null): string[] {
  const labels = ppeItems.filter((item) => items.includes(item.id)).map((item) => item.label);
  return other ? [...labels, other] : labels;
}
