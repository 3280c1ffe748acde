import type { MessageKey } from "@siteready/domain/i18n";
import { type Location, useLocation, useSearchParams } from "react-router";
import { LoginForm } from "../../features/accounts/components/login-form.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

const providerSignInFailed: MessageKey = "login.providerFailed";

const loginErrors: Record<string, MessageKey> = {
  session_expired: "error.sessionExpired",
  oauth_failed: providerSignInFailed,
  // The server sends a provider sign-in that fails its checks back here with the reason.
  state_mismatch: "login.stateMismatch",
};

/** Any other reason the server gives comes from a provider sign-in that failed. */
function loginErrorMessage(code: string | null): MessageKey | undefined {
  if (!code) return undefined;
  return loginErrors[code] ?? providerSignInFailed;
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const error = loginErrorMessage(searchParams.get("error"));
  const { t } = useT();
  return (
    <AuthPageLayout title={t("login.title")}>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger p-3 font-medium">
          {t(error)}
        </p>
      ) : null}
      <LoginForm returnTo={from ? `${from.pathname}${from.search}` : undefined} />
    </AuthPageLayout>
  );
}
