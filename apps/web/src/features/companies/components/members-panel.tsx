import { colleagueInviteInputSchema, companyRoles } from "@siteready/domain/companies";
import { formatDateIn } from "@siteready/domain/i18n";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useInviteColleague, useMembers } from "../api/companies.ts";
import { companyRoleKeys } from "./company-words.ts";

function ColleagueInviteForm({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useT();
  const save = useInviteColleague(companyId);
  const { field, submit } = useSaveForm({
    schema: colleagueInviteInputSchema,
    defaultValues: { email: "", role: "manager" },
    save,
    id: undefined,
    fields: ["email", "role"],
    onSaved: onClose,
  });
  return (
    <SaveForm
      label={t("companies.members.inviteLabel")}
      onSubmit={submit}
      submitLabel={t("companies.members.invite")}
      save={save}
      onCancel={onClose}
    >
      <TextField
        type="email"
        inputMode="email"
        autoComplete="off"
        label={t("companies.field.email")}
        {...field("email")}
      />
      <SelectField
        label={t("companies.members.role")}
        hint={t("companies.members.roleHint")}
        {...field("role")}
      >
        {companyRoles.map((role) => (
          <option key={role} value={role}>
            {t(companyRoleKeys[role])}
          </option>
        ))}
      </SelectField>
    </SaveForm>
  );
}

/** The company's members with their roles and the colleagues invited; owners invite more. */
export function MembersPanel({ companyId }: { companyId: string }) {
  const { t, language } = useT();
  const members = useMembers(companyId, true);
  const [inviting, setInviting] = useState(false);
  if (members.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!members.data) return <ErrorBox error={members.error} onRetry={() => void members.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t("companies.members.label")} className="flex flex-col gap-2">
        {members.data.members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap justify-between gap-2 rounded-lg border border-border p-3"
          >
            <span className="min-w-0 font-semibold break-words">{member.name}</span>
            <span>{t(companyRoleKeys[member.role])}</span>
          </li>
        ))}
        {members.data.invites.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-wrap justify-between gap-2 rounded-lg border border-dashed border-border p-3"
          >
            <span className="min-w-0 break-all">{invite.email}</span>
            <span className="text-sm text-muted">
              {t("companies.members.invited", {
                role: t(companyRoleKeys[invite.role]),
                date: formatDateIn(invite.expires_at.slice(0, 10), language),
              })}
            </span>
          </li>
        ))}
      </ul>
      {inviting ? (
        <FormPanel title={t("companies.members.inviteLabel")}>
          <ColleagueInviteForm companyId={companyId} onClose={() => setInviting(false)} />
        </FormPanel>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setInviting(true)}>
          {t("companies.members.inviteLabel")}
        </Button>
      )}
    </div>
  );
}
