import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn } from "@siteready/domain/i18n";
import { useT } from "../../../i18n/use-translation.ts";

const moment = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/**
 * An ISO timestamp as '22 Nov 2026, 19:20' in the admin's own time zone, the date day-month-year in the
 * current language.
 */
export function useFormatMoment(): (iso: string) => string {
  const { language } = useT();
  return (iso) => {
    const at = new Date(iso);
    if (language === "en") return moment.format(at);
    const day = toIsoDate(new Date(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate())));
    return `${formatDateIn(day, language)}, ${clock.format(at)}`;
  };
}
