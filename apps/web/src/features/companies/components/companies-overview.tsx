import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useAnswerColleagueInvite, useCompanies, useMyColleagueInvites } from "../api/companies.ts";
import { CompanyForm } from "./company-form.tsx";
import { companyRoleKeys } from "./company-words.ts";

/** Invites to join a company as a colleague, sent to my e-mail: join with the invite's role, or decline. */
function ColleagueInvites() {
  const { t } = useT();
  const invites = useMyColleagueInvites();
  const answer = useAnswerColleagueInvite();
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t("companies.colleagueInvites.label")} className="flex flex-col gap-2">
        {invites.data.map((invite) => (
          <li key={invite.id} className="flex flex-col gap-2 rounded-xl border-2 border-accent p-4">
            <p className="font-semibold">
              {t("companies.colleagueInvites.invite", {
                inviter: invite.invited_by,
                company: invite.company_name,
                role: t(companyRoleKeys[invite.role]),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                busy={answer.isPending && answer.variables?.inviteId === invite.id}
                onClick={() => answer.mutate({ inviteId: invite.id, answer: "accept" })}
              >
                {t("companies.colleagueInvites.join", { company: invite.company_name })}
              </Button>
              <Button
                variant="secondary"
                onClick={() => answer.mutate({ inviteId: invite.id, answer: "decline" })}
              >
                {t("companies.consent.decline")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {answer.error ? <ErrorBox error={answer.error} /> : null}
    </div>
  );
}

/**
 * The companies I am a member of, each opening its page, invites to join one as a colleague, and a new company
 * (I become its owner).
 */
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
      <div className="flex flex-col gap-4">
        <ColleagueInvites />
        <EmptyState
          icon={Building2}
          title={t("companies.empty.title")}
          description={t("companies.empty.text")}
        >
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {t("companies.form.createCompany")}
          </Button>
        </EmptyState>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <ColleagueInvites />
      {companies.data.length > 0 ? (
        <ul aria-label={t("companies.listLabel")} className="flex flex-col gap-3">
          {companies.data.map((company) => (
            <li
              key={company.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
            >
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
      ) : null}
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
