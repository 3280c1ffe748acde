import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { expiryUrgencies } from "./expiry-urgency.ts";
import { renewalSteps } from "./renewal-workflow.ts";
import { renewalsOverviewSchema, stepResultSchema, workflowViewSchema } from "./renewals-views.ts";

const tags = ["renewals"] as const;
const access = { level: "signed-in", feature: "renewals" } as const;

/**
 * The renewals dashboard and the renewal workflow (spec §3, §4, §9), behind the 'renewals' feature
 * (donate-to-unlock until an admin enables it).
 */
export const renewalsEndpoints = {
  overview: {
    method: "GET",
    path: "/api/renewals",
    summary: "Every dated card, document and qualification by urgency, soonest first, with a timeline",
    tags,
    access,
    query: z.object({ urgency: z.enum(expiryUrgencies).optional() }),
    response: renewalsOverviewSchema,
  },
  startWorkflow: {
    method: "POST",
    path: "/api/renewals/workflows",
    summary: "Start renewing one of your cards (start_renewal done); 409 while one is in progress",
    tags,
    access,
    body: z.object({ card_id: z.string().min(1) }),
    response: workflowViewSchema,
    status: 201,
  },
  workflow: {
    method: "GET",
    path: "/api/renewals/workflows/:id",
    summary: "A renewal: its steps (with metadata), progress and next step",
    tags,
    access,
    params: z.object({ id: z.string() }),
    response: workflowViewSchema,
  },
  completeStep: {
    method: "POST",
    path: "/api/renewals/workflows/:id/steps/:step",
    summary: "Complete the next step; complete_renewal sets the card's new expiry",
    description:
      "metadata per step: select_month {month: 'YYYY-MM'}; find_test_center {test_centre_name, test_centre_id?}; " +
      "book_test {booking_reference, test_date: 'YYYY-MM-DD'}; complete_renewal {new_expiry_date?}. " +
      "400 for a step out of order or bad metadata.",
    tags,
    access,
    params: z.object({ id: z.string(), step: z.enum(renewalSteps) }),
    body: z.object({ metadata: z.record(z.string(), z.unknown()).optional() }).optional(),
    response: stepResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
