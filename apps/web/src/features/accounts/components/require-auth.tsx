import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSession } from "../../../lib/session/session.ts";

/**
 * Guards a protected page (§2): 'Verifying authentication...' while checking, then /login remembering 'from'.
 * When the check itself fails (§4), it says so — 'Authentication error: {message}' — and offers to try again,
 * rather than sending a signed-in worker to the login page because of a bad signal.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: current, isPending, isError, error, refetch, isFetching } = useSession();
  const location = useLocation();
  if (isPending && !isError) return <LoadingScreen message="Verifying authentication..." />;
  if (isError && current === undefined) {
    return (
      <div className="flex flex-col items-center">
        <LoadingScreen
          message="Verifying authentication..."
          warning={`Authentication error: ${error.message}`}
        />
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!current) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
