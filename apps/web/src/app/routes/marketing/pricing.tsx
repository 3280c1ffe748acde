import {
  type SubscriptionTier,
  subscriptionTiers,
  type TierCapability,
  tierCapabilities,
} from "@siteready/domain";
import { Check, Info } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";

const capabilityNames: Record<TierCapability, { name: string; detail: string }> = {
  basic_profile: {
    name: "Your full profile",
    detail: "Personal details, next of kin, documents, skills cards, qualifications, bank and tax details.",
  },
  expiry_reminders: { name: "Expiry reminders", detail: "An e-mail before a card or document runs out." },
  form_autofill: { name: "Form autofill", detail: "Fill in site and agency forms from your profile." },
  test_center_search: { name: "Test centre search", detail: "Find a centre near you for your card tests." },
  job_matching: { name: "Job matching", detail: "Jobs that match the cards and tickets you hold." },
  accommodation_search: { name: "Accommodation search", detail: "Digs near the job you're working on." },
  advanced_analytics: {
    name: "Advanced analytics",
    detail: "Reports on your renewals, work history and profile.",
  },
};

const plans: Record<SubscriptionTier, { name: string; price: string; summary: string }> = {
  free: { name: "Free", price: "£0", summary: "For everyone on site. Free for good." },
  pro: { name: "Pro", price: "Not on sale", summary: "Planned extras for people who renew a lot of cards." },
  premium: { name: "Premium", price: "Not on sale", summary: "Planned extras for finding work and digs." },
};

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

export function PricingPage() {
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
        <ul className="grid gap-4 md:grid-cols-3">
          {subscriptionTiers.map((tier) => {
            const plan = plans[tier];
            const earlier = previousPlanName(tier);
            return (
              <li key={tier} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="text-2xl font-bold">{plan.price}</p>
                <p className="text-muted">{plan.summary}</p>
                {earlier ? <p className="font-medium">Everything in {earlier}, plus:</p> : null}
                <ul className="flex flex-col gap-2">
                  {addedCapabilities(tier).map((capability) => (
                    <li key={capability} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-urgency-valid" />
                      <span>
                        <strong>{capabilityNames[capability].name}.</strong>{" "}
                        {capabilityNames[capability].detail}
                      </span>
                    </li>
                  ))}
                </ul>
                {tier === "free" ? (
                  <ButtonLink to="/register" className="mt-auto">
                    Sign up free
                  </ButtonLink>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div role="note" className="flex gap-3 rounded-xl border border-border bg-surface-muted p-4">
          <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-link" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">Pro and Premium are not on sale</p>
            <p>
              Card payment is not configured, so there is nothing to buy and we will not ask for your card
              details. Until that changes, everything that is switched on is free for every account.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection id="donate-title" title="Donate">
        <p>
          Donations pay for the servers and for the time it takes to build new features. Here is how it works:
        </p>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>
            Features marked <strong>Donate to unlock</strong> are planned and waiting for funding.
          </li>
          <li>You vote for the ones you want. The most wanted get built first.</li>
          <li>
            When donations cover the work, we switch the feature on for everyone, not just the people who
            gave.
          </li>
        </ol>
        <p>We don't take donations online yet. Get in touch and we'll tell you how to give.</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/contact?topic=donation">Ask about donating</ButtonLink>
          <Link to="/features" className="inline-flex min-h-11 items-center justify-center font-semibold">
            See what's waiting to be unlocked
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}
