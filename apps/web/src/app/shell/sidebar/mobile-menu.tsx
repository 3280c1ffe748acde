import { Menu, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../i18n/use-translation.ts";
import { SidebarBrand } from "./sidebar-brand.tsx";
import { useFocusTrap } from "./use-focus-trap.ts";

export interface MobileMenuProps {
  brandTo: string;
  /** Unread messages, shown on the closed menu's button too (none at zero). */
  unreadMessages: number;
  /** The sidebar's contents, shown in the overlay panel. */
  children: ReactNode;
  /** Extra classes for the top bar (the responsive layout hides it from 1024 px). */
  className?: string;
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-text hover:bg-surface-muted";

/** Below 768 px: a top bar whose menu button opens the sidebar as a modal overlay panel (§2). */
export function MobileMenu({ brandTo, unreadMessages, children, className = "" }: MobileMenuProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const [openedOn, setOpenedOn] = useState(location.key);
  // Any navigation closes the menu (a link in it, Back, a redirect); adjusting state in render avoids an extra pass.
  if (openedOn !== location.key) {
    setOpenedOn(location.key);
    setOpen(false);
  }

  const dialogId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(panelRef, open, close);

  // However the menu closed, focus goes back to the button that opened it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) menuButtonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // The page behind must not scroll under the finger while the menu is open.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <header
        inert={open}
        aria-hidden={open || undefined}
        className={`sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-surface px-2 ${className}`}
      >
        <SidebarBrand to={brandTo} compact={false} />
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={open}
          aria-controls={dialogId}
          aria-label={
            open
              ? t("shell.closeMenu")
              : unreadMessages > 0
                ? t("shell.openMenuUnread", { count: unreadMessages })
                : t("shell.openMenu")
          }
          onClick={() => setOpen(!open)}
          className={`relative ${iconButton}`}
        >
          <Menu aria-hidden="true" className="size-6" />
          {unreadMessages > 0 ? (
            <span
              aria-hidden="true"
              data-testid="menu-unread-badge"
              className="absolute top-0 right-0 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-on-accent"
            >
              {unreadMessages > 99 ? "99+" : unreadMessages}
            </span>
          ) : null}
        </button>
      </header>
      <div hidden={!open}>
        {/* A pointer convenience: Escape and the Close button are the keyboard ways out. */}
        <div
          data-testid="menu-backdrop"
          aria-hidden="true"
          onClick={close}
          className="fixed inset-0 z-40 bg-black/50"
        />
        <div
          ref={panelRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-label={t("shell.mainMenu")}
          className="fixed inset-y-0 left-0 z-50 flex w-[280px] max-w-[85vw] flex-col border-r border-border bg-surface"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-border px-2">
            <SidebarBrand to={brandTo} compact={false} />
            <button
              type="button"
              aria-label={t("shell.closeMenu")}
              title={t("shell.closeMenu")}
              onClick={close}
              className={iconButton}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          {children}
        </div>
      </div>
    </>
  );
}
