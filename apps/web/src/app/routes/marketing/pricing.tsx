import {
  type BillingInterval,
  billingMessages,
  type CheckoutRequestInput,
  capabilityLabels,
  formatPence,
  type PaidPlan,
  planPricesPence,
  type SubscriptionTier,
  subscriptionTiers,
  type TierCapability,
  tierCapabilities,
} from "@siteready/domain";
import { Check, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useBillingStatus, useCheckout, usePortalLink } from "../../../features/billing/api/billing.ts";
import {
  CheckoutMessage,
  checkoutErrorMessage,
} from "../../../features/billing/components/checkout-message.tsx";
import { DonationForm } from "../../../features/billing/components/donation-form.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { useSession } from "../../../lib/session/session.ts";

const plans: Record<SubscriptionTier, { name: string; summary: string }> = {
  free: { name: "Free", summary: "For everyone on site. Free for good." },
  pro: { name: "Pro", summary: "Extras for people who renew a lot of cards." },
  premium: { name: "Premium", summary: "Extras for finding work and digs." },
};

const intervalWords: Record<BillingInterval, { label: string; per: string }> = {
  month: { label: "Monthly", per: "a month" },
  year: { label: "Yearly", per: "a year" },
};

function priceText(tier: SubscriptionTier, interval: BillingInterval) {
  return tier === "free"
    ? "£0"
    : `${formatPence(planPricesPence[tier][interval])} ${intervalWords[interval].per}`;
}

/** What each plan adds to the one before it, from the domain's tier table (§4). */
function addedCapabilities(tier: SubscriptionTier): readonly TierCapability[] {
  const index = subscriptionTiers.indexOf(tier);
  const previous = index > 0 ? subscriptionTiers[index - 1] : undefined;
  if (!previous) return tierCapabilities[tier];
  return tierCapabilities[tier].filter((capability) => !tierCapabilities[previous].includes(capability));
}

function previousPlanName(tier: SubscriptionTier): string | null {
  const previous = subscriptionTiers[subscriptionTiers.indexOf(tier) - 1];
  return previous ? plans[previous].name : null;
}

/** Who is asking decides what a press does: a visitor is asked to log in first (§6, §8). */
function useStartCheckout() {
  const { data: current } = useSession();
  const checkout = useCheckout();
  const [visitorAsked, setVisitorAsked] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  function start(source: string, request: CheckoutRequestInput) {
    setPending(source);
    if (!current?.user) {
      checkout.reset();
      setVisitorAsked(true);
      return;
    }
    setVisitorAsked(false);
    checkout.mutate(request);
  }
  function messageFor(source: string): string | null {
    if (pending !== source) return null;
    if (visitorAsked) return billingMessages.signInRequired;
    return checkout.isError ? checkoutErrorMessage(checkout.error) : null;
  }
  return { start, messageFor, busy: (source: string) => pending === source && checkout.isPending };
}

