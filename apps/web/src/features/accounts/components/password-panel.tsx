import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionQueryKey, useSession } from "../../../lib/session/session.ts";
import { changePassword } from "../api/account-security.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";
import { ActionForm, ActionProblem, SecurityPanel } from "./security-panel.tsx";

/**
 * Changing the password: the current one, then the new one checked as at sign-up. The server asks an account
 * with two-factor to confirm it's you first, signs every other device out and e-mails the owner (decision 0027).
 */
export function PasswordPanel() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const user = useSession().data?.user;
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const change = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: async () => {
      setCurrent("");
      setNext("");
      // The other sessions are gone and this one was replaced: read it again.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const fieldError = (field: string) =>
    change.error instanceof ApiError ? change.error.fieldErrors[field]?.[0] : undefined;

  return (
    <SecurityPanel id="password-heading" title={t("accounts.password.title")}>
      <p>{t("accounts.password.intro")}</p>
      <ActionForm onSubmit={() => change.mutate()}>
        <TextField
          label={t("accounts.password.current")}
          type="password"
          autoComplete="current-password"
          hint={t("accounts.password.noPasswordHint")}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={fieldError("currentPassword") ?? fieldError("password")}
        />
        <TextField
          label={t("accounts.password.new")}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={fieldError("newPassword")}
        />
        <PasswordStrengthMeter
          password={next}
          owner={user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : {}}
        />
        {change.isSuccess ? <p role="status">{t("accounts.password.changed")}</p> : null}
        {change.error &&
        Object.keys(change.error instanceof ApiError ? change.error.fieldErrors : {}).length === 0 ? (
          <ActionProblem error={change.error} />
        ) : null}
        <Button
          type="submit"
          busy={change.isPending}
          disabled={current === "" || next === ""}
          className="self-start"
        >
          {t("accounts.password.change")}
        </Button>
      </ActionForm>
    </SecurityPanel>
  );
}
