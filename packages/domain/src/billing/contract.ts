import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import { billingTotalsSchema, tierPolicySchema } from "./billing.ts";
import {
  billingStatusSchema,
  checkoutRequestSchema,
  checkoutReturnSchema,
  checkoutSessionSchema,
  portalLinkSchema,
  subscriptionViewSchema,
} from "./checkout.ts";

const tags = ["billing"] as const;
const adminTags = ["admin", "billing"] as const;
const signedIn = { level: "signed-in" } as const;
const admin = { level: "admin" } as const;

/**
 * Card payments (§7, issue 19): checkout, the customer portal, and the admin's tier policy and supporters'
 * totals. Stripe's webhook stays a plain route (its body must stay the exact bytes Stripe signed).
 */
export const billingEndpoints = {
  checkout: {
    method: "POST",
    path: "/api/stripe/create-checkout-session",
    summary: "Start card checkout for Pro, Premium or a donation; answers the Stripe session to redirect to",
    tags,
    access: { level: "public", loadsUser: true },
    body: checkoutRequestSchema,
    response: checkoutSessionSchema,
  },
  status: {
    method: "GET",
    path: "/api/billing/status",
    summary: "Whether card payment is configured (the pricing page says so plainly when it is not)",
    tags,
    access: { level: "public" },
    response: billingStatusSchema,
  },
  subscription: {
    method: "GET",
    path: "/api/billing/subscription",
    summary: "Your plan, its status and period end",
    tags,
    access: signedIn,
    response: subscriptionViewSchema,
  },
  checkoutReturn: {
    method: "POST",
    path: "/api/billing/checkout-return",
    summary:
      "Back from Stripe Checkout: confirms the session with Stripe and applies it, then answers your plan",
    tags,
    access: signedIn,
    body: checkoutReturnSchema,
    response: subscriptionViewSchema,
  },
  portal: {
    method: "POST",
    path: "/api/billing/portal",
    summary: "A link to Stripe's customer portal to cancel or change your plan",
    tags,
    access: signedIn,
    body: noBody,
    response: portalLinkSchema,
  },
  tierPolicy: {
    method: "GET",
    path: "/api/admin/tier-policy",
    summary: "The tier policy",
    tags: adminTags,
    access: admin,
    response: tierPolicySchema,
  },
  setTierPolicy: {
    method: "PUT",
    path: "/api/admin/tier-policy",
    summary: "Free for everyone (default) or tiered as the spec's table",
    tags: adminTags,
    access: admin,
    body: tierPolicySchema,
    response: tierPolicySchema,
  },
  totals: {
    method: "GET",
    path: "/api/admin/billing/totals",
    summary: "Donations and subscription payments per month",
    tags: adminTags,
    access: admin,
    response: billingTotalsSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** Stripe's webhook: its body is read as the exact bytes Stripe signed, so it is no JSON endpoint. */
export const billingPlainRoutes = {
  stripeWebhook: { method: "POST", path: "/api/stripe/webhook", kind: "webhook" },
} as const satisfies Record<string, PlainRoute>;
