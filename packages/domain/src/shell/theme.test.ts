import { describe, expect, it } from "vitest";
import { en } from "../i18n/whole-catalogue.ts";
import {
  defaultThemeMode,
  isThemeMode,
  nextThemeMode,
  parseThemeMode,
  resolveThemeMode,
  themeModes,
  themeToggleTooltipKey,
} from "./theme.ts";

describe("theme cycle", () => {
  it("cycles light → dark → system → light", () => {
    expect(nextThemeMode("light")).toBe("dark");
    expect(nextThemeMode("dark")).toBe("system");
    expect(nextThemeMode("system")).toBe("light");
  });

  it("comes back to the start after three clicks from any mode", () => {
    for (const mode of themeModes) expect(nextThemeMode(nextThemeMode(nextThemeMode(mode)))).toBe(mode);
  });

  it("defaults to system", () => {
    expect(defaultThemeMode).toBe("system");
  });
});

describe("themeToggleTooltipKey", () => {
  it.each([
    ["light", "Switch to dark mode"],
    ["dark", "Switch to system preference"],
    ["system", "Switch to light mode"],
  ] as const)("from %s says %s", (mode, tooltip) => {
    expect(en[themeToggleTooltipKey(mode)]).toBe(tooltip);
  });
});

describe("parseThemeMode", () => {
  it.each(themeModes)("reads a stored %s", (mode) => {
    expect(parseThemeMode(mode)).toBe(mode);
    expect(isThemeMode(mode)).toBe(true);
  });

  it.each([null, "", "Dark", "auto", '"dark"', " light"])("falls back to system for %o", (stored) => {
    expect(parseThemeMode(stored)).toBe("system");
    expect(isThemeMode(stored)).toBe(false);
  });
});

describe("resolveThemeMode", () => {
  it("keeps light and dark whatever the device prefers", () => {
    expect(resolveThemeMode("light", true)).toBe("light");
    expect(resolveThemeMode("dark", false)).toBe("dark");
  });

  it("follows the device for system", () => {
    expect(resolveThemeMode("system", true)).toBe("dark");
    expect(resolveThemeMode("system", false)).toBe("light");
  });
});
