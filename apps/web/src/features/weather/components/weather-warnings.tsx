import type { MessageKey } from "@siteready/domain/i18n";
import type { WeatherWarning, WeatherWarningSeverity } from "@siteready/domain/weather";
import { OctagonX, TriangleAlert } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const looks: Record<
  WeatherWarningSeverity,
  { word: MessageKey; icon: typeof OctagonX; border: string; iconColour: string }
> = {
  stop: {
    word: "places.weather.stop",
    icon: OctagonX,
    border: "border-urgency-expired",
    iconColour: "text-urgency-expired",
  },
  warning: {
    word: "places.weather.takeCare",
    icon: TriangleAlert,
    border: "border-urgency-warning",
    iconColour: "text-urgency-warning",
  },
};

/**
 * Work-relevant warnings, 'Stop' ones first: each with its icon and the word, never colour alone. The text
 * uses the body colour so it reads in both themes; the border and icon carry the colour.
 */
export function WeatherWarnings({ warnings, label }: { warnings: WeatherWarning[]; label: string }) {
  const { t, word } = useT();
  if (warnings.length === 0) return null;
  const ordered = [...warnings].sort((a, b) => Number(b.severity === "stop") - Number(a.severity === "stop"));
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {ordered.map((warning) => {
        const look = looks[warning.severity];
        const Icon = look.icon;
        return (
          <li
            key={`${warning.kind}-${warning.severity}`}
            data-severity={warning.severity}
            className={`flex items-start gap-2 rounded-lg border-2 bg-surface p-2 text-sm ${look.border}`}
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.iconColour}`} />
            <span>
              <strong className="font-bold">{t(look.word)}:</strong> {word(warning.message_ref)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
