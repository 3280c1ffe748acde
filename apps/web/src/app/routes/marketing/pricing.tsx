import {
  type BillingInterval,
  type CheckoutRequestInput,
  capabilityKeys,
  type PaidPlan,
  planPricesPence,
} from "@siteready/domain/billing";
import {
  type SubscriptionTier,
  subscriptionTiers,
  type TierCapability,
  tierCapabilities,
} from "@siteready/domain/features";
import type { MessageKey, MessageRef } from "@siteready/domain/i18n";
import { formatPenceIn } from "@siteready/domain/jobs";
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
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session/session.ts";

const plans: Record<SubscriptionTier, { name: MessageKey; summary: MessageKey }> = {
  free: { name: "marketing.plan.free", summary: "marketing.plan.freeSummary" },
  pro: { name: "marketing.plan.pro", summary: "marketing.plan.proSummary" },
  premium: { name: "marketing.plan.premium", summary: "marketing.plan.premiumSummary" },
};

const intervalWords: Record<BillingInterval, { choice: MessageKey; per: MessageKey }> = {
  month: { choice: "marketing.pricing.monthly", per: "marketing.pricing.perMonth" },
  year: { choice: "marketing.pricing.yearly", per: "marketing.pricing.perYear" },
};

/** '£4.99 a month'; in another language its own way of writing pounds (always GBP). */
function priceText(tier: SubscriptionTier, interval: BillingInterval, { t, language }: Translator) {
  if (tier === "free") return formatPenceIn(0, language);
  return t(intervalWords[interval].per, { amount: formatPenceIn(planPricesPence[tier][interval], language) });
}

/** What each plan adds to the one before it, from the domain's tier table (§4). */
function addedCapabilities(tier: SubscriptionTier): readonly TierCapability[] {
  const index = subscriptionTiers.indexOf(tier);
  const previous = index > 0 ? subscriptionTiers[index - 1] : undefined;
  if (!previous) return tierCapabilities[tier];
  return tierCapabilities[tier].filter((capability) => !tierCapabilities[previous].includes(capability));
}

function previousPlanName(tier: SubscriptionTier): MessageKey | null {
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
  function messageFor(source: string): MessageRef | string | null {
    if (pending !== source) return null;
    if (visitorAsked) return { key: "billing.server.signInRequired" };
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
  const translator = useT();
  const { t } = translator;
  return (
    <MarketingPage
      title={t("marketing.pricing.title")}
      width="wide"
      intro={<p>{t("marketing.pricing.intro")}</p>}
    >
      <PageSection id="plans-title" title={t("marketing.pricing.plans")}>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 font-semibold">{t("marketing.pricing.pay")}</legend>
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
              {t(intervalWords[choice].choice)}
            </label>
          ))}
        </fieldset>
        <ul className="grid gap-4 md:grid-cols-3">
          {subscriptionTiers.map((tier) => {
            const plan = plans[tier];
            const earlier = previousPlanName(tier);
            return (
              <li key={tier} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
                <h3 className="text-xl font-semibold">{t(plan.name)}</h3>
                <p className="text-2xl font-bold">{priceText(tier, interval, translator)}</p>
                <p className="text-muted">{t(plan.summary)}</p>
                {earlier ? (
                  <p className="font-medium">{t("marketing.pricing.everythingIn", { plan: t(earlier) })}</p>
                ) : null}
                <ul className="flex flex-col gap-2">
                  {addedCapabilities(tier).map((capability) => (
                    <li key={capability} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-urgency-valid" />
                      <span>
                        <strong>{t(capabilityKeys[capability].name)}.</strong>{" "}
                        {t(capabilityKeys[capability].detail)}
                      </span>
                    </li>
                  ))}
                </ul>
                {tier === "free" ? (
                  current?.user ? (
                    <ButtonLink to="/dashboard" variant="secondary" className="mt-auto">
                      {current.user.subscriptionTier === "free"
                        ? t("marketing.pricing.yourPlanDashboard")
                        : t("marketing.goToDashboard")}
                    </ButtonLink>
                  ) : (
                    <ButtonLink to="/register" className="mt-auto">
                      {t("marketing.pricing.signUpFree")}
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
              <p className="font-semibold">{t("marketing.pricing.noCardsTitle")}</p>
              <p>{t("marketing.pricing.noCardsText")}</p>
            </div>
          </div>
        ) : null}
      </PageSection>

      <PageSection id="donate-title" title={t("marketing.pricing.donateTitle")}>
        <p>{t("marketing.pricing.donateIntro")}</p>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>
            <RichMessage
              id="marketing.pricing.donateStep1"
              tags={{ strong: (words) => <strong>{words}</strong> }}
            />
          </li>
          <li>{t("marketing.pricing.donateStep2")}</li>
          <li>{t("marketing.pricing.donateStep3")}</li>
        </ol>
        {notConfigured ? (
          <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4">
            <p className="font-semibold">{t("marketing.pricing.otherWaysTitle")}</p>
            <p>{t("marketing.pricing.otherWaysText")}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/feedback">{t("marketing.pricing.voteOrFeedback")}</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                {t("marketing.contact.title")}
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
            {t("marketing.pricing.seeWaiting")}
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}

function PlanButton(props: {
  plan: PaidPlan;
  busy: boolean;
  message: MessageRef | string | null;
  onChoose: () => void;
}) {
  const { t } = useT();
  return (
    <div className="mt-auto flex flex-col gap-3">
      <Button busy={props.busy} onClick={props.onChoose}>
        {t("marketing.pricing.choose", { plan: t(plans[props.plan].name) })}
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
  const { t } = useT();
  if (!tier || tier === "free") return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <p className="font-semibold">{t("marketing.pricing.yourPlan", { plan: t(plans[tier].name) })}</p>
      <Button
        variant="secondary"
        className="self-start"
        busy={portal.isPending}
        onClick={() => portal.mutate()}
      >
        {t("marketing.pricing.manage")}
      </Button>
      {portal.isError ? (
        <CheckoutMessage
          message={
            portal.error instanceof ApiError
              ? portal.error.messageRef
              : { key: "billing.server.portalFailed" }
          }
        />
      ) : null}
    </div>
  );
}
