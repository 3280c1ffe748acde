import { useCallback, useMemo, useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; re-renders only when the answer changes, not on every resize. */
export function useMediaQuery(query: string): boolean {
  // No window while prerendering: the query answers false there (the phone layout, mobile first).
  const list = useMemo(() => (typeof window === "undefined" ? undefined : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
