import { type StepUpMethod, stepUpMethods } from "@siteready/domain/accounts";
import { useMutation } from "@tanstack/react-query";
import { Fingerprint, Mail, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { answerAsFieldMessage } from "../../../lib/error-text.ts";
import { setStepUpPrompt } from "../../../lib/step-up.ts";
import {
  sendStepUpEmailCode,
  stepUp,
  stepUpState,
  stepUpWithEmailCode,
  stepUpWithPasskey,
} from "../api/account-security.ts";
import { ActionForm, ActionProblem, SecondFactorCodeField } from "./security-panel.tsx";

/** The form's own message for a refused code, else nothing (the problem line says the rest). */
const codeError = (error: unknown) => (error instanceof ApiError ? answerAsFieldMessage(error) : undefined);

/**
 * Asks an account with two-factor to confirm it's you before a sensitive action (revealing, changing or sharing
 * bank, tax or right-to-work details, exporting data, deleting the account, weakening its protection), whenever
 * the server answers STEP_UP_REQUIRED (lib/step-up.ts): with the authenticator app or a recovery code, a passkey,
 * or, for an account with no password, a code sent by e-mail (decision 0027). Mounted once in the signed-in shell.
 */
export function StepUpDialog() {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [code, setCode] = useState("");
  const [emailCode, setEmailCode] = useState("");
  // Until the server says otherwise, the authenticator code: the one way every such account has.
  const [methods, setMethods] = useState<readonly StepUpMethod[]>(["authenticator"]);
  const pending = useRef<((accepted: boolean) => void) | null>(null);

  function settle(accepted: boolean) {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(accepted);
  }
  const confirmed = {
    onSuccess: () => {
      settle(true);
      dialogRef.current?.close();
    },
  };
  const byCode = useMutation({ mutationFn: () => stepUp(code), ...confirmed });
  const byPasskey = useMutation({ mutationFn: stepUpWithPasskey, ...confirmed });
  const emailSent = useMutation({ mutationFn: sendStepUpEmailCode });
  const byEmail = useMutation({ mutationFn: () => stepUpWithEmailCode(emailCode), ...confirmed });
  const resets = [byCode.reset, byPasskey.reset, emailSent.reset, byEmail.reset];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the resets are stable; the prompt is registered once.
  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            pending.current?.(false);
            pending.current = resolve;
            setCode("");
            setEmailCode("");
            for (const reset of resets) reset();
            dialogRef.current?.showModal();
            // Which other ways this account has; the code box works meanwhile.
            stepUpState().then(
              (state) => setMethods(stepUpMethods.filter((method) => state.methods.includes(method))),
              () => setMethods(["authenticator"]),
            );
          }),
      ),
    [],
  );

  const canUse = (method: StepUpMethod) => methods.includes(method);
  const sentTo = emailSent.data?.sent_to;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      // Escape or Cancel: the action is not done, and the page says why.
      onClose={() => settle(false)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-surface p-0 text-text backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck aria-hidden="true" className="size-6" />
          {t("accounts.stepUp.title")}
        </h2>
        {sentTo ? (
          <ActionForm className="flex flex-col gap-3" onSubmit={() => byEmail.mutate()}>
            <p role="status">{t("accounts.stepUp.emailSent", { address: sentTo })}</p>
            <TextField
              label={t("accounts.stepUp.emailCode")}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={emailCode}
              onChange={(event) => setEmailCode(event.target.value)}
              error={codeError(byEmail.error)}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" busy={byEmail.isPending} disabled={emailCode.trim() === ""}>
                {t("accounts.confirm")}
              </Button>
              <Button variant="secondary" busy={emailSent.isPending} onClick={() => emailSent.mutate()}>
                {t("accounts.stepUp.sendAgain")}
              </Button>
            </div>
          </ActionForm>
        ) : (
          <ActionForm className="flex flex-col gap-3" onSubmit={() => byCode.mutate()}>
            <p>{t("accounts.stepUp.intro")}</p>
            <SecondFactorCodeField
              value={code}
              onChange={setCode}
              hint={t("accounts.stepUp.hint")}
              error={codeError(byCode.error)}
            />
            <Button type="submit" busy={byCode.isPending} disabled={code.trim() === ""}>
              {t("accounts.confirm")}
            </Button>
          </ActionForm>
        )}
        {canUse("passkey") ? (
          <Button variant="secondary" busy={byPasskey.isPending} onClick={() => byPasskey.mutate()}>
            <Fingerprint aria-hidden="true" className="size-5" />
            {t("accounts.stepUp.usePasskey")}
          </Button>
        ) : null}
        {canUse("email") && !sentTo ? (
          <Button variant="secondary" busy={emailSent.isPending} onClick={() => emailSent.mutate()}>
            <Mail aria-hidden="true" className="size-5" />
            {t("accounts.stepUp.emailMe")}
          </Button>
        ) : null}
        <ActionProblem error={byPasskey.error ?? emailSent.error} />
        {[byCode.error, byEmail.error].some((error) => error && !(error instanceof ApiError)) ? (
          <p role="alert" className="font-medium text-danger">
            {t("accounts.problem.connection")}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
          {t("form.cancel")}
        </Button>
      </div>
    </dialog>
  );
}
