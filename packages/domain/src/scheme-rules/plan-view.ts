import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import type { RenewalPlan } from "./renewal-plan.ts";
import { prerequisiteKinds } from "./scheme-rule.ts";

const isoDate = z.string().describe("YYYY-MM-DD");

/**
 * A card's renewal plan as the API answers it (snake_case): on the renewals page under each card, and the
 * reason behind the dashboard's "Do these first".
 */
export const schemePlanViewSchema = z.object({
  /** scheme_rule: from the card type's rule; catalogue: no rule, the catalogue's notice; expiry_only: unknown type. */
  basis: z.enum(["scheme_rule", "catalogue", "expiry_only"]),
  window_opens_on: isoDate,
  window_closes_on: isoDate,
  renewable: z.boolean(),
  upgrade: z
    .object({
      to: z.string(),
      to_name: z.string(),
      nvq_level: z.number().int(),
      start_by: isoDate,
      accepted_until: isoDate,
      done: z.boolean(),
    })
    .nullable(),
  prerequisites: z.array(
    z.object({
      kind: z.enum(prerequisiteKinds),
      requirement: z.string().nullable(),
      name: messageRefSchema,
      how: messageRefSchema,
      status: z.enum(["met", "due", "unknown"]),
      last_done: isoDate.nullable(),
      counts_until: isoDate.nullable(),
      due_by: isoDate.nullable(),
    }),
  ),
  /** What the workflow's booking steps book: a test, a course, or nothing (the steps are not needed). */
  booking: z.enum(["test", "course"]).nullable(),
  source: z
    .object({
      title: z.string(),
      url: z.string().nullable(),
      checked_on: isoDate,
      note: z.string().optional(),
    })
    .nullable(),
});
export type SchemePlanView = z.infer<typeof schemePlanViewSchema>;

export function schemePlanView(plan: RenewalPlan): SchemePlanView {
  return {
    basis: plan.basis,
    window_opens_on: plan.windowOpensOn,
    window_closes_on: plan.windowClosesOn,
    renewable: plan.renewable,
    upgrade: plan.upgrade && {
      to: plan.upgrade.to,
      to_name: findCardType(plan.upgrade.to)?.name ?? plan.upgrade.to,
      nvq_level: plan.upgrade.nvqLevel,
      start_by: plan.upgrade.startBy,
      accepted_until: plan.upgrade.acceptedUntil,
      done: plan.upgrade.done,
    },
    prerequisites: plan.prerequisites.map((prerequisite) => ({
      kind: prerequisite.kind,
      requirement: prerequisite.requirement,
      name: prerequisite.name,
      how: prerequisite.how,
      status: prerequisite.status,
      last_done: prerequisite.lastDone,
      counts_until: prerequisite.countsUntil,
      due_by: prerequisite.dueBy,
    })),
    booking: plan.booking,
    source: plan.source && {
      title: plan.source.title,
      url: plan.source.url,
      checked_on: plan.source.checkedOn,
      ...(plan.source.note === undefined ? {} : { note: plan.source.note }),
    },
  };
}
