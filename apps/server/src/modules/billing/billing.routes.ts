import {
  billingStatusSchema,
  billingTotalsSchema,
  checkoutRequestSchema,
  checkoutReturnSchema,
  checkoutSessionSchema,
  portalLinkSchema,
  subscriptionViewSchema,
  tierPolicySchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAccess, publicAccess, signedInAccess, tokenAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { BillingService } from "./billing.service.ts";

/** Stripe sends small JSON events; anything larger is not from Stripe. */
const webhookBodyLimit = 512 * 1024;

/**
 * Card payments (§7, issue 19): checkout, the customer portal, Stripe's webhook, and the admin's tier policy and
 * supporters' totals.
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
}> = async (app, { billing }) => {
  const tags = ["billing"];

  app.post(
    "/api/stripe/create-checkout-session",
    {
      ...publicAccess({ loadsUser: true }),
      schema: {
        tags,
        summary:
          "Start card checkout for Pro, Premium or a donation; answers the Stripe session to redirect to",
        body: checkoutRequestSchema,
        response: { 200: checkoutSessionSchema },
      },
    },
    async (request) => billing.createCheckout(request.user, request.body),
  );

  app.get(
    "/api/billing/status",
    {
      ...publicAccess(),
      schema: {
        tags,
        summary: "Whether card payment is configured (the pricing page says so plainly when it is not)",
        response: { 200: billingStatusSchema },
      },
    },
    async () => ({ cardPayments: billing.cardPaymentsConfigured }),
  );

  app.get(
    "/api/billing/subscription",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary: "Your plan, its status and period end",
        response: { 200: subscriptionViewSchema },
      },
    },
    async (request) => billing.subscriptionOf(signedInUser(request)),
  );

  app.post(
    "/api/billing/checkout-return",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary:
          "Back from Stripe Checkout: confirms the session with Stripe and applies it, then answers your plan",
        body: checkoutReturnSchema,
        response: { 200: subscriptionViewSchema },
      },
    },
    async (request) => billing.confirmCheckout(signedInUser(request), request.body.sessionId),
  );

  app.post(
    "/api/billing/portal",
    {
      ...signedInAccess(),
      schema: {
        body: noBody,
        tags,
        summary: "A link to Stripe's customer portal to cancel or change your plan",
        response: { 200: portalLinkSchema },
      },
    },
    async (request) => billing.createPortalLink(signedInUser(request)),
  );

  // Its own scope: the webhook's JSON must stay the exact bytes Stripe signed.
  await app.register(async (webhookScope) => {
    webhookScope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    webhookScope.post(
      "/api/stripe/webhook",
      {
        ...tokenAccess("Stripe's signature of the event (Stripe-Signature)"),
        bodyLimit: webhookBodyLimit,
        schema: { tags, summary: "Stripe's signed events (checkout, subscription, invoice)", hide: true },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return billing.receiveWebhook(body, typeof signature === "string" ? signature : undefined);
      },
    );
  });

  app.get(
    "/api/admin/tier-policy",
    {
      ...adminAccess(),
      schema: { tags: ["admin", ...tags], summary: "The tier policy", response: { 200: tierPolicySchema } },
    },
    async () => ({ policy: await billing.tierPolicy() }),
  );

  app.put(
    "/api/admin/tier-policy",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin", ...tags],
        summary: "Free for everyone (default) or tiered as the spec's table",
        body: tierPolicySchema,
        response: { 200: tierPolicySchema },
      },
    },
    async (request) => {
      await billing.setTierPolicy(request.body.policy, signedInUser(request).id);
      return { policy: await billing.tierPolicy() };
    },
  );

  app.get(
    "/api/admin/billing/totals",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin", ...tags],
        summary: "Donations and subscription payments per month",
        response: { 200: billingTotalsSchema },
      },
    },
    async () => billing.totalsByMonth(),
  );
};
