import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn, type Language } from "@siteready/domain/i18n";

/**
 * An instant in the viewer's own time zone: English as before ('12 Mar 2026, 14:05', or '12 March 2026 at
 * 14:05' in the long style), another language the date as formatDateIn writes it with its own clock ('12 marca 2026, 14:05').
 */
export function shareTime(instant: string, language: Language, style: "medium" | "long" = "medium"): string {
  const date = new Date(instant);
  if (language === "en") return date.toLocaleString("en-GB", { dateStyle: style, timeStyle: "short" });
  // Shifted by the time-zone offset so the UTC-based date helper gives the local date.
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  const time = date.toLocaleTimeString(language, { timeStyle: "short" });
  return `${formatDateIn(toIsoDate(local), language)}, ${time}`;
}
