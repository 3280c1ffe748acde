import { z } from "zod";
import { gateItemKinds } from "../rules/gate-wallet.ts";
import { urgencySchema } from "./profile-views.ts";

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
  verification_url: z.string().describe("the QR code's link: this record's public status page"),
  updated_at: z.string(),
});
export type GateItemView = z.infer<typeof gateItemViewSchema>;

export const walletViewSchema = z.object({
  holder_name: z.string(),
  items: z.array(gateItemViewSchema),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** What marking a record for the gate answers. */
export const gateMarkingViewSchema = z.object({
  kind: z.enum(gateItemKinds),
  id: z.string(),
  show_at_gate: z.boolean(),
});
export type GateMarkingView = z.infer<typeof gateMarkingViewSchema>;

export const gateVerificationViewSchema = z.object({
  kind_label: z.string(),
  title: z.string(),
  scheme: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  urgency: urgencySchema,
  checked_at: z.string(),
  note: z.string(),
});
export type GateVerificationView = z.infer<typeof gateVerificationViewSchema>;
