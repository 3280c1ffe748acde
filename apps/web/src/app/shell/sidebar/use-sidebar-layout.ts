import {
  AUTO_COLLAPSE_BREAKPOINT,
  MOBILE_BREAKPOINT,
  type SidebarLayout,
  sidebarLayoutFor,
  storageKeys,
} from "@siteready/domain/features";
import { useCallback, useState } from "react";
import { readStoredValue, storeValue } from "../../../lib/local-storage.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useMediaQuery } from "../use-media-query.ts";

/**
 * "responsive" in prerendered HTML and while React takes it over, before any script has measured the viewport:
 * CSS shows the top bar below 1024 px and the full sidebar from there, so on a desktop the page no longer jumps
 * sideways under the visitor's finger when the measured layout follows (it moved a tapped link away: the tap
 * landed on empty page). Tablets and a saved collapsed sidebar still change once measured.
 */
export type ShellLayout = SidebarLayout | "responsive";

export interface SidebarLayoutState {
  mode: ShellLayout;
  /** False when the viewport forces the layout (mobile, or collapsed below 1024 px). */
  canCollapse: boolean;
  setCollapsed: (collapsed: boolean) => void;
}

/**
 * Tailwind needs literal class names, so the widths of §9 (SIDEBAR_EXPANDED_WIDTH, SIDEBAR_COLLAPSED_WIDTH)
 * are spelt out here; a test keeps them in step with the constants.
 */
export const sidebarWidthClasses = { expanded: "w-[280px]", collapsed: "w-[72px]" } as const;
export const mainOffsetClasses: Record<ShellLayout, string> = {
  responsive: "lg:pl-[280px]",
  mobile: "",
  collapsed: "pl-[72px]",
  expanded: "pl-[280px]",
};

/** The sidebar's layout from the viewport and the user's saved collapsed choice (§2, §9). */
export function useSidebarLayout(): SidebarLayoutState {
  const [savedCollapsed, setSavedCollapsed] = useState(
    () => readStoredValue(storageKeys.sidebarCollapsed) === "true",
  );
  const atLeastTablet = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT}px)`);
  const atLeastDesktop = useMediaQuery(`(min-width: ${AUTO_COLLAPSE_BREAKPOINT}px)`);
  const measured = useHydrated();

  // matchMedia tells us which band the viewport is in; each band's lower edge stands for its width.
  const bandWidth = atLeastDesktop ? AUTO_COLLAPSE_BREAKPOINT : atLeastTablet ? MOBILE_BREAKPOINT : 0;

  const setCollapsed = useCallback((collapsed: boolean) => {
    setSavedCollapsed(collapsed);
    storeValue(storageKeys.sidebarCollapsed, String(collapsed));
  }, []);

  return {
    mode: measured ? sidebarLayoutFor(bandWidth, savedCollapsed) : "responsive",
    canCollapse: atLeastDesktop,
    setCollapsed,
  };
}
