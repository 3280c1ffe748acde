import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useCompanies } from "../api/companies.ts";
import { CompanyForm } from "./company-form.tsx";
import { companyRoleKeys } from "./company-words.ts";

/** The companies I am a member of, each opening its page, and a new company (I become its owner). */
export function CompaniesOverview({ companyLink }: { companyLink: (companyId: string) => string }) {
  const { t } = useT();
  const companies = useCompanies();
  const [creating, setCreating] = useState(false);
  if (companies.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!companies.data) return <ErrorBox error={companies.error} onRetry={() => void companies.refetch()} />;
  const form = (
    <FormPanel title={t("companies.form.companyLabel")}>
      <CompanyForm onClose={() => setCreating(false)} />
    </FormPanel>
  );
  if (companies.data.length === 0 && !creating)
    return (
      <EmptyState icon={Building2} title={t("companies.empty.title")} description={t("companies.empty.text")}>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t("companies.form.createCompany")}
        </Button>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t("companies.listLabel")} className="flex flex-col gap-3">
        {companies.data.map((company) => (
          <li key={company.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <h3 className="text-xl font-bold break-words">{company.name}</h3>
            <p className="text-sm text-muted">
              {t("companies.yourRole", { role: t(companyRoleKeys[company.my_role]) })} ·{" "}
              {t("companies.crewCount", { count: company.crew_count })}
            </p>
            <ButtonLink variant="secondary" className="self-start" to={companyLink(company.id)}>
              {t("companies.open", { company: company.name })}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {creating ? (
        form
      ) : (
        <Button className="self-start" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t("companies.form.createCompany")}
        </Button>
      )}
    </div>
  );
}
