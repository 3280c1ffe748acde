import type { MessageKey } from "../i18n/catalogue.ts";

/** The theme toggle of spec §2: light → dark → system → light, stored under the key 'theme'. */

export const themeModes = ["light", "dark", "system"] as const;
export type ThemeMode = (typeof themeModes)[number];

export const defaultThemeMode: ThemeMode = "system";

export function nextThemeMode(mode: ThemeMode): ThemeMode {
  switch (mode) {
    case "light":
      return "dark";
    case "dark":
      return "system";
    case "system":
      return "light";
  }
}

/** The tooltip names what the next click does: its words by key. */
export function themeToggleTooltipKey(mode: ThemeMode): MessageKey {
  switch (mode) {
    case "light":
      return "shell.theme.toDark";
    case "dark":
      return "shell.theme.toSystem";
    case "system":
      return "shell.theme.toLight";
  }
}

/** A stored value we do not recognise (or none) falls back to the default, never to an error. */
export function parseThemeMode(stored: string | null): ThemeMode {
  return isThemeMode(stored) ? stored : defaultThemeMode;
}

export function isThemeMode(value: string | null): value is ThemeMode {
  return (themeModes as readonly (string | null)[]).includes(value);
}

/** The colour scheme actually painted: `system` follows the device's preference. */
export function resolveThemeMode(mode: ThemeMode, systemPrefersDark: boolean): "light" | "dark" {
  if (mode === "system") return systemPrefersDark ? "dark" : "light";
  return mode;
}
