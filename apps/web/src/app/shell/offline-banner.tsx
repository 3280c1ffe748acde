import { WifiOff } from "lucide-react";
import { Link } from "react-router";
import { useIsOnline } from "../../lib/connection-status.ts";

/** Says so at once when there is no connection, and where the worker's cards still are. */
export function OfflineBanner() {
  const online = useIsOnline();
  if (online) return null;
  return (
    <p role="status" className="border-b border-border bg-surface-muted px-4 py-2 text-sm font-medium">
      <WifiOff aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      You are offline. Pages that need a connection will say so; your{" "}
      <Link to="/wallet" className="font-semibold underline">
        site-gate wallet
      </Link>{" "}
      works without one.
    </p>
  );
}
