import { useT } from "../../i18n/use-translation.ts";

/** A completion meter: the bar for a glance, the words for everyone (never the bar alone). */
export function CompletionMeter({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const { t } = useT();
  const words = t("shell.ui.percentComplete", { percent: value });
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={words}
        className="h-3 w-full overflow-hidden rounded-full border border-border bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${value}%` }} />
      </div>
      <p className="text-sm font-medium">{words}</p>
    </div>
  );
}
