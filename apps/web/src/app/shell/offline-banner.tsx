import { WifiOff } from "lucide-react";
import { Link } from "react-router";
import { useIsOnline } from "../../lib/connection-status.ts";

/** Says so at once when there is no connection, and where the worker's cards still are. */
export function OfflineBanner() {
  const online = useIsOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border bg-surface-muted px-4 py-2 text-sm font-medium"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>You are offline. Pages that need a connection will say so; your</span>
      <Link to="/wallet" className="font-semibold underline">
        site-gate wallet
      </Link>
      <span>works without one.</span>
    </div>
  );
}
