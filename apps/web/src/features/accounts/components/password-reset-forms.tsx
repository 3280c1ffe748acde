import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordFormSchema, passwordHint, passwordResetRequestSchema } from "@siteready/domain";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { requestPasswordReset, resetPassword } from "../api/auth-actions.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

export function ForgotPasswordForm() {
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
          If an account uses <strong>{send.variables}</strong>, we have sent it a link to choose a new
          password. The link works for one hour. Check your spam folder if it has not arrived in a few
          minutes.
        </p>
        <ButtonLink to="/login" variant="secondary">
          Back to log in
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
      <p className="text-muted">
        Enter the e-mail you signed up with and we will send you a link to reset your password.
      </p>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending}>
        Send reset link
      </Button>
      <Link to="/login" className="text-center text-sm">
        Back to log in
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const form = useForm<z.input<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ token: token ?? "", newPassword }),
  });

  if (!token) {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <p>This reset link is invalid or has expired. Ask for a new one.</p>
        <ButtonLink to="/forgot-password">Ask for a new link</ButtonLink>
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p>Your password has been changed. Log in with your new password.</p>
        <ButtonLink to="/login">Log in</ButtonLink>
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
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordStrengthMeter password={form.watch("password")} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      {reset.error ? <ErrorBox error={reset.error} /> : null}
      <Button type="submit" busy={reset.isPending}>
        Save new password
      </Button>
    </form>
  );
}
