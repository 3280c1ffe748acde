import { z } from "zod";
import { documentLanguageSchema } from "../cv/cv-schemas.ts";
import { messageRefSchema } from "../errors/api-error.ts";
import { recordVerificationSchema } from "../evidence/evidence.ts";
import { daysFromTodayUtc, parseIsoDate } from "../fields/calendar-date.ts";
import {
  encoded,
  optionalDate,
  optionalEmail,
  optionalText,
  requiredText,
  whenFieldsValid,
} from "../fields/fields.ts";
import { imageRenditionWidthMessage, isImageRenditionWidth } from "../files/uploads.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { expiryUrgencies, WARNING_DAYS } from "../renewals/expiry-urgency.ts";

/**
 * The sharing centre (issue 16): a worker shares exactly the items they choose with an employer, by a link
 * that ends on a date they pick, optionally behind a PIN, and sees every view of it.
 */

/** Records chosen one by one by id. */
export const sharedRecordKinds = [
  "skills-card",
  "document",
  "qualification",
  "induction",
  "project",
] as const;
export type SharedRecordKind = (typeof sharedRecordKinds)[number];

/**
 * Private details: never offered together, each ticked on its own after a warning. `right-to-work` is the
 * worker's right-to-work record (issue 52): share code, date of birth, dates and photos, read when shown.
 */
const sharedDetailKinds = ["bank-details", "ni-number", "utr", "right-to-work"] as const;
export type SharedDetailKind = (typeof sharedDetailKinds)[number];

/**
 * Made from the profile when shown: the worker's CV (issue 21, downloaded), the competence record (issue 53:
 * every entry, each confirmed one naming who confirmed it).
 */
export const sharedMadeKinds = ["cv", "competence"] as const;

const shareItemKinds = [...sharedRecordKinds, ...sharedDetailKinds, ...sharedMadeKinds] as const;
export type ShareItemKind = (typeof shareItemKinds)[number];

/** Each kind's name for one item, as a shared page and its PDF head each item. */
export const shareItemKindKeys: Record<ShareItemKind, MessageKey> = {
  "skills-card": "sharing.itemKind.skills-card",
  document: "sharing.itemKind.document",
  qualification: "sharing.itemKind.qualification",
  induction: "sharing.itemKind.induction",
  project: "sharing.itemKind.project",
  "bank-details": "sharing.itemKind.bank-details",
  "ni-number": "sharing.itemKind.ni-number",
  utr: "sharing.itemKind.utr",
  "right-to-work": "sharing.itemKind.right-to-work",
  cv: "sharing.itemKind.cv",
  competence: "competence.page.title",
};

/**
 * What a reader sees for an item that is not one of the worker's records, by its kind: a private detail, or
 * the CV (called "My CV" where the worker picks it).
 */
export const sharedDetailKeys: Record<SharedDetailKind | (typeof sharedMadeKinds)[number], MessageKey> = {
  "bank-details": "profile.bank.form",
  "ni-number": "field.niNumber",
  utr: "sharing.item.utr",
  "right-to-work": "sharing.itemKind.right-to-work",
  cv: "sharing.item.cv",
  competence: "competence.page.title",
};

/** Spec of the choice: 1, 7 (default) or 30 days, or a date. */
const shareExpiryChoices = ["1", "7", "30", "date"] as const;
export type ShareExpiryChoice = (typeof shareExpiryChoices)[number];
export const DEFAULT_SHARE_EXPIRY: ShareExpiryChoice = "7";
/** The furthest end date a worker may pick: a share is for a job, not for ever. */
const MAX_SHARE_DAYS = 366;
const MAX_SHARE_ITEMS = 50;
/** A share may be limited to 1–100 views (each answer with data is one). */
const MAX_SHARE_VIEWS = 100;

