import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useCheckoutReturn } from "../../../features/billing/api/billing.ts";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { sessionQueryKey } from "../../../lib/session/session.ts";

const planNames = { pro: "Pro", premium: "Premium" } as const;

/** Where Stripe Checkout returns after a payment (issue 19: supporters are thanked). */
export function ThankYouPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Confirmed with Stripe at once, so the plan shown is the plan paid for (issue 35).
  const confirmed = useCheckoutReturn(params.get("session_id"));
  const tier = confirmed.data?.tier;
  // Also without a session id to confirm: read the session (and its tier) and the features afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["features"] });
  }, [queryClient]);
  return (
    <MarketingPage
      title="Thank you"
      intro={
        <p>
          Your payment went through. Thank you for backing SiteReady: it pays for the servers and for new
          features, which switch on for everyone.
        </p>
      }
    >
      <PageSection id="next-title" title="What happens next">
        {tier && tier !== "free" ? (
          <p className="font-semibold" role="status">
            Your {planNames[tier]} plan is active now.
          </p>
        ) : null}
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>Stripe sends you a receipt by e-mail.</li>
          {tier && tier !== "free" ? null : (
            <li>A new plan is active on your account within a minute or two.</li>
          )}
          <li>You can cancel or change a plan or a monthly donation at any time from the pricing page.</li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
          <Link to="/pricing" className="inline-flex min-h-11 items-center justify-center font-semibold">
            Back to pricing
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}
