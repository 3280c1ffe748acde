import { billingCurrency, billingLocale, type CheckoutRequest, type PaidPlan } from "@siteready/domain";
import Stripe from "stripe";
import type { Config } from "../../config.ts";

/**
 * Card payments through Stripe (§7). Only this file talks to the stripe package; the billing service sees plain
 * data. `null` when no secret key is configured.
 */

export interface CheckoutCustomer {
  userId: string;
  email: string;
  /** The Stripe customer from an earlier checkout, so a returning subscriber is not duplicated. */
  stripeCustomerId: string | null;
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** What we put on every checkout and subscription, so webhooks know whose it is and what it was for. */
interface PaymentMetadata {
  userId: string;
  /** 'pro' | 'premium' for plans; 'donation' for gifts. */
  purpose: PaidPlan | "donation";
}

function stripeClient(config: Config["stripe"]): Stripe | null {
  if (!config.secretKey) return null;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function createStripePayments(config: Config["stripe"]) {
  const stripe = stripeClient(config);
  if (!stripe) return null;

  /** The checkout line for a plan (its configured price) or a donation (an amount of our own). */
  function lineItem(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem | null {
    if (request.planName !== "donation") {
      const price = config.prices[request.planName][request.interval];
      return price ? { price, quantity: 1 } : null;
    }
    return {
      quantity: 1,
      price_data: {
        currency: billingCurrency,
        unit_amount: request.amountPence,
        product_data: { name: "Donation to SiteReady" },
        ...(request.frequency === "monthly" ? { recurring: { interval: "month" as const } } : {}),
      },
    };
  }

  return {
    /** Null when the plan's price is not configured. */
    async createCheckoutSession(request: CheckoutRequest, customer: CheckoutCustomer, urls: CheckoutUrls) {
      const line = lineItem(request);
      if (!line) return null;
      const metadata: PaymentMetadata = { userId: customer.userId, purpose: request.planName };
      const recurring = request.planName !== "donation" || request.frequency === "monthly";
      const session = await stripe.checkout.sessions.create({
        mode: recurring ? "subscription" : "payment",
        line_items: [line],
        locale: billingLocale,
        client_reference_id: customer.userId,
        ...(customer.stripeCustomerId
          ? { customer: customer.stripeCustomerId }
          : { customer_email: customer.email }),
        ...(recurring ? {} : { customer_creation: "always" as const }),
        metadata: { ...metadata },
        ...(recurring ? { subscription_data: { metadata: { ...metadata } } } : {}),
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      });
      return { sessionId: session.id, url: session.url };
    },

    /** The Checkout session as Stripe has it now, with its subscription (for the return from Checkout). */
    retrieveCheckoutSession(sessionId: string) {
      return stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
    },

    async createPortalSession(stripeCustomerId: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({
        customer: stripeCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}

/**
 * Checks a webhook's Stripe-Signature against STRIPE_WEBHOOK_SECRET and returns the event; throws when it does
 * not match. Needs no API key, so events are accepted even while checkout is switched off. `null` without a secret.
 */
export function createStripeWebhookVerifier(webhookSecret: string | undefined) {
  if (!webhookSecret) return null;
  return (rawBody: Buffer, signature: string): Stripe.Event =>
    Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

export type StripeWebhookVerifier = NonNullable<ReturnType<typeof createStripeWebhookVerifier>>;

export type StripePayments = NonNullable<ReturnType<typeof createStripePayments>>;
export type { Stripe };
