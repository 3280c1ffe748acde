import { formatDateIn, type Language } from "@siteready/domain/i18n";
import { useT } from "./use-translation.ts";

const englishShort = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });
const englishMedium = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * When something was sent, in the phone's time zone: '27/11/2026, 09:15' ('27 Nov 2026, 09:15' medium) in
 * English; in another language the date as formatDateIn writes it ('27 listopada 2026, 09:15',
 * '2026 m. lapkričio 27 d., 09:15') and the time on a 24-hour clock.
 */
export function momentIn(
  when: string | number,
  language: Language,
  style: "short" | "medium" = "short",
): string {
  const moment = new Date(when);
  if (language === "en") return (style === "short" ? englishShort : englishMedium).format(moment);
  const day = [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${formatDateIn(day, language)}, ${time.format(moment)}`;
}

/** An instant (milliseconds or ISO) as '12 Mar 2026, 14:05' in the current language, in the device's time zone. */
export function useFormatDateTime(): (when: string | number) => string {
  const { language } = useT();
  return (when) => momentIn(when, language, "medium");
}
