import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the Stripe API on 127.0.0.1: the stripe package is pointed at it with STRIPE_API_BASE.
 * It answers the calls the billing adapter makes, shaped like Stripe's, and keeps what it was sent.
 */

interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's flattened keys, e.g. "line_items[0][price]". */
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeStripe {
  baseUrl: string;
  /** Checkout sessions as GET /v1/checkout/sessions/:id answers them once paid (by id); unknown ids are 404. */
  checkoutSessions: Map<string, Record<string, unknown>>;
  requests: FakeStripeRequest[];
  /** While set, every call answers this HTTP status with a Stripe error body. */
  failWith: number | null;
  /** While true, calls are read and never answered (a Stripe that hangs). */
  hang: boolean;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let sessions = 0;
  const fake: FakeStripe = {
    baseUrl: "",
    checkoutSessions: new Map(),
    requests: [],
    failWith: null,
    hang: false,
    close: async () => {},
  };
  // As Stripe does: a repeated Idempotency-Key gets the first answer again, and makes nothing new.
  const answered = new Map<string, { status: number; json: unknown }>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      const params = Object.fromEntries(new URLSearchParams(body));
      fake.requests.push({
        method: request.method ?? "",
        path,
        params,
        authorization: request.headers.authorization,
      });
      if (fake.hang) return;
      const key = request.headers["idempotency-key"];
      const earlier = typeof key === "string" ? answered.get(key) : undefined;
      const send = (status: number, json: unknown) => {
        if (typeof key === "string" && status === 200) answered.set(key, { status, json });
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${sessions}` });
        response.end(JSON.stringify(json));
      };
      if (earlier) {
        send(earlier.status, earlier.json);
        return;
      }
      if (fake.failWith) {
        send(fake.failWith, { error: { type: "api_error", message: "Something went wrong at Stripe" } });
        return;
      }
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        send(200, {
          id,
          object: "checkout.session",
          mode: params.mode,
          customer_email: params.customer_email ?? null,
          customer: params.customer ?? null,
          currency: "gbp",
          locale: params.locale,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          metadata: {},
        });
        return;
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === "GET" && retrieved) {
        const session = fake.checkoutSessions.get(decodeURIComponent(retrieved[1] ?? ""));
        if (session) send(200, session);
        else send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        return;
      }
      if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
        send(200, {
          id: "bps_test_1",
          object: "billing_portal.session",
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/test_${params.customer}`,
        });
        return;
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

let eventCounter = 0;

/** A Stripe event as Stripe sends it, around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${Date.now()}_${++eventCounter}`,
) {
  return {
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * A body (an event, or any JSON or text) with a Stripe-Signature made by the official test helper, signed now or
 * at `signedAt` (seconds since 1970).
 */
export function signedStripePayload(secret: string, body: unknown, signedAt?: number) {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(signedAt === undefined ? {} : { timestamp: signedAt }),
  });
  return { payload, signature };
}

/** A Stripe event as the webhook receives it: its JSON and a Stripe-Signature made with the test helper. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  id?: string,
) {
  const event = stripeEvent(type, object, id);
  return { id: event.id, ...signedStripePayload(secret, event) };
}

/** A subscription object as customer.subscription.* events carry it. */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  userId: string;
  plan: "pro" | "premium" | "company";
  /** The company a company plan is for. */
  companyId?: string;
  status: string;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
}) {
  const end = Math.floor(options.periodEnd.getTime() / 1000);
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: {
      userId: options.userId,
      purpose: options.plan,
      ...(options.companyId ? { companyId: options.companyId } : {}),
    },
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          current_period_start: end - 30 * 24 * 3600,
          current_period_end: end,
          price: { id: `price_${options.plan}_monthly`, object: "price" },
        },
      ],
    },
  };
}
