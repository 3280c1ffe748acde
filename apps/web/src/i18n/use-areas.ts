import type { MessageArea } from "@siteready/domain/i18n";
import { useEffect, useSyncExternalStore } from "react";
import { areasHere, loadAreas, onLanguageShown, shownCatalogue } from "./i18n.ts";

/**
 * Brings `areas` for a part of the app's frame shown only now and then (the coming-soon page, the premium
 * notice), so their words need not come with every page; true once they are here in the language shown. Until
 * then the part shows nothing rather than keys. route-areas.test.ts counts a file's useAreas as loading them.
 */
export function useAreas(areas: readonly MessageArea[]): boolean {
  useSyncExternalStore(onLanguageShown, shownCatalogue, shownCatalogue);
  const here = areasHere(areas);
  const wanted = areas.join(",");
  useEffect(() => {
    if (!here) loadAreas(wanted.split(",") as MessageArea[]).catch(() => undefined);
  }, [here, wanted]);
  return here;
}
