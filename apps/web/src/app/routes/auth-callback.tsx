import { safeReturnPath } from "@siteready/domain/accounts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { completeSignIn } from "../../features/accounts/hooks/use-auth-session.ts";
import { useT } from "../../i18n/use-translation.ts";

/** Where an OpenID Connect provider sends people back (§2): finish sign-in, then go where they were heading. */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = searchParams.get("from");
  const { t } = useT();

  useEffect(() => {
    completeSignIn(queryClient, "oauth").then(
      (current) => navigate(current ? safeReturnPath(from) : "/login?error=oauth_failed", { replace: true }),
      () => navigate("/login?error=oauth_failed", { replace: true }),
    );
  }, [queryClient, navigate, from]);

  return <LoadingScreen message={t("shell.loading.authentication")} />;
}
