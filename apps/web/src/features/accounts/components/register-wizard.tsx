import { zodResolver } from "@hookform/resolvers/zod";
import { type RegistrationForm, registrationFormSchema, registrationSteps } from "@siteready/domain/accounts";
import { PASSWORD_MIN_LENGTH } from "@siteready/domain/fields";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button, standaloneLinkClasses } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useLocalizedPath } from "../../../i18n/localized-path.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { answerAsFieldMessage } from "../../../lib/error-text.ts";
import { signUpWithEmail } from "../api/auth-actions.ts";
import { completeSignIn } from "../hooks/use-auth-session.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";
import { TermsConsent } from "./terms-consent.tsx";

type FieldName = keyof RegistrationForm;

/** The four registration steps of §2. Back and Next keep what was typed; each step checks its own fields. */
export function RegisterWizard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useT();
  const localized = useLocalizedPath();
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: "onTouched",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;
  const step = registrationSteps[stepIndex] ?? registrationSteps[0];
  const isLast = stepIndex === registrationSteps.length - 1;

  const goTo = (index: number) => {
    setStepIndex(index);
    // Move focus to the new step's heading so screen readers announce it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const signUp = useMutation({
    mutationFn: (values: RegistrationForm) =>
      signUpWithEmail({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        acceptTerms: values.acceptTerms,
      }),
    onSuccess: async () => {
      await completeSignIn(queryClient, "email");
      navigate("/dashboard", { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fields = Object.keys(error.fieldErrors) as FieldName[];
      for (const field of fields)
        form.setError(field, {
          message: error.fieldErrors[field]?.[0] ?? answerAsFieldMessage(error),
        });
      const firstStep = registrationSteps.findIndex((candidate) =>
        (candidate.fields as readonly FieldName[]).some((field) => fields.includes(field)),
      );
      if (firstStep >= 0) goTo(firstStep);
    },
  });

  const next = async () => {
    const valid = await form.trigger([...step.fields] as FieldName[], { shouldFocus: true });
    if (valid) goTo(stepIndex + 1);
  };

  const values = form.getValues();

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) void form.handleSubmit((submitted) => signUp.mutate(submitted))();
        else void next();
      }}
    >
      <ol className="grid grid-cols-4 gap-2" aria-label={t("register.steps")}>
        {registrationSteps.map((candidate, index) => (
          <li
            key={candidate.id}
            aria-current={index === stepIndex ? "step" : undefined}
            className={`border-t-4 pt-1 text-xs break-words hyphens-auto sm:text-sm ${index <= stepIndex ? "border-accent font-semibold" : "border-border text-muted"}`}
          >
            <span className="sr-only">
              {t("register.stepOf", { step: index + 1, total: registrationSteps.length })}
            </span>
            {t(`register.step.${candidate.id}`)}
          </li>
        ))}
      </ol>

      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t(`register.step.${step.id}`)}
      </h2>

      {step.id === "personal" ? (
        <>
          <TextField
            label={t("field.firstName")}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField
            label={t("field.lastName")}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </>
      ) : null}
      {step.id === "contact" ? (
        <TextField
          label={t("field.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t("register.emailHint")}
          error={errors.email?.message}
          {...form.register("email")}
        />
      ) : null}
      {step.id === "security" ? (
        <>
          <TextField
            label={t("field.password")}
            type="password"
            autoComplete="new-password"
            hint={t("validation.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <PasswordStrengthMeter
            password={form.watch("password")}
            owner={{ email: values.email, firstName: values.firstName, lastName: values.lastName }}
          />
          <TextField
            label={t("field.confirmPassword")}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
        </>
      ) : null}
      {step.id === "confirmation" ? (
        <>
          <dl className="grid gap-2 rounded-lg bg-surface-muted p-4">
            <div>
              <dt className="text-sm text-muted">{t("register.name")}</dt>
              <dd className="font-medium">
                {values.firstName} {values.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("field.email")}</dt>
              <dd className="font-medium">{values.email}</dd>
            </div>
          </dl>
          <TermsConsent error={errors.acceptTerms?.message} {...form.register("acceptTerms")} />
        </>
      ) : null}

      {signUp.error &&
      !(signUp.error instanceof ApiError && Object.keys(signUp.error.fieldErrors).length > 0) ? (
        <ErrorBox error={signUp.error} />
      ) : null}

      <div className="flex gap-3">
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => goTo(stepIndex - 1)}>
            {t("register.back")}
          </Button>
        ) : null}
        <Button type="submit" className="flex-1" busy={signUp.isPending}>
          {isLast ? t("register.create") : t("register.next")}
        </Button>
      </div>
      <p className="text-center text-sm">
        {t("register.haveAccount")}{" "}
        <Link to={localized("/login")} className={standaloneLinkClasses}>
          {t("register.logIn")}
        </Link>
      </p>
    </form>
  );
}
