import type { MessageKey } from "@siteready/domain/i18n";
import { isThemeMode, type ThemeMode, themeModes, themeToggleTooltipKey } from "@siteready/domain/shell";
import { type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { useT } from "../../../i18n/use-translation.ts";
import { useTheme } from "./use-theme.ts";

/** The icon shows the mode in use now; the name and tooltip say what pressing does next (§2). */
const modeIcons: Record<ThemeMode, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

const modeLabels: Record<ThemeMode, MessageKey> = {
  light: "shell.theme.light",
  dark: "shell.theme.dark",
  system: "shell.theme.system",
};

export interface ThemeToggleProps {
  /** `button`: an icon button cycling light → dark → system. `dropdown`: a labelled select of the three modes. */
  variant?: "button" | "dropdown";
  className?: string;
}

export function ThemeToggle({ variant = "button", className = "" }: ThemeToggleProps) {
  const { mode, setMode, cycleMode } = useTheme();
  const selectId = useId();
  const { t } = useT();

  if (variant === "dropdown") {
    return (
      <div className={`flex items-center gap-2 ${className}`}>
        <label htmlFor={selectId} className="text-sm font-medium">
          {t("shell.theme")}
        </label>
        <select
          id={selectId}
          value={mode}
          onChange={(event) => {
            if (isThemeMode(event.target.value)) setMode(event.target.value);
          }}
          className="min-h-11 flex-1 rounded-lg border border-border bg-surface px-3 text-text"
        >
          {themeModes.map((option) => (
            <option key={option} value={option}>
              {t(modeLabels[option])}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const Icon = modeIcons[mode];
  // The domain words what pressing does next in English; the catalogue has each tooltip.
  const tooltip = t(themeToggleTooltipKey(mode));
  return (
    <button
      type="button"
      onClick={cycleMode}
      aria-label={tooltip}
      title={tooltip}
      className={`inline-flex size-11 items-center justify-center rounded-lg text-text hover:bg-surface-muted ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
