import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../app/shell/loading-screen.tsx";
import { useSession } from "../api/session.ts";

/** Guards a protected page (§2): 'Verifying authentication...' while checking, then /login remembering 'from'. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: current, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen message="Verifying authentication..." />;
  if (!current) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
