import { z } from "zod";
import {
  expiryAfterIssueMessage,
  optionalDate,
  readTextField,
  requiredMessage,
  requiredText,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { findCardType } from "./card-schemes.ts";

export const skillsCardFieldLabels = {
  card_type: "field.cardType",
  registration_number: "field.registrationNumber",
  expiry_date: "field.expiryDate",
  issue_date: "field.issueDate",
} as const satisfies Record<string, MessageKey>;

/**
 * Whether a card of this type has an expiry date (IOSH certificates, for example, do not). A typed-in card
 * type is taken to expire, like most cards, so that its reminders work.
 */
function cardTypeExpires(cardTypeId: string | undefined): boolean {
  if (cardTypeId === undefined) return true;
  return findCardType(cardTypeId)?.validityYears !== null;
}

/** The longest card type a worker may type in when the catalogue has nothing that fits. */
const TYPED_CARD_TYPE_MAX_LENGTH = 100;

export const skillsCardInputSchema = z
  .object({
    // A catalogue id, or the worker's own words for a card the catalogue lacks ("Other (type it in)").
    card_type: requiredText(skillsCardFieldLabels.card_type, { maxLength: TYPED_CARD_TYPE_MAX_LENGTH }),
    registration_number: requiredText(skillsCardFieldLabels.registration_number, { maxLength: 50 }),
    // Required below for every card type that expires.
    expiry_date: optionalDate(skillsCardFieldLabels.expiry_date),
    issue_date: optionalDate(skillsCardFieldLabels.issue_date),
  })
  .refine((card) => !cardTypeExpires(card.card_type) || card.expiry_date !== undefined, {
    message: requiredMessage(skillsCardFieldLabels.expiry_date),
    path: ["expiry_date"],
    when: (payload) =>
      whenFieldsValid("card_type", "expiry_date")(payload) &&
      cardTypeExpires(readTextField(payload.value, "card_type")),
  })
  .refine(
    (card) =>
      card.issue_date === undefined || card.expiry_date === undefined || card.expiry_date > card.issue_date,
    {
      message: expiryAfterIssueMessage,
      path: ["expiry_date"],
      when: whenFieldsValid("issue_date", "expiry_date"),
    },
  );

export type SkillsCardFormValues = z.input<typeof skillsCardInputSchema>;
export type SkillsCardInput = z.output<typeof skillsCardInputSchema>;
