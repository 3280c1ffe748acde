import { zodResolver } from "@hookform/resolvers/zod";
import { type TermsAgreement as TermsAgreementInput, termsAgreementSchema } from "@siteready/domain/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { sessionQueryKey } from "../../../lib/session/session.ts";
import { agreeToTerms } from "../api/auth-actions.ts";
import { useSignOut } from "../hooks/use-auth-session.ts";
import { TermsConsent } from "./terms-consent.tsx";

/**
 * Asked before a signed-in page when the account has not agreed to the current terms: an account made through
 * an OpenID provider (whose sign-in never showed them), or any account after the terms have changed.
 */
export function TermsAgreement() {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const { t } = useT();
  const form = useForm<TermsAgreementInput>({
    resolver: zodResolver(termsAgreementSchema),
    defaultValues: { acceptTerms: false },
  });
  const agree = useMutation({
    mutationFn: agreeToTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">{t("terms.beforeTitle")}</h1>
      <p>{t("terms.beforeText")}</p>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((input) => agree.mutate(input))}
      >
        <TermsConsent error={form.formState.errors.acceptTerms?.message} {...form.register("acceptTerms")} />
        {agree.error ? <ErrorBox error={agree.error} /> : null}
        <Button type="submit" busy={agree.isPending || agree.isSuccess}>
          {t("terms.continue")}
        </Button>
      </form>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t("terms.logOut")}
      </Button>
    </div>
  );
}
