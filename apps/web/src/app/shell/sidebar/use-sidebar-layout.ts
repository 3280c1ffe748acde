import {
  AUTO_COLLAPSE_BREAKPOINT,
  MOBILE_BREAKPOINT,
  type SidebarLayout,
  sidebarLayoutFor,
  storageKeys,
} from "@siteready/domain/features";
import { useCallback, useState } from "react";
import { readStoredValue, storeValue } from "../../../lib/local-storage.ts";
import { useMediaQuery } from "../use-media-query.ts";

export interface SidebarLayoutState {
  mode: SidebarLayout;
  /** False when the viewport forces the layout (mobile, or collapsed below 1024 px). */
  canCollapse: boolean;
  setCollapsed: (collapsed: boolean) => void;
}

/**
 * Tailwind needs literal class names, so the widths of §9 (SIDEBAR_EXPANDED_WIDTH, SIDEBAR_COLLAPSED_WIDTH)
 * are spelt out here; a test keeps them in step with the constants.
 */
export const sidebarWidthClasses = { expanded: "w-[280px]", collapsed: "w-[72px]" } as const;
export const mainOffsetClasses: Record<SidebarLayout, string> = {
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

  // matchMedia tells us which band the viewport is in; each band's lower edge stands for its width.
  const bandWidth = atLeastDesktop ? AUTO_COLLAPSE_BREAKPOINT : atLeastTablet ? MOBILE_BREAKPOINT : 0;

  const setCollapsed = useCallback((collapsed: boolean) => {
    setSavedCollapsed(collapsed);
    storeValue(storageKeys.sidebarCollapsed, String(collapsed));
  }, []);

  return {
    mode: sidebarLayoutFor(bandWidth, savedCollapsed),
    canCollapse: atLeastDesktop,
    setCollapsed,
  };
}
