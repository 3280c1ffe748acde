// The checkout's request and answer, apart from the billing rules (rules/billing.ts) that the web app loads at
// start: these build zod schemas, and only the pricing and admin pages need them.
import { z } from "zod";
import {
  billingIntervals,
  billingMessages,
  donationFrequencies,
  MAX_DONATION_PENCE,
  MIN_DONATION_PENCE,
  paidPlans,
} from "../rules/billing.ts";

/** The body of POST /api/stripe/create-checkout-session (§7). */
export const checkoutRequestSchema = z.discriminatedUnion("planName", [
  z.object({
    planName: z.enum(paidPlans),
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
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
