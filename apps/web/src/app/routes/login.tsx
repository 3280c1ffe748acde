import { errorMessages } from "@siteready/domain";
import { type Location, useLocation, useSearchParams } from "react-router";
import { LoginForm } from "../../features/accounts/components/login-form.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

const loginErrors: Record<string, string> = {
  session_expired: errorMessages.sessionExpired,
  oauth_failed: "Signing in with your provider did not finish. Please try again.",
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const error = loginErrors[searchParams.get("error") ?? ""];
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
