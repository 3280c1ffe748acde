import { Link, Outlet } from "react-router";
import { useSession } from "../../features/accounts/api/session.ts";
import { SessionWatcher } from "../../features/accounts/components/session-watcher.tsx";
import { AuthButtons, UserArea } from "../../features/accounts/components/user-area.tsx";

export function RootLayout() {
  const { data: current } = useSession();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      <SessionWatcher />
      <header className="flex items-center justify-between gap-4 border-b border-border bg-surface px-4 py-2">
        <Link to="/" className="text-lg font-bold text-text no-underline">
          SiteReady
        </Link>
        <nav aria-label="Account" className="[&>div]:flex-row">
          {current ? <UserArea /> : <AuthButtons />}
        </nav>
      </header>
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
    </>
  );
}