export const shareMessages = {
  // The share form's field errors, as encoded message references; the rest are words the pages show.
  noItems: encoded("sharing.message.noItems"),
  confirmPrivate: encoded("sharing.message.confirmPrivate"),
  pinFormat: encoded("sharing.message.pinFormat"),
  endDateMissing: encoded("sharing.message.endDateMissing"),
  endDatePast: encoded("sharing.message.endDatePast"),
  endDateTooFar: encoded("sharing.message.endDateTooFar", { days: MAX_SHARE_DAYS }),
  maxViewsRange: encoded("sharing.message.maxViewsRange"),
  verifyNeedsEmail: encoded("sharing.message.verifyNeedsEmail"),
  deleteByPast: encoded("sharing.message.deleteByPast"),
  deleteByTooFar: encoded("sharing.message.deleteByTooFar", { days: MAX_SHARE_DAYS }),
  viewLimitReached: "This link has been opened as many times as its owner allowed. Ask them for a new link.",
  codeNeeded: "Enter the code we e-mailed first.",
  wrongCode: "That code is not right. Check the latest e-mail and try again.",
  codeExpired: "That code has expired. Send yourself a new one.",
  codeLocked: "Too many wrong codes. Typing a code is locked for 15 minutes; then send yourself a new one.",
  codeResendWait: "A code was sent a moment ago. Wait a minute before asking for another.",
  privateWarning:
    "Only share these with an employer you trust. Anyone with the link (and the PIN, if you set one) can read them until the link ends.",
  ended: "This link has ended or been switched off by the person who shared it. Ask them for a new link.",
  wrongPin: "That PIN is not right. Check it with the person who shared the link and try again.",
  tooManyPinTries: "Too many wrong PINs. Wait a few minutes, then try again.",
  sharedByHolder: "Shared by the holder",
} as const;

const PIN_PATTERN = /^\d{4,8}$/;

const shareItemRefSchema = z.object({
  kind: z.enum(shareItemKinds),
  /** The record's id; absent for bank details, NI number, UTR, the right-to-work record and the CV. */
  id: z.uuid().optional(),
});
export type ShareItemRef = z.infer<typeof shareItemRefSchema>;

export const isDetailKind = (kind: ShareItemKind): kind is SharedDetailKind =>
  (sharedDetailKinds as readonly string[]).includes(kind);

/** Kinds chosen by a record's id (cards, documents …), as opposed to details and the CV, which have none. */
export const isRecordKind = (kind: ShareItemKind): kind is SharedRecordKind =>
  (sharedRecordKinds as readonly string[]).includes(kind);

export const shareInputSchema = z
  .object({
    recipient_label: requiredText("sharing.form.recipientName", { maxLength: 80 }),
    items: z
      .array(shareItemRefSchema)
      .min(1, shareMessages.noItems)
      .max(MAX_SHARE_ITEMS)
      .refine((items) => items.every((item) => isRecordKind(item.kind) === (item.id !== undefined)), {
        message: encoded("validation.recordId"),
      }),
    expiry: z.enum(shareExpiryChoices).default(DEFAULT_SHARE_EXPIRY),
    expires_on: optionalDate("sharing.form.endDate"),
    pin: z
      .string()
      .trim()
      .optional()
      .transform((pin) => (pin ? pin : undefined))
      .refine((pin) => pin === undefined || PIN_PATTERN.test(pin), shareMessages.pinFormat),
    end_when_card_expires: z.boolean().default(false),
    notify_by_email: z.boolean().default(false),
    /** Required when any private item (bank, NI, UTR, right to work, right-to-work document) is chosen; the server checks. */
    private_confirmed: z.boolean().default(false),
    /** The language of the compliance pack and the shared CV: English unless the worker chooses another. */
    language: documentLanguageSchema,
    /** At most this many views (1–100); none when empty. */
    max_views: z.preprocess(
      (value) =>
        value === "" || value === null || (typeof value === "number" && Number.isNaN(value))
          ? undefined
          : typeof value === "string"
            ? Number(value.trim())
            : value,
      z
        .number({ error: shareMessages.maxViewsRange })
        .int({ error: shareMessages.maxViewsRange })
        .min(1, { error: shareMessages.maxViewsRange })
        .max(MAX_SHARE_VIEWS, { error: shareMessages.maxViewsRange })
        .optional(),
    ),
    /** The recipient's address: for a one-time code before viewing, and for a request to delete their copy. */
    recipient_email: optionalEmail("sharing.form.recipientEmail"),
    /** Ask for a code e-mailed to `recipient_email` before the page opens. */
    verify_recipient: z.boolean().default(false),
    /** The date by which the recipient is asked to delete any copy they keep (today to 366 days on). */
    delete_by: optionalDate("sharing.form.deleteBy"),
  })
  .refine((input) => !input.verify_recipient || Boolean(input.recipient_email), {
    message: shareMessages.verifyNeedsEmail,
    path: ["verify_recipient"],
    when: whenFieldsValid("verify_recipient", "recipient_email"),
  })
  .refine((input) => input.expiry !== "date" || input.expires_on !== undefined, {
    message: shareMessages.endDateMissing,
    path: ["expires_on"],
    when: whenFieldsValid("expiry", "expires_on"),
  });
