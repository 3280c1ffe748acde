import {
  collapsedSections,
  type ExpandedSections,
  expandSectionForPath,
  parseExpandedSections,
  type SidebarSectionId,
  storageKeys,
} from "@siteready/domain/features";
import { useCallback, useEffect, useState } from "react";
import { readStoredValue, storeValue } from "../../../lib/local-storage.ts";

export interface ExpandedSectionsState {
  expanded: ExpandedSections;
  toggleSection: (id: SidebarSectionId) => void;
  closeAllSections: () => void;
}

/** Which sidebar sections are open: saved across visits, and the current route's section opens on arrival. */
export function useExpandedSections(pathname: string): ExpandedSectionsState {
  const [expanded, setExpanded] = useState(() =>
    expandSectionForPath(
      parseExpandedSections(readStoredValue(storageKeys.sidebarExpandedSections)),
      pathname,
    ),
  );

  useEffect(() => setExpanded((current) => expandSectionForPath(current, pathname)), [pathname]);

  useEffect(() => storeValue(storageKeys.sidebarExpandedSections, JSON.stringify(expanded)), [expanded]);

  const toggleSection = useCallback(
    (id: SidebarSectionId) => setExpanded((current) => ({ ...current, [id]: !current[id] })),
    [],
  );
  const closeAllSections = useCallback(() => setExpanded(collapsedSections()), []);

  return { expanded, toggleSection, closeAllSections };
}
