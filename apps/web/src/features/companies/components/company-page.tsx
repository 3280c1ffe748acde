import { roleMay } from "@siteready/domain/companies";
import { formatDateIn } from "@siteready/domain/i18n";
import { ArrowLeft, MapPin, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useCompanies, useSites } from "../api/companies.ts";
import { CompanyPlan, type CompanyPlanActions } from "./company-plan.tsx";
import { companyRoleKeys, gatePolicyKeys } from "./company-words.ts";
import { MembersPanel } from "./members-panel.tsx";
import { RequirementsEditor } from "./requirements-editor.tsx";
import type { CardsPicker } from "./requirements-form.tsx";
import { SiteForm } from "./site-form.tsx";

/** A page section with its own heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SitesSection({
  companyId,
  canManage,
  siteLink,
}: {
  companyId: string;
  canManage: boolean;
  siteLink: (siteId: string) => string;
}) {
  const { t, language } = useT();
  const sites = useSites(companyId);
  const [adding, setAdding] = useState(false);
  if (sites.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!sites.data) return <ErrorBox error={sites.error} onRetry={() => void sites.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      {sites.data.length === 0 ? (
        <p className="text-muted">{t("companies.sites.none")}</p>
      ) : (
        <ul aria-label={t("companies.sites.label")} className="flex flex-col gap-3">
          {sites.data.map((site) => (
            <li key={site.id} className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
              <h3 className="text-xl font-bold break-words">{site.name}</h3>
              <p className="flex items-center gap-1 text-sm">
                <MapPin aria-hidden="true" className="size-4" />
                {site.postcode} · {formatDateIn(site.starts_on, language)}
                {site.ends_on ? ` – ${formatDateIn(site.ends_on, language)}` : ""}
              </p>
              <p className="text-sm">
                {t(gatePolicyKeys[site.gate_policy])} · {t("companies.crewCount", { count: site.crew_count })}
              </p>
              <ButtonLink variant="secondary" className="mt-2 self-start" to={siteLink(site.id)}>
                {canManage
                  ? t("companies.sites.openBoard", { site: site.name })
                  : t("companies.sites.openGate", { site: site.name })}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      {!canManage ? null : adding ? (
        <FormPanel title={t("companies.form.siteLabel")}>
          <SiteForm companyId={companyId} onClose={() => setAdding(false)} />
        </FormPanel>
      ) : (
        <Button className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t("companies.form.addSite")}
        </Button>
      )}
    </div>
  );
}

interface CompanyPageProps {
  companyId: string;
  backLink: string;
  /** A site's page (its board) for managers; the gate check for that site for gate-keepers. */
  siteLink: (siteId: string, gateOnly: boolean) => string;
  cardsPicker: CardsPicker;
  /** The plan's checkout and portal (the billing feature's), offered to the company's owners. */
  planActions: CompanyPlanActions;
}

/**
 * One company: its sites, the crew roles and what each needs (managers), its members (owners). What a member
 * sees follows their role, read afresh from the server: a manager demoted mid-session sees less on the next read.
 */
export function CompanyPage({ companyId, backLink, siteLink, cardsPicker, planActions }: CompanyPageProps) {
  const { t } = useT();
  const companies = useCompanies();
  if (companies.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  const company = companies.data?.find((each) => each.id === companyId);
  if (!company)
    return (
      <div className="flex flex-col gap-3">
        {companies.error ? (
          <ErrorBox error={companies.error} onRetry={() => void companies.refetch()} />
        ) : (
          <p role="alert">{t("companies.error.companyNotFound")}</p>
        )}
        <ButtonLink variant="secondary" className="self-start" to={backLink}>
          {t("companies.back")}
        </ButtonLink>
      </div>
    );
  const canManage = roleMay(company.my_role, "manageCrew");
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <ButtonLink variant="ghost" className="self-start px-2" to={backLink}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("companies.back")}
        </ButtonLink>
        <h1 className="text-3xl font-bold break-words">{company.name}</h1>
        <p className="text-muted">
          {[
            company.companies_house_number
              ? t("companies.houseNumber", { number: company.companies_house_number })
              : null,
            [company.address.line1, company.address.line2, company.address.town, company.address.postcode]
              .filter(Boolean)
              .join(", "),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="text-sm">
          {t("companies.yourRole", { role: t(companyRoleKeys[company.my_role]) })} ·{" "}
          {company.plan === "paid"
            ? t("companies.plan.paid")
            : t("companies.plan.free", { limit: company.free_crew_limit })}
        </p>
      </header>
      <Section id="company-sites" title={t("companies.sites.title")}>
        <SitesSection
          companyId={companyId}
          canManage={canManage}
          siteLink={(siteId) => siteLink(siteId, !canManage)}
        />
      </Section>
      {canManage ? (
        <Section id="company-roles" title={t("companies.requirements.title")}>
          <p className="text-muted">{t("companies.requirements.intro")}</p>
          <RequirementsEditor companyId={companyId} cardsPicker={cardsPicker} />
        </Section>
      ) : null}
      {roleMay(company.my_role, "manageMembers") ? (
        <>
          <Section id="company-members" title={t("companies.members.title")}>
            <MembersPanel companyId={companyId} />
          </Section>
          <Section id="company-plan" title={t("companies.plan.title")}>
            <CompanyPlan company={company} actions={planActions} />
          </Section>
        </>
      ) : null}
    </div>
  );
}
