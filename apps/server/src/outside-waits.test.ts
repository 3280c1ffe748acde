import { billingMessages } from "@siteready/domain/billing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_TIMEOUT_MS, createChatCompletions } from "./adapters/ai/chat-completions.ts";
import { AppError } from "./lib/app-error.ts";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { type FakeStripe, startFakeStripe } from "./test-support/fake-stripe.ts";
import { startHungServer } from "./test-support/hung-server.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/** What the browser waits for an answer before it gives up (apps/web's request timeout). */
const BROWSER_WAIT_MS = 30_000;
const CHECKOUT_BUDGET_MS = 15_000;

describe("outside services that hang are given up on before the browser gives up on us", () => {
  let fake: FakeStripe;
  let testApp: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    testApp = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_siteready",
      STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
      STRIPE_API_BASE: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const checkout = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      headers,
      payload: { planName: "pro", interval: "month" },
    });

  it("a double tap on checkout makes one Stripe checkout session", async () => {
    const worker = await signedInUser(testApp.app);
    const [first, second] = await Promise.all([checkout(worker.headers), checkout(worker.headers)]);
    const third = await checkout(worker.headers);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const urls = new Set([first, second, third].map((response) => response.json().url));
    expect(urls.size).toBe(1);
    const calls = fake.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(calls.length).toBe(3);
    // Someone else's checkout is their own session.
    const other = await signedInUser(testApp.app);
    expect((await checkout(other.headers)).json().url).not.toBe(first.json().url);
  });

  it(
    `checkout answers within ${CHECKOUT_BUDGET_MS / 1000} s when Stripe never answers`,
    async () => {
      const worker = await signedInUser(testApp.app);
      fake.hang = true;
      try {
        const started = Date.now();
        const response = await checkout(worker.headers);
        const took = Date.now() - started;
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe(billingMessages.checkoutFailed);
        expect(took).toBeLessThan(CHECKOUT_BUDGET_MS);
        console.info(`checkout with a hung Stripe answered in ${took} ms`);
      } finally {
        fake.hang = false;
      }
    },
    BROWSER_WAIT_MS,
  );

  it(
    `the AI provider is given up on after ${AI_TIMEOUT_MS / 1000} s with 503`,
    async () => {
      const hung = await startHungServer();
      try {
        const ai = createChatCompletions({ apiKey: "key", baseUrl: hung.url, model: "m" });
        const started = Date.now();
        const error = await ai
          .complete([{ role: "user", content: "Tidy my summary" }])
          .catch((reason) => reason);
        const took = Date.now() - started;
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(503);
        expect(hung.requests()).toBe(1);
        expect(took).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 100);
        expect(took).toBeLessThan(AI_TIMEOUT_MS + 1_000);
      } finally {
        await hung.close();
      }
    },
    BROWSER_WAIT_MS,
  );

  it(
    "a keyed create does not hold its transaction while the postcode service hangs: it saves without coordinates within the save budget",
    async () => {
      const hung = await startHungServer();
      const withHungPostcodes = await createTestApp({
        POSTCODES_IO_URL: hung.url,
        ADMIN_EMAILS: "boss@example.com",
      });
      try {
        const admin = await signedInUser(withHungPostcodes.app, { email: "boss@example.com" });
        await withHungPostcodes.app.inject({
          method: "PATCH",
          url: "/api/admin/features/diggs",
          headers: admin.headers,
          payload: { state: "enabled" },
        });
        const owner = await signedInUser(withHungPostcodes.app);
        const started = Date.now();
        const created = await withHungPostcodes.app.inject({
          method: "POST",
          url: "/api/diggs/listings",
          headers: { ...owner.headers, "idempotency-key": "hung-postcode-listing" },
          payload: {
            title: "Single room near Bradford Interchange",
            description: "Quiet single room in a shared house, Monday to Friday only.",
            postcode: "BD1 1HY",
            price_per_night: "30",
            price_basis: "per_person",
            bills_included: false,
            room_type: "single",
            monday_to_friday: true,
            minimum_stay_nights: 2,
            available_from: "2026-01-01",
          },
        });
        const took = Date.now() - started;
        expect(created.statusCode, created.body).toBe(201);
        const saved = await withHungPostcodes.database.db.execute(
          sql`select latitude from diggs_listings where id = ${created.json().id}`,
        );
        expect((saved as unknown as { rows: unknown[] }).rows).toEqual([{ latitude: null }]);
        // The background retry fills the place in once the service answers again.
        const queued = await withHungPostcodes.database.db.execute(sql`select postcode from geocode_jobs`);
        expect((queued as unknown as { rows: unknown[] }).rows).toEqual([{ postcode: "BD1 1HY" }]);
        expect(hung.requests()).toBe(1);
        // The postcode service's own timeout is 5 s; the save gave up on it well before.
        expect(took).toBeLessThan(4_000);
      } finally {
        await withHungPostcodes.close();
        await hung.close();
      }
    },
    BROWSER_WAIT_MS,
  );
});
