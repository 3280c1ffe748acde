import { storageKeys } from "@siteready/domain/features";
import { nextThemeMode, parseThemeMode, resolveThemeMode, type ThemeMode } from "@siteready/domain/shell";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { readStoredValue, storeValue } from "../../../lib/local-storage.ts";
import { useMediaQuery } from "../use-media-query.ts";

/** Every mounted toggle shows the same mode: the stored value is the single source, and writers notify here. */
const listeners = new Set<() => void>();

function readThemeMode(): ThemeMode {
  return parseThemeMode(readStoredValue(storageKeys.theme));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the theme changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Same effect as public/theme-init.js, which runs before first paint. */
function applyTheme(resolved: "light" | "dark") {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

export interface ThemeControls {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  /** light → dark → system → light */
  cycleMode: () => void;
}

/**
 * The stored theme mode (default system). While mounted it keeps <html> in step with it, following the device's
 * colour-scheme preference live in system mode.
 */
export function useTheme(): ThemeControls {
  // Prerendered HTML cannot know the stored mode: it shows the default, and the stored one follows on hydration.
  const mode = useSyncExternalStore(subscribe, readThemeMode, () => parseThemeMode(null));
  const systemPrefersDark = useMediaQuery("(prefers-color-scheme: dark)");

  useEffect(() => applyTheme(resolveThemeMode(mode, systemPrefersDark)), [mode, systemPrefersDark]);

  const setMode = useCallback((next: ThemeMode) => {
    storeValue(storageKeys.theme, next);
    for (const listener of listeners) listener();
  }, []);
  const cycleMode = useCallback(() => setMode(nextThemeMode(mode)), [mode, setMode]);

  return { mode, setMode, cycleMode };
}
