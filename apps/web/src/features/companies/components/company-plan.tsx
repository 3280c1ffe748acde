import { companyPlanPricesPence } from "@siteready/domain/billing";
import type { CompanySummary } from "@siteready/domain/companies";
import { formatMoneyIn } from "@siteready/domain/i18n";
import { CreditCard } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";

/** What the owner can do about the plan: buy it through Stripe Checkout or manage it in Stripe's portal. */
export interface CompanyPlanActions {
  /** Whether card payment is set up on this server; undefined while that is being asked. */
  cardPayments: boolean | undefined;
  choose: () => void;
  manage: () => void;
  pending: boolean;
  error: unknown;
}

/**
 * The company's plan, for its owners (decision 0030): free up to the crew limit, then the company plan, paid by
 * the company and never by a worker. Bought and cancelled through the site's Stripe set-up.
 */
export function CompanyPlan({ company, actions }: { company: CompanySummary; actions: CompanyPlanActions }) {
  const { t, language } = useT();
  const price = formatMoneyIn(companyPlanPricesPence.month / 100, language);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      {company.plan === "paid" ? (
        <p>{t("companies.plan.paidText")}</p>
      ) : (
        <p>
          {t("companies.plan.freeText", { limit: company.free_crew_limit, count: company.crew_count })}{" "}
          {t("companies.plan.offer", { price })}
        </p>
      )}
      {actions.cardPayments === false ? (
        <p className="text-muted">{t("companies.plan.notConfigured")}</p>
      ) : (
        <Button
          className="self-start"
          variant={company.plan === "paid" ? "secondary" : "primary"}
          disabled={actions.cardPayments === undefined || actions.pending}
          onClick={company.plan === "paid" ? actions.manage : actions.choose}
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {company.plan === "paid" ? t("companies.plan.manage") : t("companies.plan.choose", { price })}
        </Button>
      )}
      {actions.error ? <ErrorBox error={actions.error} /> : null}
    </div>
  );
}
