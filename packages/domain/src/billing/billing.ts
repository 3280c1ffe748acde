import { z } from "zod";
import { type SubscriptionTier, type TierCapability, tierHasCapability } from "../features/feature-access.ts";
import { encoded } from "../fields/fields.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import { formatDateIn } from "../i18n/formatting.ts";
import type { Language } from "../i18n/languages.ts";
import { formatMessage, type MessageValues } from "../i18n/translate.ts";
import { en } from "../i18n/whole-catalogue.ts";

/** Card payments (spec §1, §7, §8, §9): plans, donations, the admin's tier policy and the checkout messages. */

/** §9: every amount is in pounds sterling, shown the en-GB way. */
export const billingCurrency = "gbp";
export const billingLocale = "en-GB";

export const paidPlans = ["pro", "premium"] as const;
export type PaidPlan = (typeof paidPlans)[number];

export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * What the pricing page shows, in pence. The amount actually charged is the Stripe price configured for the plan
 * (STRIPE_PRICE_*); keep the two in step when prices change.
 */
export const planPricesPence: Record<PaidPlan, Record<BillingInterval, number>> = {
  pro: { month: 499, year: 4999 },
  premium: { month: 999, year: 9999 },
};

/**
 * A company's plan (issue 50, decision 0030): free up to FREE_CREW_LIMIT crew, then this monthly or yearly price,
 * paid by the company's owner through the same Stripe set-up. Workers never pay for a company's use.
 */
export const companyPlanPricesPence: Record<BillingInterval, number> = { month: 2900, year: 29000 };

/** Donations: the preset buttons, and the smallest custom amount. */
export const donationPresetsPence = [300, 500, 1000] as const;
export const MIN_DONATION_PENCE = 100;
/** A generous ceiling that still catches a slipped finger (an extra nought or two). */
export const MAX_DONATION_PENCE = 100_000;

export const donationFrequencies = ["once", "monthly"] as const;
export type DonationFrequency = (typeof donationFrequencies)[number];

export const billingMessages = {
  /** §8: no session. */
  signInRequired: "Please log in to your account before upgrading your subscription.",
  /** §8: card payment key missing. */
  notConfigured: "Payment system is not configured. Please contact support.",
  /** §8: the payment provider answered with an error. */
  checkoutFailed: "Failed to create checkout session",
  // The donation amount's field errors, as encoded message references.
  donationTooSmall: encoded("billing.server.donationTooSmall"),
  donationTooLarge: encoded("billing.server.donationTooLarge"),
  donationWholePence: encoded("billing.server.donationWholePence"),
} as const;

/**
 * The admin's choice (issue 19): "free_for_everyone" keeps the promise that every capability is on the free tier;
 * "tiered" applies §4's "feature access by tier" table.
 */
export const tierPolicies = ["free_for_everyone", "tiered"] as const;
export type TierPolicy = (typeof tierPolicies)[number];
export const DEFAULT_TIER_POLICY: TierPolicy = "free_for_everyone";
export const tierPolicySchema = z.object({ policy: z.enum(tierPolicies) });

/** Whether a user on `tier` may use `capability` under the admin's `policy`. */
export function capabilityAvailable(policy: TierPolicy, tier: SubscriptionTier, capability: TierCapability) {
  return policy === "free_for_everyone" || tierHasCapability(tier, capability);
}

/** The lowest tier that has `capability` (what the pricing page and the lock say to upgrade to). */
export function lowestTierWith(capability: TierCapability): SubscriptionTier {
  if (tierHasCapability("free", capability)) return "free";
  return tierHasCapability("pro", capability) ? "pro" : "premium";
}

/** What a Stripe subscription status means for the user's tier: these keep the paid tier. */
export const activeSubscriptionStatuses = ["active", "trialing", "past_due"] as const;

/** Supporters' totals per month for the admin page. */
export const billingTotalsSchema = z.array(
  z.object({
    month: z.string(),
    donationsPence: z.number().int(),
    donationCount: z.number().int(),
    subscriptionPaymentsPence: z.number().int(),
    subscriptionPaymentCount: z.number().int(),
  }),
);

/** How long before a subscription renews its e-mail goes out. */
export const RENEWAL_NOTICE_DAYS = 7;

/** The e-mail before a subscription renews: when, what, and how to cancel. */
export function renewalNoticeEmail(options: {
  recipientName: string;
  plan: PaidPlan;
  renewsOn: Date;
  appUrl: string;
  /** The subscriber's language and its catalogue (issue #38); English when not given. */
  words?: { language: Language; catalogue: Catalogue };
}): { subject: string; text: string } {
  const { language, catalogue } = options.words ?? { language: "en", catalogue: en };
  const say = (key: MessageKey, values?: MessageValues) => formatMessage(catalogue, language, key, values);
  const plan = options.plan === "pro" ? "Pro" : "Premium";
  // The day in the UK, in the language's words: '15 January 2027', '15 stycznia 2027'.
  const day = options.renewsOn.toLocaleDateString("en-CA", { timeZone: "Europe/London" });
  const date =
    language === "en"
      ? options.renewsOn.toLocaleDateString(billingLocale, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "Europe/London",
        })
      : formatDateIn(day, language);
  return {
    subject: say("email.renewalNotice.subject", { plan, date }),
    text: [
      options.recipientName
        ? say("email.renewalNotice.greetingName", { name: options.recipientName })
        : say("email.renewalNotice.greeting"),
      "",
      say("email.renewalNotice.renews", { plan, date }),
      "",
      say("email.renewalNotice.howToCancel", { link: `${options.appUrl}/pricing` }),
      say("email.renewalNotice.keepUntilEnd"),
      "",
      say("email.renewalNotice.thanks"),
    ].join("\n"),
  };
}
