import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import {
  requestTwoFactorRecovery,
  verifyAuthenticatorCode,
  verifyRecoveryCode,
} from "../api/account-security.ts";
import { ActionForm, SecondFactorCodeField } from "./security-panel.tsx";

const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** The answer to this attempt in words under the box; anything else is the error box's. */
function Problem({ error }: { error: Error }) {
  const { t, word } = useT();
  return (
    <p role="alert" className="rounded-lg border border-danger p-3 font-medium">
      {error instanceof ApiError ? word(error.messageRef) : t("accounts.problem.connection")}
    </p>
  );
}

/** Lost phone and codes: an e-mail link, then a waiting period before two-factor goes off (decision 0021). */
function LostFactor({ email }: { email: string }) {
  const { t } = useT();
  const recover = useMutation({ mutationFn: () => requestTwoFactorRecovery(email) });
  if (recover.data) {
    return (
      <p role="status" className="rounded-lg border border-border p-3">
        {/* The server answers the same whatever the address, so its words are ours to say. */}
        {t("accounts.lostFactor.sent")} {t("accounts.lostFactor.safety")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t("accounts.lostFactor.question")}</p>
      <Button variant="secondary" busy={recover.isPending} onClick={() => recover.mutate()}>
        {t("accounts.lostFactor.recover")}
      </Button>
      {recover.error ? <Problem error={recover.error} /> : null}
    </div>
  );
}

/**
 * The second step of signing in on a device the account has not trusted: a code from the authenticator app,
 * or one of the recovery codes. "Trust this device" skips the step here for 30 days.
 */
export function SecondFactorForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const { t } = useT();
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(true);
  const trustId = useId();
  const verify = useMutation({
    mutationFn: () => {
      const entered = code.replace(/[\s-]+/g, "");
      return isAuthenticatorCode(entered)
        ? verifyAuthenticatorCode(entered, trust)
        : verifyRecoveryCode(entered, trust);
    },
    onSuccess: onSignedIn,
  });
  return (
    <div className="flex flex-col gap-5">
      <ActionForm className="flex flex-col gap-4" onSubmit={() => verify.mutate()}>
        <p>{t("accounts.secondFactor.intro")}</p>
        <SecondFactorCodeField
          autoFocus
          value={code}
          onChange={setCode}
          hint={t("accounts.secondFactor.hint")}
        />
        <label htmlFor={trustId} className="flex min-h-11 items-center gap-3">
          <input
            id={trustId}
            type="checkbox"
            className="size-5"
            checked={trust}
            onChange={(event) => setTrust(event.target.checked)}
          />
          {t("accounts.secondFactor.trust")}
        </label>
        {verify.error ? <Problem error={verify.error} /> : null}
        <Button type="submit" busy={verify.isPending} disabled={code.trim() === ""}>
          {t("terms.continue")}
        </Button>
      </ActionForm>
      <LostFactor email={email} />
    </div>
  );
}
