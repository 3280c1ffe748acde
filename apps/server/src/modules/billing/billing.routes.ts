import { billingEndpoints, billingPlainRoutes } from "@siteready/domain/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tokenAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { BillingService } from "./billing.service.ts";

/** Stripe sends small JSON events; anything larger is not from Stripe. */
const webhookBodyLimit = 512 * 1024;

/** Card payments (§7, issue 19): the routes of `billingEndpoints` (@siteready/domain), and Stripe's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
}> = async (app, { billing }) => {
  const endpoints = billingEndpoints;

  registerEndpoint(app, endpoints.checkout, async ({ body, request }) =>
    billing.createCheckout(request.user, body),
  );

  registerEndpoint(app, endpoints.status, async () => ({ cardPayments: billing.cardPaymentsConfigured }));

  registerEndpoint(app, endpoints.subscription, async ({ request }) =>
    billing.subscriptionOf(signedInUser(request)),
  );

  registerEndpoint(app, endpoints.checkoutReturn, async ({ body, request }) =>
    billing.confirmCheckout(signedInUser(request), body.sessionId),
  );

  registerEndpoint(app, endpoints.portal, async ({ request }) =>
    billing.createPortalLink(signedInUser(request)),
  );

  // Its own scope: the webhook's JSON must stay the exact bytes Stripe signed.
  await app.register(async (webhookScope) => {
    webhookScope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    webhookScope.post(
      billingPlainRoutes.stripeWebhook.path,
      {
        ...tokenAccess("Stripe's signature of the event (Stripe-Signature)"),
        bodyLimit: webhookBodyLimit,
        schema: {
          tags: ["billing"],
          summary: "Stripe's signed events (checkout, subscription, invoice)",
          hide: true,
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return billing.receiveWebhook(body, typeof signature === "string" ? signature : undefined);
      },
    );
  });

  registerEndpoint(app, endpoints.tierPolicy, async () => ({ policy: await billing.tierPolicy() }));

  registerEndpoint(app, endpoints.setTierPolicy, async ({ body, request }) => {
    await billing.setTierPolicy(body.policy, signedInUser(request).id);
    return { policy: await billing.tierPolicy() };
  });

  registerEndpoint(app, endpoints.totals, async () => billing.totalsByMonth());
};
