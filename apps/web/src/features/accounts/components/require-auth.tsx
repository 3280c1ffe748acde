import { CURRENT_TERMS_VERSION } from "@siteready/domain/accounts";
import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSkeleton } from "../../../components/page-skeleton.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session/session.ts";
import { isLeavingSignedOut } from "../hooks/use-auth-session.ts";

// Only a worker who has not yet agreed to the current terms sees the form, so its form library loads with it,
// not with every page's first download (issue 49).
const TermsAgreement = lazy(() =>
  import("./terms-agreement.tsx").then((m) => ({ default: m.TermsAgreement })),
);

/**
 * Guards a protected page (§2): 'Verifying authentication...' while checking, then /login remembering 'from'.
 * When the check itself fails (§4), it says so — 'Authentication error: {message}' — and offers to try again,
 * rather than sending a signed-in worker to the login page because of a bad signal.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: current, isPending, isError, error, refetch, isFetching } = useSession();
  const location = useLocation();
  const { t, word } = useT();
  if (isPending && !isError) return <PageSkeleton message={t("accounts.auth.verifying")} />;
  if (isError && current === undefined) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-3 p-6">
        <p role="alert" className="font-medium text-danger">
          {t("accounts.auth.error", {
            message: error instanceof ApiError ? word(error.messageRef) : t("error.other"),
          })}
        </p>
        <p>{t("accounts.auth.couldNotCheck")}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {t("accounts.auth.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!current) {
    // Signing out goes straight to the landing page, not through /login on the way.
    if (isLeavingSignedOut()) return <PageSkeleton message={t("accounts.auth.signingOut")} />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (current.user.termsAcceptedVersion !== CURRENT_TERMS_VERSION)
    return (
      <Suspense fallback={<PageSkeleton message={t("accounts.auth.verifying")} />}>
        <TermsAgreement />
      </Suspense>
    );
  return children;
}
