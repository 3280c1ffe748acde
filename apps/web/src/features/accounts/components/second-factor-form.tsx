import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
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
  return (
    <p role="alert" className="rounded-lg border border-danger p-3 font-medium">
      {error instanceof ApiError ? error.message : "That did not work. Check your connection and try again."}
    </p>
  );
}

/** Lost phone and codes: an e-mail link, then a waiting period before two-factor goes off (decision 0021). */
function LostFactor({ email }: { email: string }) {
  const recover = useMutation({ mutationFn: () => requestTwoFactorRecovery(email) });
  if (recover.data) {
    return (
      <p role="status" className="rounded-lg border border-border p-3">
        {recover.data.message} For your safety, two-factor goes off 72 hours after you confirm.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>Lost your phone and your recovery codes?</p>
      <Button variant="secondary" busy={recover.isPending} onClick={() => recover.mutate()}>
        Recover by e-mail
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
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(true);
  const trustId = useId();
  const verify = useMutation({
    mutationFn: () => {
      const entered = code.replace(/\s+/g, "");
      return isAuthenticatorCode(entered)
        ? verifyAuthenticatorCode(entered, trust)
        : verifyRecoveryCode(entered, trust);
    },
    onSuccess: onSignedIn,
  });
  return (
    <div className="flex flex-col gap-5">
      <ActionForm className="flex flex-col gap-4" onSubmit={() => verify.mutate()}>
        <p>Open your authenticator app and enter the 6-digit code it shows for SiteReady.</p>
        <SecondFactorCodeField
          autoFocus
          value={code}
          onChange={setCode}
          hint="Or one of your recovery codes, like ABCDE-12345."
        />
        <label htmlFor={trustId} className="flex min-h-11 items-center gap-3">
          <input
            id={trustId}
            type="checkbox"
            className="size-5"
            checked={trust}
            onChange={(event) => setTrust(event.target.checked)}
          />
          Trust this device for 30 days
        </label>
        {verify.error ? <Problem error={verify.error} /> : null}
        <Button type="submit" busy={verify.isPending} disabled={code.trim() === ""}>
          Continue
        </Button>
      </ActionForm>
      <LostFactor email={email} />
    </div>
  );
}