export type ShareInput = z.output<typeof shareInputSchema>;
export type ShareFormValues = z.input<typeof shareInputSchema>;

/** The instant a share ends: N days from now, or the end (23:59:59 UTC) of the chosen date. */
export function shareEndsAt(
  input: Pick<ShareInput, "expiry" | "expires_on">,
  now: Date,
): { endsAt: Date } | { error: string } {
  if (input.expiry !== "date") return { endsAt: new Date(now.getTime() + Number(input.expiry) * 86_400_000) };
  const date = input.expires_on ? parseIsoDate(input.expires_on) : null;
  if (!date || !input.expires_on) return { error: shareMessages.endDateMissing };
  const days = daysFromTodayUtc(date, now);
  if (days < 1) return { error: shareMessages.endDatePast };
  if (days > MAX_SHARE_DAYS) return { error: shareMessages.endDateTooFar };
  return { endsAt: new Date(`${input.expires_on}T23:59:59.999Z`) };
}

/** The "delete the copy by" date's error, if any: today or later, within 366 days (it may follow the end). */
export function deleteByError(deleteBy: string | undefined, now: Date): string | null {
  if (deleteBy === undefined) return null;
  const date = parseIsoDate(deleteBy);
  if (!date) return shareMessages.deleteByPast;
  const days = daysFromTodayUtc(date, now);
  if (days < 0) return shareMessages.deleteByPast;
  if (days > MAX_SHARE_DAYS) return shareMessages.deleteByTooFar;
  return null;
}

/** `jane@acme.co.uk` as a viewer is shown it before a code is sent: `j•••@acme.co.uk`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** "Valid", "Expiring in 12 days", "Expired": the status a viewer reads, by key. */
export function shareStatus(daysLeft: number | null): MessageRef {
  if (daysLeft === null) return messageRef("sharing.status.noExpiry");
  if (daysLeft < 0) return messageRef("sharing.status.expired");
  if (daysLeft === 0) return messageRef("sharing.status.expiringToday");
  if (daysLeft <= WARNING_DAYS) return messageRef("sharing.status.expiringIn", { days: daysLeft });
  return messageRef("sharing.status.valid");
}

// ---------------------------------------------------------------------------------------------------
// Response shapes (one contract for the server and the web app)

const instant = z.string().describe("ISO 8601 instant");
const isoDate = z.string().describe("YYYY-MM-DD");

const shareStates = ["active", "expired", "revoked", "card-expired", "view-limit"] as const;
export type ShareState = (typeof shareStates)[number];

export const shareStateLabels: Record<ShareState, string> = {
  active: "Active",
  expired: "Ended: its end date passed",
  revoked: "Revoked",
  "card-expired": "Ended: a shared card expired",
  "view-limit": "Ended: it was opened as many times as you allowed",
};

