import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { encoded } from "../fields/fields.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import { schemeRuleSchema } from "./scheme-rule.ts";

/**
 * Admin → Renewal rules (issue 53): the admin edits a card type's scheme rule in the app, with the shared
 * schema's checks, audited, without a deploy. Only the edited rules are stored; the shipped rule stays the base
 * and "reset" drops the edit.
 */

const schemeRuleParamsSchema = z.object({
  cardType: z
    .string()
    .refine((id) => findCardType(id) !== undefined, encoded("renewals.rule.unknownCardType")),
});

/** What the admin sends: the whole rule, and why it changed (kept with the edit and in the audit log). */
export const schemeRuleEditSchema = z.object({
  rule: schemeRuleSchema,
  note: z
    .string()
    .trim()
    .min(1, encoded("admin.schemeRules.noteRequired"))
    .max(500, encoded("admin.schemeRules.noteLength")),
});
export type SchemeRuleEdit = z.infer<typeof schemeRuleEditSchema>;

/** A card type's rule as it applies now: the shipped one, or the admin's edit with who made it and when. */
const schemeRuleEntrySchema = z.object({
  cardType: z.string(),
  /** The rule in force. */
  rule: schemeRuleSchema,
  /** The rule SiteReady ships for this card type; null for a card type it ships none for. */
  shipped: schemeRuleSchema.nullable(),
  /** Null while the shipped rule applies. */
  edit: z
    .object({
      byEmail: z.string().nullable(),
      at: z.string(),
      note: z.string(),
    })
    .nullable(),
});
export type SchemeRuleEntry = z.infer<typeof schemeRuleEntrySchema>;

const tags = ["admin"] as const;
const access = { level: "admin" } as const;

export const schemeRuleAdminEndpoints = {
  list: {
    method: "GET",
    path: "/api/admin/scheme-rules",
    summary: "Every card type's renewal rule in force, shipped or edited (with who edited it and when)",
    tags,
    access,
    response: z.array(schemeRuleEntrySchema),
  },
  get: {
    method: "GET",
    path: "/api/admin/scheme-rules/:cardType",
    summary: "One card type's renewal rule in force and the shipped one (404 for a card type with no rule)",
    tags,
    access,
    params: schemeRuleParamsSchema,
    response: schemeRuleEntrySchema,
  },
  save: {
    method: "PUT",
    path: "/api/admin/scheme-rules/:cardType",
    summary: "Replace a card type's renewal rule (every instance uses it at once; audited)",
    description:
      "400 with the rule schema's words for a window that ends before it starts, a test or course the " +
      "catalogue does not know, an unknown card type or a number out of range.",
    tags,
    access,
    params: schemeRuleParamsSchema,
    body: schemeRuleEditSchema,
    response: schemeRuleEntrySchema,
  },
  reset: {
    method: "DELETE",
    path: "/api/admin/scheme-rules/:cardType",
    summary: "Drop the admin's edit: the shipped rule applies again (audited)",
    tags,
    access,
    params: schemeRuleParamsSchema,
  },
} as const satisfies Record<string, Endpoint>;
