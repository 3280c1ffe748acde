import { safeReturnPath } from "@siteready/domain/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button, standaloneLinkClasses } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useLocalizedPath } from "../../../i18n/localized-path.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { signInWithPasskey } from "../api/account-security.ts";
import { signInWithEmail } from "../api/auth-actions.ts";
import { completeSignIn } from "../hooks/use-auth-session.ts";
import { useSignInForm } from "../hooks/use-sign-in-form.ts";
import { ProviderButtons } from "./provider-buttons.tsx";

/**
 * A wrong password (401) or too many tries (429) is the answer to this attempt, said in words under the
 * boxes; anything else (no connection, a server problem) gets the error box.
 */
function SignInProblem({ error }: { error: Error }) {
  const { word } = useT();
  if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
    return (
      <p role="alert" className="rounded-lg border border-danger p-3 font-medium">
        {word(error.messageRef)}
      </p>
    );
  }
  return <ErrorBox error={error} />;
}

/**
 * The code step, asked only of an account with two-factor on from a device it does not trust: its chunk comes
 * when the password is sent, not with the page (issue 49).
 */
const loadSecondFactorForm = () => import("./second-factor-form.tsx");
const SecondFactorForm = lazy(() =>
  loadSecondFactorForm().then((module) => ({ default: module.SecondFactorForm })),
);

export function LoginForm({ returnTo }: { returnTo: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const destination = safeReturnPath(returnTo);
  const hydrated = useHydrated();
  // No form library and no zod on the page (issue 49): the checks come with the first one (use-sign-in-form.ts).
  const form = useSignInForm();
  const finish = async () => {
    await completeSignIn(queryClient, "email");
    navigate(destination, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: (values: Parameters<typeof signInWithEmail>[0]) => {
      void loadSecondFactorForm().catch(() => undefined);
      return signInWithEmail(values);
    },
    onSuccess: async (answer) => {
      // Two-factor on and this device not trusted: the code is asked next (SecondFactorForm).
      if (!("twoFactorRedirect" in answer)) await finish();
    },
  });
  const passkey = useMutation({
    mutationFn: ({ autofill, signal }: { autofill: boolean; signal?: AbortSignal }) =>
      signInWithPasskey(autofill, signal),
    onSuccess: async (answer) => {
      if (answer) await finish();
    },
  });
  const startPasskey = passkey.mutate;
  // Where the browser offers it, saved passkeys appear among the e-mail box's suggestions (conditional UI).
  useEffect(() => {
    const stop = new AbortController();
    startPasskey({ autofill: true, signal: stop.signal });
    return () => stop.abort();
  }, [startPasskey]);
  const passkeyButtonUsed = passkey.variables?.autofill === false;
  const { errors } = form;
  const { t } = useT();
  const localized = useLocalizedPath();

  if (signIn.data && "twoFactorRedirect" in signIn.data) {
    return (
      <Suspense fallback={null}>
        <SecondFactorForm email={signIn.variables?.email ?? ""} onSignedIn={() => void finish()} />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {/* method="post": the page is prerendered, and sent before the app has started, the form must never
          put the password in the address. */}
      <form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      >
        <TextField
          label={t("field.email")}
          type="email"
          inputMode="email"
          autoComplete="username webauthn"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={t("field.password")}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        {signIn.error ? <SignInProblem error={signIn.error} /> : null}
        <Button type="submit" busy={signIn.isPending} disabled={!hydrated}>
          {t("login.submit")}
        </Button>
        <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
          <Link to="/forgot-password" className={standaloneLinkClasses}>
            {t("login.forgotPassword")}
          </Link>
          <Link to={localized("/register")} className={standaloneLinkClasses}>
            {t("login.newHere")}
          </Link>
        </div>
      </form>
      <Button
        variant="secondary"
        busy={passkey.isPending && passkeyButtonUsed}
        onClick={() => passkey.mutate({ autofill: false })}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t("login.passkey")}
      </Button>
      {passkey.error && passkeyButtonUsed ? <SignInProblem error={passkey.error} /> : null}
      <ProviderButtons returnTo={destination} />
    </div>
  );
}
