// The checkout's request and answer and the billing pages' answers, apart from the billing rules (billing.ts) that the web app loads at
// start: these build zod schemas, and only the pricing and admin pages need them.
import { z } from "zod";
import { subscriptionTiers } from "../features/feature-access.ts";
import { encoded } from "../fields/fields.ts";
import {
  billingIntervals,
  billingMessages,
  donationFrequencies,
  MAX_DONATION_PENCE,
  MIN_DONATION_PENCE,
  paidPlans,
} from "./billing.ts";

/** The body of POST /api/stripe/create-checkout-session (§7). */
export const checkoutRequestSchema = z.discriminatedUnion("planName", [
  z.object({
    planName: z.enum(paidPlans),
    interval: z.enum(billingIntervals).default("month"),
  }),
  z.object({
    planName: z.literal("company"),
    /** The company the plan is for; only its owner may buy it. */
    companyId: z.uuid(),
    interval: z.enum(billingIntervals).default("month"),
  }),
  z.object({
    planName: z.literal("donation"),
    amountPence: z
      .number()
      .int(billingMessages.donationWholePence)
      .min(MIN_DONATION_PENCE, billingMessages.donationTooSmall)
      .max(MAX_DONATION_PENCE, billingMessages.donationTooLarge),
    frequency: z.enum(donationFrequencies).default("once"),
  }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string().nullable() });

/** GET /api/billing/status: whether card payment is set up (the pricing page says so plainly when it is not). */
export const billingStatusSchema = z.object({ cardPayments: z.boolean() });

/** POST /api/billing/checkout-return: the Checkout session Stripe sent the browser back with (`session_id`). */
export const checkoutReturnSchema = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, encoded("validation.stripeSession")),
});

/** GET /api/billing/subscription: my plan, its status and period end. */
export const subscriptionViewSchema = z.object({
  tier: z.enum(subscriptionTiers),
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canManage: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** POST /api/billing/portal: a link to Stripe's customer portal. */
export const portalLinkSchema = z.object({ url: z.string() });
