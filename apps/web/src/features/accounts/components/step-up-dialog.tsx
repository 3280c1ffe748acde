import { useMutation } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { setStepUpPrompt } from "../../../lib/step-up.ts";
import { stepUp } from "../api/account-security.ts";
import { ActionForm, SecondFactorCodeField } from "./security-panel.tsx";

/**
 * Asks an account with two-factor for a code before a sensitive action (revealing bank or tax values,
 * exporting data, deleting the account), whenever the server answers STEP_UP_REQUIRED (lib/step-up.ts).
 * Mounted once in the signed-in shell.
 */
export function StepUpDialog() {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [code, setCode] = useState("");
  const pending = useRef<((accepted: boolean) => void) | null>(null);
  const verify = useMutation({ mutationFn: () => stepUp(code) });
  const { reset } = verify;

  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            pending.current?.(false);
            pending.current = resolve;
            setCode("");
            reset();
            dialogRef.current?.showModal();
          }),
      ),
    [reset],
  );

  function settle(accepted: boolean) {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(accepted);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      // Escape or Cancel: the action is not done, and the page says why.
      onClose={() => settle(false)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-surface p-0 text-text backdrop:bg-black/60"
    >
      <ActionForm
        className="flex flex-col gap-4 p-5"
        onSubmit={() =>
          verify.mutate(undefined, {
            onSuccess: () => {
              settle(true);
              dialogRef.current?.close();
            },
          })
        }
      >
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck aria-hidden="true" className="size-6" />
          {t("accounts.stepUp.title")}
        </h2>
        <p>{t("accounts.stepUp.intro")}</p>
        <SecondFactorCodeField
          value={code}
          onChange={setCode}
          hint={t("accounts.stepUp.hint")}
          error={verify.error instanceof ApiError ? verify.error.message : undefined}
        />
        {verify.error && !(verify.error instanceof ApiError) ? (
          <p role="alert" className="font-medium text-danger">
            {t("accounts.problem.connection")}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" busy={verify.isPending} disabled={code.trim() === ""}>
            {t("accounts.confirm")}
          </Button>
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            {t("form.cancel")}
          </Button>
        </div>
      </ActionForm>
    </dialog>
  );
}