/** Each state's words in the catalogue, by the state. */
export const shareStateKeys: Record<ShareState, MessageKey> = {
  active: "sharing.state.active",
  expired: "sharing.state.expired",
  revoked: "sharing.state.revoked",
  "card-expired": "sharing.state.cardExpired",
  "view-limit": "sharing.state.viewLimit",
};

const recordTypeSchema = z
  .string()
  .nullable()
  .describe(
    "a record's type as stored (a card type id, a document type, a qualification's name); null for others",
  );

/** One item the worker may choose when creating a share. */
const shareableItemSchema = z.object({
  kind: z.enum(shareItemKinds),
  id: z.string().nullable(),
  label: z.string(),
  type: recordTypeSchema,
  detail: messageRefSchema.nullable().describe("the record's number and status, by key"),
  /** Bank, NI, UTR and right-to-work documents: ticked one by one, under a warning. */
  private: z.boolean(),
});
export type ShareableItem = z.infer<typeof shareableItemSchema>;

export const shareableItemsSchema = z.object({ items: z.array(shareableItemSchema) });

const shareViewEntrySchema = z.object({
  id: z.string(),
  viewed_at: instant,
  device: z.string().describe("approximate device and browser, e.g. 'Chrome on Android'"),
  viewer_name: z.string().nullable(),
  viewer_company: z.string().nullable(),
  downloads: z.number().int(),
});
export type ShareViewEntry = z.infer<typeof shareViewEntrySchema>;

