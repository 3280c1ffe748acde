import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useCheckoutReturn } from "../../../features/billing/api/billing.ts";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { sessionQueryKey } from "../../../lib/session/session.ts";

/** Where Stripe Checkout returns after a payment (issue 19: supporters are thanked). */
export function ThankYouPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Confirmed with Stripe at once, so the plan shown is the plan paid for (issue 35).
  const confirmed = useCheckoutReturn(params.get("session_id"));
  const tier = confirmed.data?.tier;
  const { t } = useT();
  // Also without a session id to confirm: read the session (and its tier) and the features afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["features"] });
  }, [queryClient]);
  return (
    <MarketingPage title={t("marketing.thanks.title")} intro={<p>{t("marketing.thanks.intro")}</p>}>
      <PageSection id="next-title" title={t("marketing.thanks.nextTitle")}>
        {tier && tier !== "free" ? (
          <p className="font-semibold" role="status">
            {tier === "pro" ? t("marketing.thanks.proActive") : t("marketing.thanks.premiumActive")}
          </p>
        ) : null}
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>{t("marketing.thanks.receipt")}</li>
          {tier && tier !== "free" ? null : <li>{t("marketing.thanks.soon")}</li>}
          <li>{t("marketing.thanks.cancel")}</li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/dashboard">{t("marketing.goToDashboard")}</ButtonLink>
          <Link to="/pricing" className="inline-flex min-h-11 items-center justify-center font-semibold">
            {t("marketing.thanks.backToPricing")}
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}
