import { type ReactNode, useEffect, useState } from "react";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { useT } from "../../i18n/use-translation.ts";

const STARTUP_TIMEOUT_MS = 3000;

interface AppBootstrapProps {
  /** Work that should finish before the first screen (e.g. restoring the session). */
  initialize: () => Promise<void>;
  /** True when the first screen is already painted (prerendered HTML): the start-up screen is skipped. */
  initiallyReady?: boolean;
  children: ReactNode;
}

/**
 * The start-up screen of §2: proceeds when initialisation completes, after 3 s (with a console warning), or on
 * error. An initialisation error stays visible as a warning line above the app until dismissed.
 */
export function AppBootstrap({ initialize, initiallyReady = false, children }: AppBootstrapProps) {
  const [ready, setReady] = useState(initiallyReady);
  const [warning, setWarning] = useState<string>();
  const { t } = useT();

  useEffect(() => {
    let settled = false;
    const proceed = () => {
      settled = true;
      setReady(true);
    };
    const timer = setTimeout(() => {
      if (settled) return;
      console.warn(`SiteReady initialisation took longer than ${STARTUP_TIMEOUT_MS} ms; continuing.`);
      proceed();
    }, STARTUP_TIMEOUT_MS);
    initialize().then(proceed, (error: unknown) => {
      setWarning(error instanceof Error ? error.message : String(error));
      proceed();
    });
    return () => clearTimeout(timer);
  }, [initialize]);

  if (!ready) return <LoadingScreen message={t("shell.starting")} warning={warning} />;
  return (
    <>
      {warning ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 bg-surface-muted px-4 py-2 text-sm"
        >
          <span>{warning}</span>
          <button type="button" className="min-h-11 px-3 underline" onClick={() => setWarning(undefined)}>
            {t("shell.dismiss")}
          </button>
        </div>
      ) : null}
      {children}
    </>
  );
}