export function PricingPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>("month");
  const status = useBillingStatus();
  const { start, messageFor, busy } = useStartCheckout();
  const { data: current } = useSession();
  const notConfigured = status.data?.cardPayments === false;
  return (
    <MarketingPage
      title="Pricing"
      width="wide"
      intro={
        <p>
          SiteReady is free, and everything stays free. No adverts, and we never sell your data. Donations
          from the people who use it pay for new features.
        </p>
      }
    >
      <PageSection id="plans-title" title="Plans">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 font-semibold">Pay</legend>
          {(["month", "year"] as const).map((choice) => (
            <label
              key={choice}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 has-[:checked]:border-accent has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                name="interval"
                value={choice}
                checked={interval === choice}
                onChange={() => setBillingInterval(choice)}
              />
              {intervalWords[choice].label}
            </label>
          ))}
        </fieldset>
        <ul className="grid gap-4 md:grid-cols-3">
          {subscriptionTiers.map((tier) => {
            const plan = plans[tier];
            const earlier = previousPlanName(tier);
            return (
              <li key={tier} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="text-2xl font-bold">{priceText(tier, interval)}</p>
                <p className="text-muted">{plan.summary}</p>
                {earlier ? <p className="font-medium">Everything in {earlier}, plus:</p> : null}
                <ul className="flex flex-col gap-2">
                  {addedCapabilities(tier).map((capability) => (
                    <li key={capability} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-urgency-valid" />
                      <span>
                        <strong>{capabilityLabels[capability].name}.</strong>{" "}
                        {capabilityLabels[capability].detail}
                      </span>
                    </li>
                  ))}
                </ul>
                {tier === "free" ? (
                  current?.user ? (
                    <ButtonLink to="/dashboard" variant="secondary" className="mt-auto">
                      {current.user.subscriptionTier === "free"
                        ? "Your plan: go to your dashboard"
                        : "Go to your dashboard"}
                    </ButtonLink>
                  ) : (
                    <ButtonLink to="/register" className="mt-auto">
                      Sign up free
                    </ButtonLink>
                  )
                ) : (
                  <PlanButton
                    plan={tier}
                    busy={busy(tier)}
                    message={messageFor(tier)}
                    onChoose={() => start(tier, { planName: tier, interval })}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <CurrentPlan />
        {notConfigured ? (
          <div role="note" className="flex gap-3 rounded-xl border border-border bg-surface-muted p-4">
            <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-link" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">Card payment is not set up on this SiteReady</p>
              <p>
                Pro, Premium and online donations can't be paid for here. Everything that is switched on stays
                free for every account.
              </p>
            </div>
          </div>
        ) : null}
      </PageSection>

      <PageSection id="donate-title" title="Donate">
        <p>
          Donations pay for the servers and for the time it takes to build new features. Here is how it works:
        </p>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>
            Features marked <strong>Donate to unlock</strong> are built, tested and ready. They are switched
            off until donations cover what they cost to run.
          </li>
          <li>You vote for the ones you want. The most wanted are switched on first.</li>
          <li>
            When donations cover the cost, the feature is switched on for everyone, not just the people who
            gave. The people who run this SiteReady can also switch any of them on at any time.
          </li>
        </ol>
        {notConfigured ? (
          <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4">
            <p className="font-semibold">Other ways to help</p>
            <p>
              Card donations can't be taken here yet. You can still help: vote for the features you want, tell
              us what to improve, and tell your mates on site about SiteReady.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/feedback">Vote or send feedback</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Contact us
              </ButtonLink>
            </div>
          </div>
        ) : (
          <DonationForm
            busy={busy("donation")}
            message={messageFor("donation")}
            onDonate={(amountPence, frequency) =>
              start("donation", { planName: "donation", amountPence, frequency })
            }
          />
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to="/features" className="inline-flex min-h-11 items-center justify-center font-semibold">
            See the features waiting to be switched on
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}

function PlanButton(props: { plan: PaidPlan; busy: boolean; message: string | null; onChoose: () => void }) {
  return (
    <div className="mt-auto flex flex-col gap-3">
      <Button busy={props.busy} onClick={props.onChoose}>
        Choose {plans[props.plan].name}
      </Button>
      {props.message ? <CheckoutMessage message={props.message} /> : null}
    </div>
  );
}

/** A subscriber's plan, with the way to Stripe's portal to cancel or change it (cancelling keeps it to period end). */
function CurrentPlan() {
  const { data: current } = useSession();
  const portal = usePortalLink();
  const tier = current?.user.subscriptionTier;
  if (!tier || tier === "free") return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <p className="font-semibold">You're on {plans[tier].name}. Thank you for your support.</p>
      <Button
        variant="secondary"
        className="self-start"
        busy={portal.isPending}
        onClick={() => portal.mutate()}
      >
        Manage or cancel your plan
      </Button>
      {portal.isError ? <CheckoutMessage message={portal.error.message} /> : null}
    </div>
  );
}
