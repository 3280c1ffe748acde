import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../app/shell/loading-screen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../api/session.ts";

/**
 * Guards a protected page (§2): 'Verifying authentication...' while checking, then /login remembering 'from'.
 * A session that could not be checked for want of a connection is not a signed-out user: with no signal the
 * page says so rather than sending a worker to a login page they cannot use.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: current, isPending, error } = useSession();
  const location = useLocation();
  if (current) return children;
  if (isPending) return <LoadingScreen message="Verifying authentication..." />;
  if (error instanceof ApiError && error.category === "network") {
    return (
      <div role="status" className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-10">
        <WifiOff aria-hidden="true" className="size-8 text-muted" />
        <h1 className="text-2xl font-bold">No connection</h1>
        <p>{error.message}</p>
        <p className="text-muted">
          Your cards are kept on a device after you sign in on it and open your wallet once with signal.
        </p>
      </div>
    );
  }
  return <Navigate to="/login" replace state={{ from: location }} />;
}
