import { z } from "zod";
import { recordVerificationSchema } from "../evidence/evidence.ts";
import { ownCheckViewSchema } from "../evidence/own-checks.ts";
import { encoded } from "../fields/fields.ts";
import { urgencySchema } from "../profile/profile-views.ts";
import { gateDecisionIssues, gateDecisions, gateRefusalReasons } from "./gate-register.ts";
import { gateItemKinds } from "./gate-wallet.ts";

/**
 * What the site-gate wallet answers (issue 14): the records marked for the gate, a marking, and the public check
 * behind a QR code. The server's routes declare these schemas and the web app reads their types.
 */

const isoDate = z.string().describe("YYYY-MM-DD");

const gateItemViewSchema = z.object({
  kind: z.enum(gateItemKinds),
  id: z.string(),
  kind_label: z.string(),
  title: z.string().describe("card type name, document type or qualification"),
  type: z
    .string()
    .describe("the record's type as stored: a card type id, a document type, or a qualification's name"),
  acronym: z.string().nullable(),
  colour: z.string().nullable().describe("the scheme's card colour"),
  scheme: z.string().nullable(),
  number: z.string().nullable().describe("registration, document or certificate number"),
  issuer: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  urgency: urgencySchema,
  front_image_url: z.string().nullable(),
  front_thumbnail_url: z.string().nullable(),
  back_image_url: z.string().nullable(),
  back_thumbnail_url: z.string().nullable(),
  show_holder_photo: z.boolean().describe("whether the check page shows the worker's profile photo"),
  signed_code_url: z
    .string()
    .describe("the offline QR code's link: a statement signed by the server, checkable with no signal"),
  signed_code_expires_at: z.string(),
  updated_at: z.string(),
  verification: recordVerificationSchema,
  own_check: ownCheckViewSchema
    .nullable()
    .describe("the holder's own latest look-up on Smart Check (only they see it; it never raises the level)"),
});
export type GateItemView = z.infer<typeof gateItemViewSchema>;

export const walletViewSchema = z.object({
  holder_name: z.string(),
  holder_photo_url: z.string().nullable().describe("the profile photo a check page shows, where allowed"),
  items: z.array(gateItemViewSchema),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** What marking a record for the gate answers. */
export const gateMarkingViewSchema = z.object({
  kind: z.enum(gateItemKinds),
  id: z.string(),
  show_at_gate: z.boolean(),
  show_holder_photo: z.boolean(),
});

/** A live QR code's link: its token stops working LIVE_TOKEN_VALIDITY_SECONDS after it was made. */
export const liveGateCodeViewSchema = z.object({ url: z.string(), expires_at: z.string() });

/** What a check shows: the holder's name and photo, the card's facts and status, and nothing else. */
export const gateVerificationViewSchema = z.object({
  outcome: z.enum(["green", "amber", "red"]),
  reason: z.string(),
  code_kind: z.enum(["live", "signed"]),
  holder_name: z.string(),
  holder_photo: z
    .string()
    .nullable()
    .describe("the holder's profile photo as a data: URL, unless switched off"),
  kind: z.enum(gateItemKinds),
  kind_label: z.string(),
  title: z.string(),
  type: z
    .string()
    .describe("the record's type as stored: a card type id, a document type, or a qualification's name"),
  scheme: z.string().nullable(),
  number: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  urgency: urgencySchema,
  checked_at: z.string(),
  verification: recordVerificationSchema.describe("how far the record is verified, and who checked it when"),
  scan_id: z
    .string()
    .nullable()
    .describe(
      "this check's scan, to record a Smart Check outcome on; null on the check page when not signed in",
    ),
  smart_check: z.boolean().describe("whether CSCS Smart Check covers the card"),
});
export type GateVerificationView = z.infer<typeof gateVerificationViewSchema>;

/**
 * One decision in a gate-keeper's register, as the phone sends it (maybe hours later): what the check found, and
 * whether the gate-keeper let the person in (then on site until signed out) or refused them, and why.
 */
const gateRegisterEntryFields = z.object({
  client_id: z.uuid(),
  site: z.string().trim().min(1, encoded("validation.siteName")).max(120),
  holder_name: z.string().trim().min(1).max(200).nullable().describe("null when the check named nobody"),
  card_title: z.string().trim().min(1).max(200).nullable(),
  scheme: z.string().trim().max(100).nullable(),
  card_number: z.string().trim().max(100).nullable(),
  expiry_date: isoDate.regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  outcome: z.enum(["green", "amber", "red"]),
  reason: z.string().trim().max(300).describe("the check's reason for its colour"),
  code_kind: z.enum(["live", "signed"]),
  decision: z.enum(gateDecisions),
  refusal_reason: z.enum(gateRefusalReasons).nullable().describe("why refused; null when accepted"),
  note: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .describe("the gate-keeper's words: why refused (Other), or why let in although the check was red"),
  scanned_at: z.iso.datetime({ offset: true }),
});

const gateSignInInputSchema = gateRegisterEntryFields.superRefine((entry, context) => {
  for (const issue of gateDecisionIssues(entry)) {
    context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }
});
export type GateSignInInput = z.infer<typeof gateSignInInputSchema>;

export const gateSignInBatchSchema = z.object({ sign_ins: z.array(gateSignInInputSchema).min(1).max(100) });

const gateSignInViewSchema = gateRegisterEntryFields.extend({
  id: z.string(),
  checked_by: z.string().describe("the gate-keeper's name"),
  signed_out_at: z.string().nullable(),
});
export type GateSignInView = z.infer<typeof gateSignInViewSchema>;

/** A site's register: who is on site now (all of them), and the newest decisions. */
export const gateRegisterViewSchema = z.object({
  on_site: z.array(gateSignInViewSchema).describe("accepted and not signed out: the fire roll-call"),
  sign_ins: z.array(gateSignInViewSchema).describe("the newest decisions, newest first"),
});
export type GateRegisterView = z.infer<typeof gateRegisterViewSchema>;

/** Sign-outs made on the phone (maybe with no signal), each naming the decision it closes by its phone id. */
export const gateSignOutBatchSchema = z.object({
  sign_outs: z
    .array(z.object({ client_id: z.uuid(), signed_out_at: z.iso.datetime({ offset: true }) }))
    .min(1)
    .max(500),
});
export type GateSignOut = z.infer<typeof gateSignOutBatchSchema>["sign_outs"][number];
