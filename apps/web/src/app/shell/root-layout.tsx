import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SavedNotice } from "../../components/ui/saved-notice.tsx";
import {
  AccountSuspendedScreen,
  useAccountSuspended,
} from "../../features/accounts/components/account-suspended.tsx";
import { SessionWatcher } from "../../features/accounts/components/session-watcher.tsx";
import { useAccountLanguage } from "../../i18n/use-choose-language.ts";
import { useT } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/session/session.ts";
import { OfflineBanner } from "./offline-banner.tsx";
import { Sidebar } from "./sidebar/sidebar.tsx";
import { mainOffsetClasses, useSidebarLayout } from "./sidebar/use-sidebar-layout.ts";
import { useTheme } from "./theme/use-theme.ts";

// Live updates and the offline outbox matter only to a signed-in user: a visitor never downloads them.
const LiveMessaging = lazy(() =>
  import("../../features/messages/components/live-messaging.tsx").then((m) => ({ default: m.LiveMessaging })),
);
// Asks for a code before sensitive actions of an account with two-factor (decision 0021).
const StepUpDialog = lazy(() =>
  import("../../features/accounts/components/step-up-dialog.tsx").then((m) => ({ default: m.StepUpDialog })),
);

export function RootLayout() {
  const layout = useSidebarLayout();
  const signedIn = Boolean(useSession().data?.user);
  const suspended = useAccountSuspended();
  // Keeps <html> following the device's colour scheme in system mode even while no toggle is on screen.
  useTheme();
  useAccountLanguage();
  const { t } = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-surface focus:p-3"
      >
        {t("shell.skipToContent")}
      </a>
      <SessionWatcher />
      {signedIn ? (
        <Suspense fallback={null}>
          <LiveMessaging />
          <StepUpDialog />
        </Suspense>
      ) : null}
      <Sidebar layout={layout} />
      <main id="main" className={`min-h-dvh transition-[padding] ${mainOffsetClasses[layout.mode]}`}>
        <OfflineBanner />
        {suspended ? <AccountSuspendedScreen message={suspended} /> : <Outlet />}
      </main>
      <SavedNotice className={mainOffsetClasses[layout.mode]} />
    </>
  );
}
