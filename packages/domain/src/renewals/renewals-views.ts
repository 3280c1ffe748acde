import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { schemePlanViewSchema } from "../scheme-rules/plan-view.ts";
import { expiryUrgencies } from "./expiry-urgency.ts";
import { renewalItemKinds } from "./renewal-windows.ts";
import { renewalSteps } from "./renewal-workflow.ts";

/**
 * What the renewals endpoints answer (snake_case, as the rest of the API). The server's routes declare these
 * schemas (OpenAPI at /api/docs) and the web app reads their types.
 */

const isoDate = z.string().describe("YYYY-MM-DD");
const timestamp = z.string().describe("ISO 8601 instant");

const renewalWindowViewSchema = z.object({
  opens_on: isoDate,
  closes_on: isoDate,
  status: z.enum(["not_open", "open", "expired"]),
  renewable: z.boolean(),
  test_required: z.boolean(),
  notice_days: z.number().int(),
  validity_years: z.number().nullable(),
});
export type RenewalWindowView = z.infer<typeof renewalWindowViewSchema>;

const renewalItemViewSchema = z.object({
  kind: z.enum(renewalItemKinds),
  id: z.string(),
  title: z.string(),
  /** The catalogue id for cards, the document type for documents; null for qualifications. */
  type: z.string().nullable(),
  expiry_date: isoDate.nullable(),
  days_left: z.number().int().nullable(),
  urgency: z.enum(expiryUrgencies),
  renewal_window: renewalWindowViewSchema.nullable(),
  /** What to do next, by key (nextAction), worded in the reader's language. */
  next_action: messageRefSchema,
  /** Where the item lives in the web app, e.g. /skills-cards#card-<id>. */
  link: z.string(),
  /** The card's renewal in progress, if any. */
  workflow: z
    .object({ id: z.string(), progress: z.number().int(), next_step: z.enum(renewalSteps).nullable() })
    .nullable(),
  /** A card's renewal planned from its scheme rule (issue 53); null for documents, qualifications and undated cards. */
  scheme_plan: schemePlanViewSchema.nullable(),
});
export type RenewalItemView = z.infer<typeof renewalItemViewSchema>;

const urgencyCountsSchema = z.object({
  expired: z.number().int(),
  urgent: z.number().int(),
  warning: z.number().int(),
  valid: z.number().int(),
  unknown: z.number().int(),
});
export type UrgencyCounts = z.infer<typeof urgencyCountsSchema>;

export const renewalsOverviewSchema = z.object({
  /** The server's calendar date the figures were worked out on. */
  today: isoDate,
  items: z.array(renewalItemViewSchema),
  /** Per urgency over all items, whatever the filter. */
  counts: urgencyCountsSchema,
  total: z.number().int(),
  /** Expiries per month for the next 12 months, current month first (all items, whatever the filter). */
  timeline: z.array(
    z.object({ month: z.string().describe("YYYY-MM"), label: z.string(), count: z.number().int() }),
  ),
});
export type RenewalsOverview = z.infer<typeof renewalsOverviewSchema>;

const workflowStepViewSchema = z.object({
  step: z.enum(renewalSteps),
  label: z.string(),
  needed: z.boolean(),
  completed: z.boolean(),
  timestamp: timestamp.nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type WorkflowStepView = z.infer<typeof workflowStepViewSchema>;

export const workflowViewSchema = z.object({
  id: z.string(),
  card: z.object({
    id: z.string(),
    title: z.string(),
    card_type: z.string(),
    expiry_date: isoDate.nullable(),
  }),
  started: z.boolean(),
  started_at: timestamp,
  last_activity: timestamp,
  completed_at: timestamp.nullable(),
  test_required: z.boolean(),
  /** What the booking steps book, from the card's scheme rule: a test, a course, or nothing. */
  booking: z.enum(["test", "course"]).nullable(),
  /** Whole percent of the needed steps done. */
  progress: z.number().int(),
  next_step: z.enum(renewalSteps).nullable(),
  active: z.boolean(),
  steps: z.array(workflowStepViewSchema),
});
export type WorkflowView = z.infer<typeof workflowViewSchema>;

export const stepResultSchema = z.object({
  workflow: workflowViewSchema,
  /** True once the renewal is complete: the old photos are kept, and the UI asks for the new card's. */
  needs_new_photos: z.boolean(),
});
export type StepResult = z.infer<typeof stepResultSchema>;
