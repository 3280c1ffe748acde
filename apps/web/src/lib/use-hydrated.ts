import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in prerendered HTML and while React takes it over, true once the app runs. A prerendered form's submit
 * button waits for it: a tap before then would send the form natively, reloading the page (and, for a form
 * without method="post", putting what was typed in the address, where logs keep it).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
