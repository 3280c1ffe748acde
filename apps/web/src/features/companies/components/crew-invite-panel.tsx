import { type CrewInviteCreated, crewInviteInputSchema } from "@siteready/domain/companies";
import { languageNames, languages } from "@siteready/domain/i18n";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { type SiteRef, useInviteCrew } from "../api/crew-board.ts";
import { useCrewRoles } from "../api/crew-roles.ts";

const fields = ["role_id", "email", "language"] as const;

/** The invite's link to pass on: copied, or scanned from the QR code on the manager's screen. */
function InviteLink({ invite, onDone }: { invite: CrewInviteCreated; onDone: () => void }) {
  const { t } = useT();
  const qrCode = useQrCode(invite.url);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold">
        {invite.email ? t("companies.invite.sent", { email: invite.email }) : t("companies.invite.ready")}
      </p>
      <TextField
        label={t("companies.invite.link")}
        readOnly
        value={invite.url}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            navigator.clipboard.writeText(invite.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t("companies.invite.copy")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("companies.invite.another")}
        </Button>
      </div>
      {copied === null ? null : (
        <p className="text-sm">{copied ? t("companies.invite.copied") : t("companies.invite.copyFailed")}</p>
      )}
      {qrCode ? (
        <img
          src={qrCode}
          alt={t("companies.invite.qrAlt")}
          data-testid="crew-invite-qr-code"
          className="size-44 rounded-lg border border-border bg-white"
        />
      ) : null}
    </div>
  );
}

/**
 * Invites a worker to the site as one of the crew roles: by e-mail (sent in the worker's language), or as a link
 * and QR code to pass on. Before accepting, the worker sees exactly what the role lets the company see.
 */
export function CrewInvitePanel({ site }: { site: SiteRef }) {
  const { t } = useT();
  const roles = useCrewRoles(site);
  const save = useInviteCrew(site);
  const [created, setCreated] = useState<CrewInviteCreated | null>(null);
  const { form, field, submit } = useSaveForm({
    schema: crewInviteInputSchema,
    defaultValues: { role_id: "", email: "", language: "en" },
    save,
    id: undefined,
    fields,
    onSaved: setCreated,
  });
  if (created)
    return (
      <InviteLink
        invite={created}
        onDone={() => {
          setCreated(null);
          form.reset({ ...form.getValues(), email: "" });
        }}
      />
    );
  if (roles.data?.length === 0) return <p className="text-muted">{t("companies.invite.addRoleFirst")}</p>;
  return (
    <SaveForm
      label={t("companies.invite.label")}
      onSubmit={submit}
      submitLabel={t("companies.invite.submit")}
      save={save}
      onCancel={() => form.reset()}
    >
      <SelectField label={t("companies.invite.role")} {...field("role_id")}>
        <option value="">{t("companies.invite.chooseRole")}</option>
        {(roles.data ?? []).map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </SelectField>
      <TextField
        type="email"
        inputMode="email"
        autoComplete="off"
        label={t("form.optional", { label: t("companies.field.email") })}
        hint={t("companies.invite.emailHint")}
        {...field("email")}
      />
      <SelectField label={t("companies.invite.language")} {...field("language")}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </SelectField>
    </SaveForm>
  );
}
