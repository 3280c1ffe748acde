import { type ExpiryUrgency, expiryUrgencies, type UrgencyCounts } from "@siteready/domain/renewals";
import { ListFilter } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";
import { urgencyGroups } from "./urgency-groups.ts";

interface UrgencyFilterProps {
  counts: UrgencyCounts;
  total: number;
  selected: ExpiryUrgency | null;
  onSelect: (urgency: ExpiryUrgency | null) => void;
}

const chipClasses =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-semibold transition-colors aria-pressed:border-accent-strong aria-pressed:bg-accent aria-pressed:text-on-accent";

/** The counts per urgency, which double as the filter: one pressed at a time, 'All' clears it. */
export function UrgencyFilter({ counts, total, selected, onSelect }: UrgencyFilterProps) {
  const { t } = useT();
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{t("renewals.filterLegend")}</legend>
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        className={`${chipClasses} border-border bg-surface text-text`}
      >
        <ListFilter aria-hidden="true" className="size-4 shrink-0" />
        {t("renewals.filterAll")}
        <Count value={total} />
      </button>
      {expiryUrgencies.map((urgency) => {
        const group = urgencyGroups[urgency];
        const Icon = group.icon;
        const pressed = selected === urgency;
        return (
          <button
            key={urgency}
            type="button"
            aria-pressed={pressed}
            data-urgency={urgency}
            onClick={() => onSelect(pressed ? null : urgency)}
            className={`${chipClasses} border-border bg-surface text-text`}
          >
            {/* The icon keeps its urgency colour except on the pressed (accent) chip, where text colour reads better. */}
            <Icon aria-hidden="true" className={`size-4 shrink-0 ${pressed ? "" : group.iconColour}`} />
            {t(group.name)}
            <Count value={counts[urgency]} />
          </button>
        );
      })}
    </fieldset>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="min-w-6 rounded-full bg-surface-muted px-2 text-center text-sm text-text tabular-nums">
      {value}
    </span>
  );
}
