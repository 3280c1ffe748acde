import { RefreshCw, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { RichMessage } from "../../i18n/rich-message.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { deviceIsOffline, useIsOnline } from "../../lib/connection-status.ts";
import { useIsReconnecting } from "../../lib/server-recovery.ts";

/**
 * Says so at once when there is no connection, and where the worker's cards still are. When requests keep
 * failing while the device has signal, it says the app is reconnecting instead (lib/server-recovery.ts).
 */
export function OfflineBanner() {
  const online = useIsOnline();
  const reconnecting = useIsReconnecting();
  const { t } = useT();
  if (reconnecting && !deviceIsOffline()) {
    return (
      <p role="status" className="border-b border-border bg-surface-muted px-4 py-2 text-sm font-medium">
        <RefreshCw aria-hidden="true" className="mr-2 inline size-4 align-[-2px] motion-safe:animate-spin" />
        {t("shell.reconnecting")}
      </p>
    );
  }
  if (online) return null;
  return (
    <p role="status" className="border-b border-border bg-surface-muted px-4 py-2 text-sm font-medium">
      <WifiOff aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      <RichMessage
        id="shell.offline"
        tags={{
          wallet: (words) => (
            <Link to="/wallet" className="font-semibold underline">
              {words}
            </Link>
          ),
        }}
      />
    </p>
  );
}
