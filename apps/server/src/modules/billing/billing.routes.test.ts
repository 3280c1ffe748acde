import { billingMessages } from "@siteready/domain/billing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts.ts";
import { payments } from "../../db/schema/billing.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import {
  type FakeStripe,
  signedStripeEvent,
  signedStripePayload,
  startFakeStripe,
  stripeEvent,
  stripeSubscription,
} from "../../test-support/fake-stripe.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";
import { unusableWebhookMessage } from "./billing.service.ts";

const webhookSecret = "whsec_test_secret_for_siteready";

const stripeEnv = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: "sk_test_siteready",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
  STRIPE_PRICE_PREMIUM_MONTHLY: "price_premium_monthly",
  STRIPE_PRICE_PREMIUM_YEARLY: "price_premium_yearly",
  STRIPE_PRICE_COMPANY_MONTHLY: "price_company_monthly",
  STRIPE_API_BASE: fake.baseUrl,
});

type Worker = Awaited<ReturnType<typeof signedInUser>>;

describe("card checkout and Stripe webhooks", () => {
  let fake: FakeStripe;
  let testApp: TestApp;
  let admin: Worker;

  beforeAll(async () => {
    fake = await startFakeStripe();
    testApp = await createTestApp({ ...stripeEnv(fake), ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const checkout = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = { origin: testOrigin },
  ) => testApp.app.inject({ method: "POST", url: "/api/stripe/create-checkout-session", headers, payload });

  const postEvent = (event: { payload: string; signature: string }) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      payload: event.payload,
    });

  const tierOf = async (userId: string) => {
    const [row] = await testApp.database.db
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, userId));
    return row?.tier;
  };

  const lastCheckoutRequest = () => fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);

  it("tells the pricing page that card payment is configured", async () => {
    const status = await testApp.app.inject({ method: "GET", url: "/api/billing/status" });
    expect(status.json()).toEqual({ cardPayments: true });
  });

  it("asks a visitor to log in before upgrading", async () => {
    const response = await checkout({ planName: "pro" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(billingMessages.signInRequired);
  });

  it("creates a Pro checkout with the configured price, the worker's e-mail, gbp and en-GB", async () => {
    const worker = await signedInUser(testApp.app);
    const response = await checkout({ planName: "pro", interval: "year" }, worker.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: expect.stringContaining("https://checkout.stripe.com/"),
    });
    const sent = lastCheckoutRequest();
    expect(sent?.authorization).toBe("Bearer sk_test_siteready");
    expect(sent?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_yearly",
      customer_email: worker.email,
      client_reference_id: worker.userId,
      locale: "en-GB",
      "metadata[purpose]": "pro",
      "subscription_data[metadata][userId]": worker.userId,
      success_url: "http://localhost:3000/thank-you?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
    });
  });

  it("creates a one-off donation in pounds, and a monthly one as a recurring gift", async () => {
    const worker = await signedInUser(testApp.app);
    expect((await checkout({ planName: "donation", amountPence: 500 }, worker.headers)).statusCode).toBe(200);
    expect(lastCheckoutRequest()?.params).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "500",
      "metadata[purpose]": "donation",
    });
    const monthly = await checkout(
      { planName: "donation", amountPence: 300, frequency: "monthly" },
      worker.headers,
    );
    expect(monthly.statusCode).toBe(200);
    expect(lastCheckoutRequest()?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][unit_amount]": "300",
    });
  });

  it("refuses a donation under £1 with the rule's message", async () => {
    const worker = await signedInUser(testApp.app);
    const response = await checkout({ planName: "donation", amountPence: 50 }, worker.headers);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(inEnglish(billingMessages.donationTooSmall));
  });

  it("says 'Failed to create checkout session' when Stripe fails", async () => {
    const worker = await signedInUser(testApp.app);
    fake.failWith = 400;
    try {
      const response = await checkout({ planName: "premium" }, worker.headers);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(billingMessages.checkoutFailed);
    } finally {
      fake.failWith = null;
    }
  });

  it("moves a worker to Pro on checkout, keeps Pro when they cancel, and back to free at period end", async () => {
    const worker = await signedInUser(testApp.app);
    const periodEnd = new Date("2027-01-15T10:00:00Z");
    const completed = signedStripeEvent(webhookSecret, "checkout.session.completed", {
      id: "cs_test_paid_1",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_worker_1",
      subscription: "sub_worker_1",
      payment_status: "paid",
      amount_total: 499,
      currency: "gbp",
      created: Math.floor(Date.now() / 1000),
      metadata: { userId: worker.userId, purpose: "pro" },
    });
    expect((await postEvent(completed)).statusCode).toBe(200);
    expect(await tierOf(worker.userId)).toBe("pro");

    const subscription = {
      id: "sub_worker_1",
      customer: "cus_worker_1",
      userId: worker.userId,
      plan: "pro" as const,
    };
    const cancelled = signedStripeEvent(
      webhookSecret,
      "customer.subscription.updated",
      stripeSubscription({ ...subscription, status: "active", periodEnd, cancelAtPeriodEnd: true }),
    );
    expect((await postEvent(cancelled)).statusCode).toBe(200);
    expect(await tierOf(worker.userId)).toBe("pro");
    const view = await testApp.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: worker.headers,
    });
    expect(view.json()).toEqual({
      tier: "pro",
      status: "active",
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: true,
      canManage: true,
    });

    const portal = await testApp.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: worker.headers,
    });
    expect(portal.json().url).toBe("https://billing.stripe.com/p/session/test_cus_worker_1");

    const ended = signedStripeEvent(
      webhookSecret,
      "customer.subscription.deleted",
      stripeSubscription({ ...subscription, status: "canceled", periodEnd }),
    );
    expect((await postEvent(ended)).statusCode).toBe(200);
    expect(await tierOf(worker.userId)).toBe("free");
  });

  it("sells a company's plan to its owner only; its subscription lifts the free crew limit until Stripe ends it", async () => {
    const owner = await signedInUser(testApp.app);
    const manager = await signedInUser(testApp.app);
    const call = (user: Worker, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    const company = (
      await call(owner, "POST", "/api/companies", {
        name: "Acme Build",
        address: { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" },
      })
    ).json();
    const planOf = async () => (await call(owner, "GET", `/api/companies/${company.id}`)).json().plan;
    expect(await planOf()).toBe("free");

    const started = await checkout({ planName: "company", companyId: company.id }, owner.headers);
    expect(started.statusCode).toBe(200);
    expect(lastCheckoutRequest()?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_company_monthly",
      "metadata[purpose]": "company",
      "metadata[companyId]": company.id,
      "subscription_data[metadata][companyId]": company.id,
    });
    // Someone who does not own it (a stranger; a manager of it would be the same) cannot buy it.
    expect((await checkout({ planName: "company", companyId: company.id }, manager.headers)).statusCode).toBe(
      404,
    );

    const completed = signedStripeEvent(webhookSecret, "checkout.session.completed", {
      id: "cs_test_company_1",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_company_1",
      subscription: "sub_company_1",
      payment_status: "paid",
      amount_total: 2900,
      currency: "gbp",
      created: Math.floor(Date.now() / 1000),
      metadata: { userId: owner.userId, purpose: "company", companyId: company.id },
    });
    expect((await postEvent(completed)).statusCode).toBe(200);
    expect(await planOf()).toBe("paid");
    // The owner's own worker tier is untouched: the company pays, not the worker.
    expect(await tierOf(owner.userId)).toBe("free");
    // A paid company cannot be deleted while its plan would go on charging.
    const refused = await call(owner, "DELETE", `/api/companies/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageRef).toEqual({ key: "companies.error.cancelPlanFirst" });

    const subscription = {
      id: "sub_company_1",
      customer: "cus_company_1",
      userId: owner.userId,
      plan: "company" as const,
      companyId: company.id,
      periodEnd: new Date("2027-01-15T10:00:00Z"),
    };
    const ended = signedStripeEvent(
      webhookSecret,
      "customer.subscription.deleted",
      stripeSubscription({ ...subscription, status: "canceled" }),
    );
    expect((await postEvent(ended)).statusCode).toBe(200);
    expect(await planOf()).toBe("free");
    expect((await call(owner, "DELETE", `/api/companies/${company.id}`)).statusCode).toBe(204);
  });

  it("shows the plan paid for on return from Checkout, before any webhook, and only to its buyer", async () => {
    const worker = await signedInUser(testApp.app);
    const started = await checkout({ planName: "premium" }, worker.headers);
    const sessionId: string = started.json().sessionId;
    const periodEnd = new Date("2027-02-01T09:00:00Z");
    const paid = {
      id: sessionId,
      object: "checkout.session",
      status: "complete",
      mode: "subscription",
      payment_status: "paid",
      customer: "cus_return_1",
      client_reference_id: worker.userId,
      created: Math.floor(Date.now() / 1000),
      metadata: { userId: worker.userId, purpose: "premium" },
      subscription: stripeSubscription({
        id: "sub_return_1",
        customer: "cus_return_1",
        userId: worker.userId,
        plan: "premium",
        status: "active",
        periodEnd,
      }),
    };
    const confirm = (user: Worker, id: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/billing/checkout-return",
        headers: user.headers,
        payload: { sessionId: id },
      });

    // Not paid yet (the card is still being checked): nothing changes.
    fake.checkoutSessions.set(sessionId, { ...paid, status: "open", payment_status: "unpaid" });
    expect((await confirm(worker, sessionId)).json()).toMatchObject({ tier: "free" });

    fake.checkoutSessions.set(sessionId, paid);
    const planShown = {
      tier: "premium",
      status: "active",
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
      canManage: true,
    };
    const returned = await confirm(worker, sessionId);
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toEqual(planShown);
    const view = await testApp.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: worker.headers,
    });
    expect(view.json()).toEqual(planShown);
    const asked = fake.requests.filter((request) => request.method === "GET").at(-1);
    expect(asked?.path).toBe(`/v1/checkout/sessions/${sessionId}`);

    // The webhook that follows changes nothing more.
    expect(
      (await postEvent(signedStripeEvent(webhookSecret, "checkout.session.completed", paid))).statusCode,
    ).toBe(200);
    expect(await tierOf(worker.userId)).toBe("premium");

    // Someone else's session, one Stripe does not know, and one that is not a session id.
    const other = await signedInUser(testApp.app);
    expect((await confirm(other, sessionId)).statusCode).toBe(404);
    expect(await tierOf(other.userId)).toBe("free");
    expect((await confirm(worker, "cs_test_unknown")).statusCode).toBe(404);
    expect((await confirm(worker, "pi_not_a_session")).statusCode).toBe(400);
    const anonymous = await testApp.app.inject({
      method: "POST",
      url: "/api/billing/checkout-return",
      headers: { origin: testOrigin },
      payload: { sessionId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("ignores a repeated event", async () => {
    const worker = await signedInUser(testApp.app);
    const upgrade = signedStripeEvent(
      webhookSecret,
      "customer.subscription.updated",
      stripeSubscription({
        id: "sub_repeat",
        customer: "cus_repeat",
        userId: worker.userId,
        plan: "premium",
        status: "active",
        periodEnd: new Date("2027-02-01T00:00:00Z"),
      }),
    );
    expect((await postEvent(upgrade)).json()).toEqual({ received: true, duplicate: false });
    expect(await tierOf(worker.userId)).toBe("premium");
    // The worker's plan ends; then Stripe redelivers the old upgrade event. It must not bring Premium back.
    await testApp.database.db
      .update(users)
      .set({ subscriptionTier: "free" })
      .where(eq(users.id, worker.userId));
    expect((await postEvent(upgrade)).json()).toEqual({ received: true, duplicate: true });
    expect(await tierOf(worker.userId)).toBe("free");
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const worker = await signedInUser(testApp.app);
    const forged = signedStripeEvent(
      "whsec_someone_else",
      "customer.subscription.updated",
      stripeSubscription({
        id: "sub_forged",
        customer: "cus_forged",
        userId: worker.userId,
        plan: "premium",
        status: "active",
        periodEnd: new Date("2027-02-01T00:00:00Z"),
      }),
    );
    const response = await postEvent(forged);
    expect(response.statusCode).toBe(400);
    expect(await tierOf(worker.userId)).toBe("free");
    const unsigned = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it("records donations and subscription payments, and shows the admin totals per month", async () => {
    const worker = await signedInUser(testApp.app);
    const paidAt = Math.floor(new Date("2026-03-10T12:00:00Z").getTime() / 1000);
    const donation = signedStripeEvent(webhookSecret, "checkout.session.completed", {
      id: "cs_test_donation_1",
      object: "checkout.session",
      mode: "payment",
      customer: "cus_donor_1",
      payment_status: "paid",
      amount_total: 1000,
      currency: "gbp",
      created: paidAt,
      metadata: { userId: worker.userId, purpose: "donation" },
    });
    expect((await postEvent(donation)).statusCode).toBe(200);
    const invoice = signedStripeEvent(webhookSecret, "invoice.paid", {
      id: "in_test_1",
      object: "invoice",
      customer: "cus_donor_1",
      amount_paid: 499,
      currency: "gbp",
      created: paidAt,
      status_transitions: { paid_at: paidAt },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_x", metadata: { userId: worker.userId, purpose: "pro" } },
      },
    });
    expect((await postEvent(invoice)).statusCode).toBe(200);
    // The same invoice told twice (another event id) is still one payment.
    expect(
      (
        await postEvent({
          ...invoice,
          ...signedStripeEvent(webhookSecret, "invoice.paid", JSON.parse(invoice.payload).data.object),
        })
      ).statusCode,
    ).toBe(200);

    const totals = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/billing/totals",
      headers: admin.headers,
    });
    expect(totals.json()).toContainEqual({
      month: "2026-03",
      donationsPence: 1000,
      donationCount: 1,
      subscriptionPaymentsPence: 499,
      subscriptionPaymentCount: 1,
    });
    const refused = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/billing/totals",
      headers: worker.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("Stripe webhooks signed but unusable, or signed at the wrong time", () => {
  const logs = logCollector();
  let testApp: TestApp;
  let worker: Worker;

  beforeAll(async () => {
    testApp = await createTestApp({ STRIPE_WEBHOOK_SECRET: webhookSecret }, { logs });
    worker = await signedInUser(testApp.app, { email: "webhook.worker@example.com" });
  });
  afterAll(() => testApp.close());

  const post = ({ payload, signature }: { payload: string; signature: string }) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });

  /** The log lines written while `action` ran, as pino wrote them. */
  async function linesWrittenBy<T>(action: () => Promise<T>) {
    const before = logs.lines.length;
    const result = await action();
    const lines = logs.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    return { result, lines };
  }

  const tierOf = async (userId: string) =>
    (await testApp.database.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionTier;
  const paymentsOf = (userId: string) =>
    testApp.database.db.select().from(payments).where(eq(payments.userId, userId));

  const subscription = (id: string) =>
    stripeSubscription({
      id,
      customer: `cus_${id}`,
      userId: worker.userId,
      plan: "pro",
      status: "active",
      periodEnd: new Date("2027-03-01T00:00:00Z"),
    });
  const invoice = () => ({
    id: "in_unusable_1",
    object: "invoice",
    customer: "cus_unusable",
    amount_paid: 499,
    currency: "gbp",
    created: Math.floor(Date.now() / 1000),
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: "sub_x", metadata: { userId: worker.userId, purpose: "pro" } },
    },
  });

  // Each is signed with the right secret: only its content is wrong. Bodies are made when the test runs (they
  // name the worker signed in before it).
  const unusable: Array<{ what: string; body: () => unknown; id?: string; type?: string }> = [
    {
      what: "no data.object",
      body: () => ({ ...stripeEvent("customer.subscription.updated", {}, "evt_no_object"), data: {} }),
      id: "evt_no_object",
      type: "customer.subscription.updated",
    },
    {
      what: "a subscription without its items",
      body: () => {
        const { items: _items, ...withoutItems } = subscription("sub_no_items");
        return stripeEvent("customer.subscription.updated", withoutItems, "evt_no_items");
      },
      id: "evt_no_items",
      type: "customer.subscription.updated",
    },
    {
      what: "an invoice whose amount is not a number",
      body: () => stripeEvent("invoice.paid", { ...invoice(), amount_paid: "lots" }, "evt_amount_words"),
      id: "evt_amount_words",
      type: "invoice.paid",
    },
    {
      what: "an invoice where a subscription belongs",
      body: () =>
        stripeEvent(
          "customer.subscription.deleted",
          { ...invoice(), metadata: { userId: worker.userId, purpose: "pro" } },
          "evt_invoice_not_subscription",
        ),
      id: "evt_invoice_not_subscription",
      type: "customer.subscription.deleted",
    },
    {
      what: "a checkout whose time is not a time",
      body: () =>
        stripeEvent(
          "checkout.session.completed",
          {
            id: "cs_test_bad_time",
            object: "checkout.session",
            mode: "payment",
            customer: "cus_bad_time",
            payment_status: "paid",
            amount_total: 1000,
            currency: "gbp",
            created: "yesterday",
            metadata: { userId: worker.userId, purpose: "donation" },
          },
          "evt_bad_time",
        ),
      id: "evt_bad_time",
      type: "checkout.session.completed",
    },
    {
      what: "an event without its id",
      body: () => {
        const { id: _id, ...withoutId } = stripeEvent("invoice.paid", invoice());
        return withoutId;
      },
      type: "invoice.paid",
    },
    { what: "a body that is not JSON", body: () => "{ this is not json" },
  ];

  for (const { what, body, id, type } of unusable) {
    it(`answers 400 in words to a signed event with ${what}, and logs its id and type only`, async () => {
      const { result, lines } = await linesWrittenBy(() => post(signedStripePayload(webhookSecret, body())));
      expect(result.statusCode).toBe(400);
      expect(result.json().message).toBe(unusableWebhookMessage);
      const refusals = lines.filter((line) => String(line.msg).startsWith("Stripe webhook refused"));
      expect(refusals).toHaveLength(1);
      expect(refusals[0]?.level).toBe(40);
      expect(refusals[0]?.eventId).toBe(id);
      expect(refusals[0]?.type).toBe(type);
      const written = JSON.stringify(lines);
      for (const personal of [worker.userId, worker.email, "cus_", "lots", "yesterday"])
        expect(written).not.toContain(personal);
    });
  }

  it("applies nothing of the events it could not use", async () => {
    expect(await tierOf(worker.userId)).toBe("free");
    expect(await paymentsOf(worker.userId)).toEqual([]);
  });

  it("applies an event refused for its shape once Stripe sends it in a shape it can use", async () => {
    const refused = stripeEvent("customer.subscription.updated", {}, "evt_mended");
    expect((await post(signedStripePayload(webhookSecret, { ...refused, data: {} }))).statusCode).toBe(400);
    const mended = stripeEvent("customer.subscription.updated", subscription("sub_mended"), "evt_mended");
    const answer = await post(signedStripePayload(webhookSecret, mended));
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect(await tierOf(worker.userId)).toBe("pro");
    await testApp.database.db
      .update(users)
      .set({ subscriptionTier: "free" })
      .where(eq(users.id, worker.userId));
  });

  it("takes an event of a type it does not act on, whatever that event carries", async () => {
    const other = stripeEvent("customer.created", { id: "cus_new", object: "customer", email: null });
    expect((await post(signedStripePayload(webhookSecret, other))).json()).toEqual({
      received: true,
      duplicate: false,
    });
  });

  it("refuses a signature dated ten minutes ahead, or ten minutes old, as a bad signature", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const signedAt of [now + 600, now - 600]) {
      const event = stripeEvent("customer.subscription.updated", subscription(`sub_at_${signedAt}`));
      const response = await post(signedStripePayload(webhookSecret, event, signedAt));
      expect(response.statusCode, String(signedAt - now)).toBe(400);
      expect(response.json().message).toBe("Invalid webhook signature");
    }
    expect(await tierOf(worker.userId)).toBe("free");
  });

  it("takes a good event signed now, or a few seconds ahead of this server's clock", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const signedAt of [now, now + 30]) {
      const event = stripeEvent("customer.subscription.updated", subscription(`sub_good_${signedAt}`));
      expect((await post(signedStripePayload(webhookSecret, event, signedAt))).statusCode).toBe(200);
    }
    expect(await tierOf(worker.userId)).toBe("pro");
  });
});

describe("checkout without card payment configured", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("tells a signed-in worker the payment system is not configured", async () => {
    const worker = await signedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      headers: worker.headers,
      payload: { planName: "pro" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(billingMessages.notConfigured);
    const status = await testApp.app.inject({ method: "GET", url: "/api/billing/status" });
    expect(status.json()).toEqual({ cardPayments: false });
  });
});
