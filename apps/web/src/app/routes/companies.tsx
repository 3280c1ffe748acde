import { useSearchParams } from "react-router";
import { FeaturePage } from "../../components/feature-page.tsx";
import { useBillingStatus, useCheckout, usePortalLink } from "../../features/billing/api/billing.ts";
import { CompaniesOverview } from "../../features/companies/components/companies-overview.tsx";
import { CompanyPage, Section } from "../../features/companies/components/company-page.tsx";
import type { CompanyPlanActions } from "../../features/companies/components/company-plan.tsx";
import { MyCrews } from "../../features/companies/components/my-crews.tsx";
import type { CardsPicker } from "../../features/companies/components/requirements-form.tsx";
import { SitePage } from "../../features/companies/components/site-page.tsx";
import { RequiredCardsPicker } from "../../features/jobs/components/required-cards-picker.tsx";
import { useT } from "../../i18n/use-translation.ts";

const cardsPicker: CardsPicker = (props) => <RequiredCardsPicker {...props} />;

/** The gate check for a company's site: the gate page offers the site's expected crew. */
const gateLink = (companyId: string, siteId: string) => `/gate?company=${companyId}&site=${siteId}`;

/**
 * /companies: the crews I am in (the worker's side), and the companies I run. `?company=` opens a company's
 * page, `&site=` one of its sites (the crew board), kept in the URL so Back and a bookmark return there.
 */
/** The company plan's checkout and Stripe's portal, from the billing feature (decision 0030). */
function useCompanyPlanActions(companyId: string | null): CompanyPlanActions {
  const status = useBillingStatus();
  const checkout = useCheckout();
  const portal = usePortalLink();
  return {
    cardPayments: status.data?.cardPayments,
    choose: () => companyId && checkout.mutate({ planName: "company", companyId }),
    manage: () => portal.mutate(),
    pending: checkout.isPending || portal.isPending,
    error: checkout.error ?? portal.error,
  };
}

export function CompaniesPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const companyId = params.get("company");
  const siteId = params.get("site");
  const planActions = useCompanyPlanActions(companyId);
  const companyLink = (id: string) => `/companies?company=${id}`;
  const page = "mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8";

  if (companyId && siteId)
    return (
      <div className={page}>
        <SitePage
          site={{ companyId, siteId }}
          backLink={companyLink(companyId)}
          gateLink={gateLink(companyId, siteId)}
          cardsPicker={cardsPicker}
        />
      </div>
    );
  if (companyId)
    return (
      <div className={page}>
        <CompanyPage
          companyId={companyId}
          backLink="/companies"
          siteLink={(id, gateOnly) =>
            gateOnly ? gateLink(companyId, id) : `${companyLink(companyId)}&site=${id}`
          }
          cardsPicker={cardsPicker}
          planActions={planActions}
        />
      </div>
    );
  return (
    <FeaturePage title={t("companies.title")} intro={t("companies.intro")} width="3xl">
      <Section id="my-crews" title={t("companies.myCrews.title")}>
        <MyCrews inviteLink={(id) => `/crew-invite?invite=${id}`} />
      </Section>
      <Section id="my-companies" title={t("companies.myCompanies")}>
        <CompaniesOverview companyLink={companyLink} />
      </Section>
    </FeaturePage>
  );
}
