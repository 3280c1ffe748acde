import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordFormSchema, passwordResetRequestSchema } from "@siteready/domain/accounts";
import { PASSWORD_MIN_LENGTH } from "@siteready/domain/fields";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button, ButtonLink, standaloneLinkClasses } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { requestPasswordReset, resetPassword } from "../api/auth-actions.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

export function ForgotPasswordForm() {
  const { t } = useT();
  const form = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  const send = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  if (send.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p>
          <RichMessage id="accounts.forgot.sent" tags={{ email: () => <strong>{send.variables}</strong> }} />
        </p>
        <ButtonLink to="/login" variant="secondary">
          {t("accounts.backToLogIn")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}
    >
      <p className="text-muted">{t("accounts.forgot.intro")}</p>
      <TextField
        label={t("field.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending}>
        {t("accounts.forgot.send")}
      </Button>
      <Link to="/login" className={`${standaloneLinkClasses} self-center text-sm`}>
        {t("accounts.backToLogIn")}
      </Link>
    </form>
  );
}

/** The server's field error for the new password (its rule, with the link's owner, and its leaked list). */
function refusedPasswordReason(error: unknown) {
  return error instanceof ApiError ? error.fieldErrors.newPassword?.[0] : undefined;
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useT();
  const form = useForm<z.input<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ token: token ?? "", newPassword }),
    // The server's reason for refusing the password (it knows whose link this is) goes under the box.
    onError: (error) => {
      const reason = refusedPasswordReason(error);
      if (reason) form.setError("password", { message: reason });
    },
  });

  if (!token) {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <p>{t("accounts.reset.invalid")}</p>
        <ButtonLink to="/forgot-password">{t("accounts.reset.askAgain")}</ButtonLink>
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p>{t("accounts.reset.done")}</p>
        <ButtonLink to="/login">{t("login.submit")}</ButtonLink>
      </div>
    );
  }
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))}
    >
      <TextField
        label={t("accounts.reset.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("validation.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordStrengthMeter password={form.watch("password")} />
      <TextField
        label={t("accounts.reset.confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      {reset.error && !refusedPasswordReason(reset.error) ? <ErrorBox error={reset.error} /> : null}
      <Button type="submit" busy={reset.isPending}>
        {t("accounts.reset.save")}
      </Button>
    </form>
  );
}
