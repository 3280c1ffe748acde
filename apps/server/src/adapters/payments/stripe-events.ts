import { z } from "zod";

/**
 * The parts of Stripe's objects the billing service reads, checked before anything is applied: a correctly signed
 * event whose shape we cannot use is refused (400) rather than answered 500 or applied in part. Only the fields we
 * read are named; Stripe's others are dropped unread, so a field Stripe adds never refuses an event.
 */

const stripeId = z.string().min(1).max(255);
/** Ids arrive either as the id or as the expanded object; either way we keep the id. */
const idOrExpanded = z
  .union([stripeId, z.object({ id: stripeId }).transform((expanded) => expanded.id)])
  .nullish()
  .transform((id) => id ?? null);
/** Stripe's metadata: strings by strings. We put our user id and the purpose there at checkout. */
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((values) => values ?? {});
/** Seconds since 1970, as Stripe sends times; up to the year 9999, so every one makes a valid Date. */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
const word = z.string().min(1).max(100);

const subscription = z.object({
  object: z.literal("subscription"),
  id: stripeId,
  customer: idOrExpanded,
  status: word,
  cancel_at_period_end: z.boolean(),
  metadata,
  /** Since API 2025-03-31 the billing period lives on the subscription's items. */
  items: z.object({ data: z.array(z.object({ current_period_end: unixSeconds.nullish() })) }),
});
export type StripeSubscription = z.output<typeof subscription>;

const checkoutSession = z.object({
  object: z.literal("checkout.session"),
  id: stripeId,
  mode: word,
  /** Set on the session read back from Stripe; events about completed sessions may leave it out. */
  status: word.nullish(),
  payment_status: word,
  amount_total: z.number().int().min(0).nullish(),
  currency: word.nullish(),
  created: unixSeconds,
  customer: idOrExpanded,
  client_reference_id: z.string().max(255).nullish(),
  metadata,
  /** The id in events; the whole subscription when read back with `expand: ["subscription"]`. */
  subscription: z.union([stripeId, subscription]).nullish(),
});
export type StripeCheckoutSession = z.output<typeof checkoutSession>;

const invoice = z.object({
  object: z.literal("invoice"),
  id: stripeId,
  customer: idOrExpanded,
  amount_paid: z.number().int().min(0),
  currency: word,
  created: unixSeconds,
  status_transitions: z.object({ paid_at: unixSeconds.nullish() }).nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOrExpanded, metadata }).nullish(),
    })
    .nullish(),
});
export type StripeInvoice = z.output<typeof invoice>;

/** The events the billing service acts on, each with the object it reads. */
const handledEvent = z.discriminatedUnion("type", [
  z.object({
    id: stripeId,
    type: z.literal("checkout.session.completed"),
    data: z.object({ object: checkoutSession }),
  }),
  z.object({
    id: stripeId,
    type: z.literal([
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]),
    data: z.object({ object: subscription }),
  }),
  z.object({
    id: stripeId,
    type: z.literal(["invoice.paid", "invoice.payment_failed"]),
    data: z.object({ object: invoice }),
  }),
]);
export type HandledStripeEvent = z.output<typeof handledEvent>;

const handledTypes = new Set<string>(handledEvent.options.flatMap((option) => [...option.shape.type.values]));

/** What every event has; events of other types need nothing else. */
const envelope = z.object({ id: stripeId, type: word });

const label = z
  .object({ id: stripeId.optional().catch(undefined), type: word.optional().catch(undefined) })
  .catch({});

/** The id and type of an event as far as they can be read, for the log (never anything else of it). */
export const stripeEventLabel = (event: unknown) => label.parse(event);

/** A Checkout session read back from Stripe, checked as an event's would be; throws when it is not one. */
export const readCheckoutSession = (session: unknown) => checkoutSession.parse(session);

/**
 * A signed event as the billing service can use it: one it acts on, with what it reads checked, or another it
 * records as received and otherwise ignores. `null` when the event's shape is not one we can use.
 */
export function readStripeEvent(
  event: unknown,
): { id: string; type: string; handled: HandledStripeEvent | null } | null {
  const received = envelope.safeParse(event);
  if (!received.success) return null;
  const { id, type } = received.data;
  if (!handledTypes.has(type)) return { id, type, handled: null };
  const handled = handledEvent.safeParse(event);
  return handled.success ? { id, type, handled: handled.data } : null;
}
