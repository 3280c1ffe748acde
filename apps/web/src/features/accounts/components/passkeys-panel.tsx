import type { Passkey } from "@siteready/domain/accounts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useFormatDateTime } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { addPasskey, passkeysQuery, removePasskey, renamePasskey } from "../api/account-security.ts";
import { ActionForm, ActionProblem, SecurityPanel } from "./security-panel.tsx";

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useT();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  const rename = useMutation({
    mutationFn: () => renamePasskey(passkey.id, name.trim()),
    onSuccess: async () => {
      setRenaming(false);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => removePasskey(passkey.id), onSuccess: refresh });
  const label = passkey.name || t("accounts.passkeys.passkey");
  return (
    <li className="flex flex-col gap-2 border-t border-border pt-3">
      {renaming ? (
        <ActionForm className="flex flex-col gap-2" onSubmit={() => rename.mutate()}>
          <TextField
            label={t("accounts.passkeys.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={rename.isPending}>
              {t("accounts.save")}
            </Button>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {t("form.cancel")}
            </Button>
          </div>
          <ActionProblem error={rename.error} />
        </ActionForm>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium">{label}</p>
            <p className="text-sm text-muted">
              {t("accounts.passkeys.added", { date: formatDateTime(Date.parse(passkey.createdAt)) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" className="size-5" />
              {t("accounts.passkeys.rename")}
              <span className="sr-only"> {label}</span>
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t("accounts.passkeys.remove")}
              <span className="sr-only"> {label}</span>
            </Button>
          </div>
        </div>
      )}
      <ActionProblem error={remove.error} />
    </li>
  );
}

/** Passkeys: fingerprint, face or screen-lock sign-in, one per phone or computer. */
export function PasskeysPanel() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const [name, setName] = useState("");
  const add = useMutation({
    mutationFn: () => addPasskey(name.trim() || t("accounts.passkeys.defaultName")),
    onSuccess: async () => {
      setName("");
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
    },
  });
  return (
    <SecurityPanel id="passkeys-heading" title={t("accounts.passkeys.title")}>
      <p>{t("accounts.passkeys.intro")}</p>
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul aria-label={t("accounts.passkeys.list")} className="flex flex-col gap-3">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : passkeys.isSuccess ? (
        <p className="text-muted">{t("accounts.passkeys.none")}</p>
      ) : null}
      <ActionProblem error={passkeys.error} />
      <ActionForm className="flex flex-col gap-3 border-t border-border pt-3" onSubmit={() => add.mutate()}>
        <TextField
          label={t("accounts.passkeys.newName")}
          hint={t("accounts.passkeys.newNameHint")}
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <ActionProblem error={add.error} />
        <Button type="submit" busy={add.isPending} className="self-start">
          <KeyRound aria-hidden="true" className="size-5" />
          {t("accounts.passkeys.add")}
        </Button>
      </ActionForm>
    </SecurityPanel>
  );
}
