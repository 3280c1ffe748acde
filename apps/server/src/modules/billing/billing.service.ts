import {
  activeSubscriptionStatuses,
  type CheckoutRequest,
  type PaidPlan,
  paidPlans,
  type SubscriptionView,
  type TierPolicy,
} from "@siteready/domain/billing";
import { subscriptionTierOf } from "@siteready/domain/features";
import type { FastifyBaseLogger } from "fastify";
import type {
  HandledStripeEvent,
  StripeCheckoutSession,
  StripeInvoice,
  StripeSubscription,
} from "../../adapters/payments/stripe-events.ts";
import {
  type StripePayments,
  StripeWebhookRefused,
  type StripeWebhookVerifier,
} from "../../adapters/payments/stripe-payments.ts";
import type { Db } from "../../db/client.ts";
import { readTierPolicy, saveTierPolicy } from "../../db/site-settings.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import {
  claimStripeEvent,
  findBillingAccount,
  findBillingAccountByCustomer,
  findSubscriptionTier,
  markSubscriptionStatus,
  paymentTotalsByMonth,
  recordPayment,
  saveStripeCustomer,
  saveSubscription,
  setSubscriptionTier,
  userExists,
} from "./billing.repository.ts";

export interface BillingServiceOptions {
  db: Db;
  /** Null when STRIPE_SECRET_KEY is not set: checkout answers 'Payment system is not configured'. */
  payments: StripePayments | null;
  /** Null when STRIPE_WEBHOOK_SECRET is not set: webhooks are refused. */
  verifyWebhook: StripeWebhookVerifier | null;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** This instance changed the tier policy: its kept copy must go at once (access settings' change watch). */
  tierPolicyChanged?: () => void;
  /** Companies' plans (decision 0030), from the companies module. */
  companyPlans: CompanyPlans;
}

/** What billing needs of companies: who owns one (only its owner buys its plan), and setting its plan. */
export interface CompanyPlans {
  ownedBy(db: Db, companyId: string, userId: string): Promise<boolean>;
  set(db: Db, companyId: string, plan: "free" | "paid"): Promise<void>;
}

const notConfigured = () => new AppError(503, "NOT_CONFIGURED", { key: "billing.server.notConfigured" });

const isPaidPlan = (value: unknown): value is PaidPlan => (paidPlans as readonly unknown[]).includes(value);

/** The answer to a correctly signed event whose shape we cannot use; Stripe shows it beside the delivery. */
export const unusableWebhookMessage =
  "The event is signed, but its content is not in the form SiteReady expects for its type, so it was not applied";

/** The end of the subscription's billing period: the latest of its items'. */
function periodEnd(subscription: StripeSubscription): Date | null {
  const ends = subscription.items.data.flatMap((item) =>
    item.current_period_end ? [item.current_period_end] : [],
  );
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/** Card checkout, the customer portal, Stripe webhooks and the admin's tier policy and totals (issue 19). */
export function createBillingService({
  db,
  payments,
  verifyWebhook,
  publicUrl,
  logger,
  tierPolicyChanged,
  companyPlans,
}: BillingServiceOptions) {
  /**
   * The user an event is about: our id in the metadata, else the Stripe customer we stored for them. Read inside
   * the event's transaction (`tx`): the embedded database has one connection, so a read beside it would wait forever.
   */
  async function userFor(tx: Db, metadata: Record<string, string>, customerId: string | null) {
    const fromMetadata = metadata.userId;
    if (fromMetadata && (await userExists(tx, fromMetadata))) return fromMetadata;
    if (customerId) return (await findBillingAccountByCustomer(tx, customerId))?.userId ?? null;
    return null;
  }

  async function checkoutCompleted(tx: Db, session: StripeCheckoutSession) {
    const userId = await userFor(tx, session.metadata, session.customer);
    if (!userId) return;
    if (session.customer) await saveStripeCustomer(tx, userId, session.customer);
    const purpose = session.metadata.purpose;
    if (session.mode === "payment" && purpose === "donation" && session.payment_status === "paid") {
      await recordPayment(tx, {
        userId,
        kind: "donation",
        amountPence: session.amount_total ?? 0,
        currency: session.currency ?? "gbp",
        stripeReference: session.id,
        paidAt: new Date(session.created * 1000),
      });
    }
    // A plan is paid for once checkout completes; the subscription events that follow bring its period end.
    if (session.mode === "subscription" && isPaidPlan(purpose))
      await setSubscriptionTier(tx, userId, purpose);
    if (session.mode === "subscription" && purpose === "company")
      await companyPlanPaid(tx, session.metadata, true);
  }

  /** A company's plan follows its subscription; the company named must still exist. */
  async function companyPlanPaid(tx: Db, metadata: Record<string, string>, paid: boolean) {
    const companyId = metadata.companyId;
    if (companyId) await companyPlans.set(tx, companyId, paid ? "paid" : "free");
  }

  /** A completed checkout, whether its webhook or the browser's return brings it; applying it twice changes nothing. */
  async function applyCompletedCheckout(tx: Db, session: StripeCheckoutSession) {
    await checkoutCompleted(tx, session);
    const subscription = session.subscription;
    if (subscription && typeof subscription !== "string") await subscriptionChanged(tx, subscription, false);
  }

  async function subscriptionChanged(tx: Db, subscription: StripeSubscription, deleted: boolean) {
    const plan = subscription.metadata.purpose;
    // A company's plan: kept while the subscription is active, free again once Stripe ends it.
    if (plan === "company") {
      const active = (activeSubscriptionStatuses as readonly string[]).includes(subscription.status);
      return companyPlanPaid(tx, subscription.metadata, !deleted && active);
    }
    // Monthly donations are subscriptions too, but they never change what anyone can use.
    if (!isPaidPlan(plan)) return;
    const customerId = subscription.customer;
    const userId = await userFor(tx, subscription.metadata, customerId);
    if (!userId || !customerId) return;
    await saveSubscription(tx, userId, {
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription.id,
      plan,
      status: subscription.status,
      currentPeriodEnd: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    });
    // Cancelling keeps the tier to the end of the period: Stripe deletes the subscription only then.
    const keepsTier =
      !deleted && (activeSubscriptionStatuses as readonly string[]).includes(subscription.status);
    await setSubscriptionTier(tx, userId, keepsTier ? plan : "free");
  }

  async function invoicePaid(tx: Db, invoice: StripeInvoice) {
    if (invoice.amount_paid <= 0) return;
    const metadata = invoice.parent?.subscription_details?.metadata ?? {};
    const userId = await userFor(tx, metadata, invoice.customer);
    await recordPayment(tx, {
      userId,
      kind: metadata.purpose === "donation" ? "donation" : "subscription",
      amountPence: invoice.amount_paid,
      currency: invoice.currency,
      stripeReference: invoice.id,
      paidAt: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
    });
  }

  async function handleEvent(tx: Db, event: HandledStripeEvent) {
    switch (event.type) {
      case "checkout.session.completed":
        return applyCompletedCheckout(tx, event.data.object);
      case "customer.subscription.created":
      case "customer.subscription.updated":
        return subscriptionChanged(tx, event.data.object, false);
      case "customer.subscription.deleted":
        return subscriptionChanged(tx, event.data.object, true);
      case "invoice.paid":
        return invoicePaid(tx, event.data.object);
      case "invoice.payment_failed": {
        // Stripe retries the card; the tier stays until it gives up and the subscription changes state.
        const subscriptionId = event.data.object.parent?.subscription_details?.subscription;
        if (subscriptionId) await markSubscriptionStatus(tx, subscriptionId, "past_due");
        return;
      }
    }
  }

  /**
   * The plan as the database has it now: the signed-in copy of the user may be a moment behind a payment just
   * applied (its change notice follows the commit).
   */
  async function subscriptionOf(user: SessionUser): Promise<SubscriptionView> {
    const [account, tier] = await Promise.all([
      findBillingAccount(db, user.id),
      findSubscriptionTier(db, user.id),
    ]);
    return {
      tier: subscriptionTierOf(tier ?? user.subscriptionTier),
      status: account?.status ?? null,
      currentPeriodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
      canManage: Boolean(account && payments),
    };
  }

  return {
    cardPaymentsConfigured: payments !== null,

    async createCheckout(user: SessionUser | null, request: CheckoutRequest) {
      if (!user) throw new AppError(401, "UNAUTHENTICATED", { key: "billing.server.signInRequired" });
      if (!payments) throw notConfigured();
      // Another's company, or one the user does not own, is not there to pay for.
      if (request.planName === "company" && !(await companyPlans.ownedBy(db, request.companyId, user.id)))
        throw notFound();
      const account = await findBillingAccount(db, user.id);
      let session: Awaited<ReturnType<StripePayments["createCheckoutSession"]>>;
      try {
        session = await payments.createCheckoutSession(
          request,
          { userId: user.id, email: user.email, stripeCustomerId: account?.stripeCustomerId ?? null },
          {
            successUrl: `${publicUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${publicUrl}/pricing`,
          },
        );
      } catch (error) {
        logger.error({ err: error }, "Stripe refused to create a checkout session");
        throw new AppError(502, "SERVICE_UNAVAILABLE", { key: "billing.server.checkoutFailed" });
      }
      if (!session) {
        logger.error({ plan: request.planName }, "no Stripe price is configured for this plan");
        throw notConfigured();
      }
      return session;
    },

    /** A link to Stripe's customer portal, where a subscriber cancels or changes plan. */
    async createPortalLink(user: SessionUser) {
      if (!payments) throw notConfigured();
      const account = await findBillingAccount(db, user.id);
      if (!account) throw new AppError(404, "NOT_FOUND", { key: "billing.server.noSubscription" });
      try {
        return { url: await payments.createPortalSession(account.stripeCustomerId, `${publicUrl}/pricing`) };
      } catch (error) {
        logger.error({ err: error }, "Stripe refused to create a customer portal session");
        throw new AppError(502, "SERVICE_UNAVAILABLE", { key: "billing.server.portalFailed" });
      }
    },

    subscriptionOf,

    /**
     * The browser is back from Checkout: the plan shown must be the plan paid for, so the session is read from
     * Stripe and applied now rather than when its webhook arrives. Only the worker who started it may confirm
     * it (another's session is 404); one not yet complete changes nothing.
     */
    async confirmCheckout(user: SessionUser, sessionId: string): Promise<SubscriptionView> {
      if (!payments) throw notConfigured();
      let session: StripeCheckoutSession;
      try {
        session = await payments.retrieveCheckoutSession(sessionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) throw notFound();
        logger.error({ err: error }, "Stripe could not give the checkout session back");
        throw new AppError(502, "SERVICE_UNAVAILABLE", { key: "billing.server.checkoutFailed" });
      }
      const owner = session.metadata.userId ?? session.client_reference_id;
      if (owner !== user.id) throw notFound();
      if (session.status === "complete") await db.transaction((tx) => applyCompletedCheckout(tx, session));
      return subscriptionOf(user);
    },

    /**
     * Verifies, then applies the event once: a redelivered event id changes nothing. A bad or mistimed signature
     * and a signed event whose shape we cannot use are both 400; the latter is logged by its id and type only.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!verifyWebhook) throw notConfigured();
      let event: ReturnType<StripeWebhookVerifier>;
      try {
        event = verifyWebhook(rawBody, signature ?? "");
      } catch (error) {
        if (!(error instanceof StripeWebhookRefused)) throw error;
        if (error.reason === "signature")
          throw new AppError(400, "VALIDATION_FAILED", { key: "billing.server.invalidWebhookSignature" });
        logger.warn(
          { eventId: error.event.id, type: error.event.type },
          "Stripe webhook refused: signed, but not in a shape we can use",
        );
        throw new AppError(400, "VALIDATION_FAILED", { key: "billing.server.unusableWebhook" });
      }
      const { handled } = event;
      const applied = await db.transaction(async (tx) => {
        if (!(await claimStripeEvent(tx, event.id, event.type))) return false;
        if (handled) await handleEvent(tx, handled);
        return true;
      });
      logger.info({ eventId: event.id, type: event.type, applied }, "Stripe webhook received");
      return { received: true, duplicate: !applied };
    },

    tierPolicy: () => readTierPolicy(db),
    async setTierPolicy(policy: TierPolicy, adminId: string) {
      await saveTierPolicy(db, policy, adminId);
      tierPolicyChanged?.();
    },
    totalsByMonth: () => paymentTotalsByMonth(db),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
