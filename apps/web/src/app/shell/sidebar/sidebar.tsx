import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useLocation } from "react-router";
import { AuthButtons, UserArea } from "../../../features/accounts/components/user-area.tsx";
import { useUnreadCount } from "../../../features/messages/api/unread-count.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { usePaintedFromServer } from "../../../lib/painted-from-server.ts";
import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";
import { ThemeToggle } from "../theme/theme-toggle.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SidebarBrand } from "./sidebar-brand.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { useExpandedSections } from "./use-expanded-sections.ts";
import { type SidebarLayoutState, sidebarWidthClasses } from "./use-sidebar-layout.ts";

export interface SidebarProps {
  /** From useSidebarLayout(), shared with the layout so the main content is offset by the same width. */
  layout: SidebarLayoutState;
}

/** The app's sidebar (§2): a fixed left column on desktop, a top bar with an overlay menu below 768 px. */
export function Sidebar({ layout }: SidebarProps) {
  const { pathname } = useLocation();
  const { expanded, toggleSection, closeAllSections } = useExpandedSections(pathname);
  const session = useSession();
  const paintedFromServer = usePaintedFromServer();
  const { data: features } = useFeatures();
  const user = session.data?.user ?? null;
  const { data: unreadMessages } = useUnreadCount(Boolean(user && features?.messages.accessible));
  const brandTo = user ? "/dashboard" : "/";
  const compact = layout.mode === "collapsed";
  const { t } = useT();

  // Until we know who is here (the check is slow, or failed with nothing kept), the sidebar keeps its frame
  // with grey rows: neither the signed-in nor the signed-out set flashes up, and Login never sits beside an
  // authentication error.
  // A prerendered page (and its hydration) keeps the empty frame it was painted with.
  const unknown = session.data === undefined;
  const placeholder = (rows: number) => (paintedFromServer ? null : <NavSkeleton rows={rows} />);
  const nav = unknown ? (
    placeholder(compact ? 8 : 6)
  ) : (
    <SidebarNav
      compact={compact}
      user={user}
      features={features}
      expanded={expanded}
      onToggleSection={toggleSection}
      unreadMessages={unreadMessages ?? 0}
    />
  );
  const account = unknown ? (
    placeholder(1)
  ) : user ? (
    <UserArea compact={compact} />
  ) : (
    <AuthButtons compact={compact} />
  );

  const responsive = layout.mode === "responsive";
  // The top bar and the sidebar keep their places whichever shows, so the measured layout keeps the elements the
  // responsive one painted: a tap held while the app started (start-on-intent.ts) is carried out on the same
  // button, still there.
  const mobileMenu =
    responsive || layout.mode === "mobile" ? (
      <MobileMenu
        brandTo={brandTo}
        unreadMessages={unreadMessages ?? 0}
        className={responsive ? "lg:hidden" : undefined}
      >
        <div className="flex-1 overflow-y-auto p-2">{nav}</div>
        <div className="border-t border-border p-3">{account}</div>
        <div className="border-t border-border p-3">
          {/* Phones have no hover tooltips, so the menu offers the modes by name. */}
          <ThemeToggle variant="dropdown" />
        </div>
      </MobileMenu>
    ) : null;

  const collapseLabel = compact ? t("shell.expandSidebar") : t("shell.collapseSidebar");
  const CollapseIcon = compact ? PanelLeftOpen : PanelLeftClose;
  const sidebar =
    layout.mode === "mobile" ? null : (
      <header
        className={`fixed inset-y-0 left-0 z-30 ${responsive ? "hidden lg:flex" : "flex"} flex-col border-r border-border bg-surface transition-[width] ${sidebarWidthClasses[compact ? "collapsed" : "expanded"]}`}
      >
        <div
          className={`flex h-14 shrink-0 items-center border-b border-border px-2 ${compact ? "justify-center" : ""}`}
        >
          <SidebarBrand to={brandTo} compact={compact} />
        </div>
        <div className="flex-1 overflow-y-auto p-2">{nav}</div>
        <div className="border-t border-border p-2">{account}</div>
        <div
          className={`flex gap-1 border-t border-border p-2 ${compact ? "flex-col items-center" : "items-center justify-between"}`}
        >
          <ThemeToggle variant="button" />
          {layout.canCollapse ? (
            <button
              type="button"
              aria-label={collapseLabel}
              title={collapseLabel}
              onClick={() => {
                // Collapsing clears all expanded sections (§2).
                if (!compact) closeAllSections();
                layout.setCollapsed(!compact);
              }}
              className="inline-flex size-11 items-center justify-center rounded-lg text-text hover:bg-surface-muted"
            >
              <CollapseIcon aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      </header>
    );
  return (
    <>
      {mobileMenu}
      {sidebar}
    </>
  );
}

/** Grey rows where the menu will be; hidden from screen readers, which hear the page's own loading status. */
const skeletonRows = ["one", "two", "three", "four", "five", "six", "seven", "eight"] as const;

function NavSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" data-testid="sidebar-skeleton" className="flex flex-col gap-2 p-1">
      {skeletonRows.slice(0, rows).map((row) => (
        <div key={row} className="h-9 animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}
