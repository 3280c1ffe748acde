import { errorMessages } from "@siteready/domain";
import { type Location, useLocation, useSearchParams } from "react-router";
import { LoginForm } from "../../features/accounts/components/login-form.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

const providerSignInFailed = "Signing in with your provider did not finish. Please try again.";

const loginErrors: Record<string, string> = {
  session_expired: errorMessages.sessionExpired,
  oauth_failed: providerSignInFailed,
  // The server sends a provider sign-in that fails its checks back here with the reason.
  state_mismatch:
    "Signing in with your provider was interrupted, or started in another tab or browser. Please try again.",
};

/** Any other reason the server gives comes from a provider sign-in that failed. */
function loginErrorMessage(code: string | null): string | undefined {
  if (!code) return undefined;
  return loginErrors[code] ?? providerSignInFailed;
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const error = loginErrorMessage(searchParams.get("error"));
  return (
    <AuthPageLayout title="Log in">
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger p-3 font-medium">
          {error}
        </p>
      ) : null}
      <LoginForm returnTo={from ? `${from.pathname}${from.search}` : undefined} />
    </AuthPageLayout>
  );
}
