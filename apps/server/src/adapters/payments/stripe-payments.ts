import { createHash } from "node:crypto";
import {
  billingCurrency,
  billingLocale,
  type CheckoutRequest,
  type PaidPlan,
} from "@siteready/domain/billing";
import Stripe from "stripe";
import type { Config } from "../../lib/config.ts";
import { readCheckoutSession, readStripeEvent, stripeEventLabel } from "./stripe-events.ts";

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
  /** 'pro' | 'premium' for a worker's plan; 'company' for a company's; 'donation' for gifts. */
  purpose: PaidPlan | "company" | "donation";
  /** The company a company plan is for. */
  companyId?: string;
}

/**
 * Each try at Stripe is cut after this, and a failed try is tried once more (after at most 0.5 s): checkout and
 * the portal answer within 2 × 6 s + 0.5 s, under the 15 s budget and well under the browser's 30 s, so nobody
 * taps again while the first checkout is still being made.
 */
const STRIPE_TRY_TIMEOUT_MS = 6_000;
const STRIPE_RETRIES = 1;
/** Taps of one person on the same checkout within this window are one checkout session (idempotency). */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

/**
 * The Idempotency-Key of a call: the same person asking for the same thing within the window (a double tap, a
 * retry after a slow answer, the same tap reaching two instances) gets Stripe's first answer back, never a second
 * session. Stripe keeps keys for 24 hours and wants identical parameters under one key, which this guarantees.
 */
function idempotencyKey(params: object, now = Date.now()): string {
  const window = Math.floor(now / IDEMPOTENCY_WINDOW_MS);
  return `siteready-checkout-${createHash("sha256")
    .update(JSON.stringify([params, window]))
    .digest("hex")
    .slice(0, 40)}`;
}

function stripeClient(config: Config["stripe"]): Stripe | null {
  if (!config.secretKey) return null;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: STRIPE_RETRIES,
    timeout: STRIPE_TRY_TIMEOUT_MS,
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
      const metadata: PaymentMetadata = {
        userId: customer.userId,
        purpose: request.planName,
        ...(request.planName === "company" ? { companyId: request.companyId } : {}),
      };
      const recurring = request.planName !== "donation" || request.frequency === "monthly";
      const params: Stripe.Checkout.SessionCreateParams = {
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
      };
      const session = await stripe.checkout.sessions.create(params, {
        idempotencyKey: idempotencyKey(params),
      });
      return { sessionId: session.id, url: session.url };
    },

    /**
     * The Checkout session as Stripe has it now, with its subscription (for the return from Checkout); throws when
     * its shape is not one we can use, as a webhook's would be refused.
     */
    async retrieveCheckoutSession(sessionId: string) {
      return readCheckoutSession(
        await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] }),
      );
    },

    async createPortalSession(stripeCustomerId: string, returnUrl: string) {
      // No idempotency key: a second portal link costs nothing, and an old one replayed may have expired.
      const session = await stripe.billingPortal.sessions.create({
        customer: stripeCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}

/**
 * How old a signature may be: Stripe's own default, named here. Stripe signs each delivery (retries too) when it
 * sends it, so an older signature is a recorded request played again.
 */
const SIGNATURE_MAX_AGE_SECONDS = 300;
/**
 * How far ahead of our clock a signature may be. Stripe signs with the time it sends, so only clock drift puts a
 * signature ahead of us, and servers kept by NTP drift by well under a second; a minute allows for a badly kept
 * clock here. Stripe's check looks at age only, so a signature dated in the future would otherwise stay good
 * until that time came and passed.
 */
const SIGNATURE_MAX_AHEAD_SECONDS = 60;

/** The times a Stripe-Signature header says it was signed at (its `t=` parts), read as Stripe's parser reads them. */
function signedAtSeconds(header: string): number[] {
  return header.split(",").flatMap((part) => {
    const [key, value] = part.split("=");
    return key === "t" ? [Number.parseInt(value ?? "", 10)] : [];
  });
}

/** Why a webhook was refused: its signature (or its time), or a signed event whose shape we cannot use. */
export class StripeWebhookRefused extends Error {
  constructor(
    readonly reason: "signature" | "shape",
    /** The event's id and type as far as they could be read: for the log, never anything else of the event. */
    readonly event: { id?: string | undefined; type?: string | undefined } = {},
  ) {
    super(reason === "signature" ? "Stripe webhook signature refused" : "Stripe webhook shape refused");
    this.name = "StripeWebhookRefused";
  }
}

/**
 * Checks a webhook's Stripe-Signature against STRIPE_WEBHOOK_SECRET and its time (neither too old nor ahead of
 * us), then the parts of the event we read; returns the event, or throws StripeWebhookRefused. Needs no API key,
 * so events are accepted even while checkout is switched off. `null` without a secret.
 */
export function createStripeWebhookVerifier(webhookSecret: string | undefined) {
  if (!webhookSecret) return null;
  return (rawBody: Buffer, signature: string, now = Date.now()) => {
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(
        rawBody,
        signature,
        webhookSecret,
        SIGNATURE_MAX_AGE_SECONDS,
        undefined,
        now,
      );
    } catch (error) {
      // A signature that matches over a body that is not JSON is a shape we cannot use, not a bad signature.
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new StripeWebhookRefused("signature");
      throw new StripeWebhookRefused("shape");
    }
    const latest = Math.floor(now / 1000) + SIGNATURE_MAX_AHEAD_SECONDS;
    if (signedAtSeconds(signature).some((signedAt) => !(signedAt <= latest)))
      throw new StripeWebhookRefused("signature");
    const read = readStripeEvent(event);
    if (!read) throw new StripeWebhookRefused("shape", stripeEventLabel(event));
    return read;
  };
}

export type StripeWebhookVerifier = NonNullable<ReturnType<typeof createStripeWebhookVerifier>>;

export type StripePayments = NonNullable<ReturnType<typeof createStripePayments>>;
