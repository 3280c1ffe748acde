import { z } from "zod";
import { type FeatureKey, featureKeys } from "../features/features.ts";
import {
  encoded,
  type FieldLabel,
  invalidChoiceMessage,
  optionalEmail,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredFormat,
  requiredMessage,
  requiredText,
  type TextFormat,
  tooLongMessage,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { messageRef } from "../i18n/message-ref-codec.ts";

/** The contact and feedback forms of the marketing pages (spec §1: Company & Support). */

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;

function tooShortMessage(label: FieldLabel, minLength: number): string {
  return encoded("jobs.validation.tooShort", { label: messageRef(label), min: minLength });
}

/** A message long enough to act on and short enough to read on a phone. */
function messageFormat(label: FieldLabel): TextFormat {
  return (value) => {
    if (value.length < MESSAGE_MIN_LENGTH) return { error: tooShortMessage(label, MESSAGE_MIN_LENGTH) };
    if (value.length > MESSAGE_MAX_LENGTH) return { error: tooLongMessage(label, MESSAGE_MAX_LENGTH) };
    return { value };
  };
}

// ---------------------------------------------------------------------------------------------------
// Contact

export const contactTopics = ["general", "account", "data_privacy", "partnership", "donation"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** Each contact topic's words in the catalogue, by the topic. */
export const contactTopicKeys: Record<ContactTopic, MessageKey> = {
  general: "marketing.contact.topic.general",
  account: "marketing.contact.topic.account",
  data_privacy: "marketing.contact.topic.dataPrivacy",
  partnership: "marketing.contact.topic.partnership",
  donation: "marketing.contact.topic.donation",
};

export function isContactTopic(value: string | null | undefined): value is ContactTopic {
  return (contactTopics as readonly string[]).includes(value ?? "");
}

export const contactFieldLabels = {
  name: "marketing.contact.field.name",
  email: "field.email",
  topic: "marketing.contact.field.topic",
  message: "field.message",
} as const satisfies Record<string, MessageKey>;

export const contactMessageSchema = z.object({
  name: requiredText(contactFieldLabels.name),
  email: requiredEmail(contactFieldLabels.email),
  topic: requiredChoice(contactFieldLabels.topic, contactTopics, "choice.topic"),
  message: requiredFormat(contactFieldLabels.message, messageFormat(contactFieldLabels.message)),
});

export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Feedback

export const feedbackKinds = ["idea", "problem", "vote", "request_updates"] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

/** Each kind of feedback's words in the catalogue, by the kind. */
export const feedbackKindKeys: Record<FeedbackKind, MessageKey> = {
  idea: "marketing.feedback.kind.idea",
  problem: "marketing.feedback.kind.problem",
  vote: "marketing.feedback.kind.vote",
  request_updates: "marketing.feedback.kind.requestUpdates",
};

export function isFeedbackKind(value: string | null | undefined): value is FeedbackKind {
  return (feedbackKinds as readonly string[]).includes(value ?? "");
}

/** Kinds that are about one feature, so the feature must be named. */
export const featureFeedbackKinds: readonly FeedbackKind[] = ["vote", "request_updates"];
/** Kinds that are only useful with words: an idea or a problem needs describing. */
const describedFeedbackKinds: readonly FeedbackKind[] = ["idea", "problem"];

export const feedbackFieldLabels = {
  kind: "marketing.feedback.field.kind",
  featureKey: "marketing.feedback.field.feature",
  message: "field.message",
  email: "field.email",
} as const satisfies Record<string, MessageKey>;

/** Without an account, updates can only reach someone who left an e-mail address. */
export const emailForUpdatesMessage = encoded("marketing.feedback.emailForUpdates");

// A <select> sends '' for "nothing chosen", which reads as no feature.
const optionalFeatureKey = z
  .union([z.literal(""), z.enum(featureKeys)], {
    error: () => invalidChoiceMessage("choice.feature"),
  })
  .nullish()
  .transform((value): FeatureKey | undefined => value || undefined);

export const feedbackSchema = z
  .object({
    kind: requiredChoice(feedbackFieldLabels.kind, feedbackKinds, "choice.feedbackKind"),
    featureKey: optionalFeatureKey,
    // Length is checked below, by kind: a vote may carry a short note, an idea needs a description.
    message: optionalText(feedbackFieldLabels.message, { maxLength: MESSAGE_MAX_LENGTH }),
    email: optionalEmail(feedbackFieldLabels.email),
  })
  .superRefine(
    (value, ctx) => {
      if (featureFeedbackKinds.includes(value.kind) && !value.featureKey) {
        ctx.addIssue({
          code: "custom",
          path: ["featureKey"],
          message: requiredMessage(feedbackFieldLabels.featureKey),
        });
      }
      if (describedFeedbackKinds.includes(value.kind)) {
        const message = value.message ?? "";
        if (message === "") {
          ctx.addIssue({
            code: "custom",
            path: ["message"],
            message: requiredMessage(feedbackFieldLabels.message),
          });
        } else if (message.length < MESSAGE_MIN_LENGTH) {
          ctx.addIssue({
            code: "custom",
            path: ["message"],
            message: tooShortMessage(feedbackFieldLabels.message, MESSAGE_MIN_LENGTH),
          });
        }
      }
    },
    { when: whenFieldsValid("kind", "featureKey", "message") },
  );

export type FeedbackFormValues = z.input<typeof feedbackSchema>;
export type FeedbackInput = z.output<typeof feedbackSchema>;

/** Update requests from signed-out visitors need an e-mail; a signed-in user's account address is used. */
export function feedbackNeedsEmail(
  input: { kind: FeedbackKind; email?: string | undefined },
  signedIn: boolean,
) {
  return input.kind === "request_updates" && !signedIn && !input.email;
}

/** POST /api/contact and /api/feedback: the id of the message or feedback kept. */
export const createdEntrySchema = z.object({ id: z.uuid() });

/** GET /api/feedback/votes: how many people voted for each feature (features without votes are left out). */
export const feedbackVoteCountsSchema = z.partialRecord(z.enum(featureKeys), z.number().int().nonnegative());
export type FeedbackVoteCounts = z.infer<typeof feedbackVoteCountsSchema>;