export const shareSummarySchema = z.object({
  id: z.string(),
  recipient_label: z.string(),
  url: z.string().describe("the share link; also drawn as a QR code"),
  state: z.enum(shareStates),
  state_label: z.string(),
  created_at: instant,
  expires_at: instant,
  revoked_at: instant.nullable(),
  has_pin: z.boolean(),
  end_when_card_expires: z.boolean(),
  notify_by_email: z.boolean(),
  items: z.array(z.object({ kind: z.enum(shareItemKinds), label: z.string(), type: recordTypeSchema })),
  view_count: z.number().int(),
  first_viewed_at: instant.nullable(),
  /** The first view has not yet been acknowledged by the worker: the in-app notice. */
  first_view_unseen: z.boolean(),
  /** At most this many views; null for no limit. */
  max_views: z.number().int().nullable(),
  /** Views used against the limit (each answer with data is one). */
  views_used: z.number().int(),
  recipient_email: z.string().nullable(),
  verify_recipient: z.boolean(),
  delete_by: isoDate.nullable(),
  delete_requested_at: instant.nullable(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;

export const shareListSchema = z.object({ shares: z.array(shareSummarySchema) });

/** What happens to a share besides its views being read: codes sent and refused, delete requests. */
const shareEventKinds = ["view", "code-sent", "code-failed", "code-locked", "delete-requested"] as const;
export type ShareEventKind = (typeof shareEventKinds)[number];

export const shareEventKeys: Record<ShareEventKind, MessageKey> = {
  view: "sharing.event.view",
  "code-sent": "sharing.event.code-sent",
  "code-failed": "sharing.event.code-failed",
  "code-locked": "sharing.event.code-locked",
  "delete-requested": "sharing.event.delete-requested",
};

const shareEventSchema = z.object({ kind: z.enum(shareEventKinds), at: instant });

export const shareDetailSchema = shareSummarySchema.extend({
  views: z.array(shareViewEntrySchema),
  /** The share's other events (codes, lock-outs, delete requests), newest first. */
  events: z.array(shareEventSchema),
});
export type ShareDetail = z.infer<typeof shareDetailSchema>;

/** Which photo of a record: a card's front or back, or the one photo of a document, certificate or sheet. */
const sharedPhotoSides = ["front", "back", "photo"] as const;
export type SharedPhotoSide = (typeof sharedPhotoSides)[number];

/** A photo of a shared record, fetched with the token (and PIN) like everything else on the page. */
const sharedPhotoSchema = z.object({
  id: z.string().describe("the photo's id, asked for with POST /api/shared/photo"),
  side: z.enum(sharedPhotoSides),
  /** The stored photo's size in pixels, so the page keeps its space before it loads; null when unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type SharedPhoto = z.infer<typeof sharedPhotoSchema>;

/** One shared item as the viewer sees it: only what the worker chose, each with its status in words. */
const sharedItemViewSchema = z.object({
  kind: z.enum(shareItemKinds),
  title: z
    .string()
    .describe("the record as named: a card type's or document type's English name, or as typed"),
  type: recordTypeSchema,
  number: z.string().nullable().describe("registration, document or certificate number; the private value"),
  lines: z.array(messageRefSchema).describe("further facts by key: issuer, site, dates"),
  expiry_date: isoDate.nullable(),
  urgency: z.enum(expiryUrgencies),
  status: messageRefSchema.describe("valid / expiring in N days / expired, by key"),
  photos: z.array(sharedPhotoSchema),
  verification: recordVerificationSchema
    .nullable()
    .describe(
      "how far a card, document or qualification is verified, and who checked it when; null for others",
    ),
});
export type SharedItemView = z.infer<typeof sharedItemViewSchema>;

export const sharedPageSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("pin-required") }),
  z.object({
    state: z.literal("code-required"),
    email: z.string().describe("the recipient's address, masked: j•••@acme.co.uk"),
  }),
  z.object({
    state: z.literal("shown"),
    view_id: z.string(),
    holder_name: z.string(),
    recipient_label: z.string(),
    expires_at: instant,
    note: messageRefSchema.describe("what the page can and cannot vouch for, by key"),
    items: z.array(sharedItemViewSchema),
    delete_by: isoDate.nullable().describe("the date the holder asks any copy to be deleted by"),
    delete_requested_at: instant.nullable().describe("when the holder asked for the copy to be deleted"),
  }),
]);
export type SharedPage = z.infer<typeof sharedPageSchema>;

/**
 * What the viewer sends: the link's token (in the body, never a URL), the PIN when asked, and the viewer pass
 * once the e-mailed code was right (shares that ask for one).
 */
export const sharedAccessInputSchema = z.object({
  token: z.string().min(20).max(200),
  pin: z.string().max(20).optional(),
  pass: z.string().max(300).optional(),
});

/** The e-mailed code as typed. */
export const sharedCodeInputSchema = sharedAccessInputSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: encoded("sharing.message.wrongCode") }),
});

export const sharedCodeSentSchema = z.object({
  email: z.string().describe("where the code went, masked"),
  resend_after_seconds: z.number().int(),
});

export const sharedPassSchema = z.object({
  pass: z.string().describe("the viewer pass: sent with the page's later calls instead of the code"),
  expires_at: instant,
});

export const sharedViewerInputSchema = sharedAccessInputSchema.extend({
  view_id: z.uuid(),
  viewer_name: optionalText("sharing.page.yourName", { maxLength: 80 }),
  viewer_company: optionalText("sharing.page.company", { maxLength: 80 }),
});
export type SharedViewerInput = z.input<typeof sharedViewerInputSchema>;

export const sharedPackInputSchema = sharedAccessInputSchema.extend({ view_id: z.uuid().optional() });
export type SharedAccess = z.input<typeof sharedAccessInputSchema>;

/** One photo of the share at one of the fixed widths (the page asks for what fits the screen). */
export const sharedPhotoInputSchema = sharedAccessInputSchema.extend({
  photo_id: z.uuid(),
  /** The view the photo is shown in: after a share's last allowed view, only its page's own calls go on. */
  view_id: z.uuid().optional(),
  width: z
    .number({ error: imageRenditionWidthMessage })
    .refine(isImageRenditionWidth, { error: imageRenditionWidthMessage }),
});
