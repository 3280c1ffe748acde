import { toIsoDate } from "../fields/calendar-date.ts";
import { addDaysToIsoDate, addMonthsToIsoDate } from "../renewals/renewal-windows.ts";

/**
 * When a job ends, as far as its poster said: a job has an optional start date and a duration in the poster's
 * own words ("6 weeks", "3-4 months", "ongoing"; the form's hint suggests that shape in each language). Only a
 * count of days, weeks, months or years is read; anything else leaves the end unknown.
 */

type DurationUnit = "day" | "week" | "month" | "year";

/**
 * The words for each unit, separated by spaces: English, Polish, Romanian (with and without its accents),
 * Lithuanian and Bulgarian, singular, plural and the usual shortenings.
 */
const unitWords: Record<DurationUnit, string> = {
  day: "day days dzień dni dnia zi zile diena dienos dienas dienų ден дни дена",
  week: "week weeks wk wks tydzień tygodnie tygodni tygodnia tyg săptămână săptămâni saptamana saptamani savaitė savaitės savaites savaičių sav седмица седмици",
  month:
    "month months mth mths miesiąc miesiące miesięcy miesiąca mies lună luni luna mėnuo mėnesiai mėnesius mėnesių mėnesio mėn месец месеца месеци",
  year: "year years yr yrs rok lata lat roku an ani metai metus metų година години",
};

const unitOfWord = new Map(
  (Object.entries(unitWords) as Array<[DurationUnit, string]>).flatMap(([unit, words]) =>
    words.split(" ").map((word) => [word, unit] as const),
  ),
);

/** "a week", "six weeks": the English words for the counts a duration usually has. */
const englishNumbers = new Map(
  "a one two three four five six seven eight nine ten eleven twelve"
    .split(" ")
    .map((word, index) => [word, Math.max(index, 1)]),
);

/**
 * A count, optionally a range ("6-8", "6 to 8", "6 do 8": the longer end, since the job may run that long), then
 * a unit word. Letters are matched as Unicode letters, so "săptămâni" and "седмици" are whole words.
 */
const durationPattern =
  /(?<![\p{L}\d])(\d{1,3}|[a-z]+)(?:\s*(?:-|–|to|do|până la|iki|до)\s*(\d{1,3}))?\s*-?\s*(\p{L}+)\.?(?!\p{L})/giu;

/** About how many days each unit is, only to tell which of two lengths is longer. */
const roughDays: Record<DurationUnit, number> = { day: 1, week: 7, month: 30.4, year: 365.25 };

/**
 * The length of a job from its duration in words, or null when it says none ("ongoing", "TBC"). When it names
 * more than one ("5 days a week for 6 weeks"), the longest: the job runs at least that long.
 */
function readJobDuration(duration: string): { count: number; unit: DurationUnit } | null {
  let longest: { count: number; unit: DurationUnit } | null = null;
  for (const match of duration.toLowerCase().matchAll(durationPattern)) {
    const [, first = "", upTo, word = ""] = match;
    const unit = unitOfWord.get(word);
    const count = upTo ? Number(upTo) : /^\d+$/.test(first) ? Number(first) : englishNumbers.get(first);
    if (!unit || count === undefined || count <= 0) continue;
    if (!longest || count * roughDays[unit] > longest.count * roughDays[longest.unit])
      longest = { count, unit };
  }
  return longest;
}

/**
 * The last day of a job (YYYY-MM-DD), as far as it can be told: its start (today when none is set, so the end is
 * never earlier than the real one) plus its duration, less a day ("1 week" from Monday ends on Sunday). Without a
 * readable duration the start day is the last day known; without either, null.
 */
export function jobLastDay(
  job: { start_date: string | null | undefined; duration: string | null | undefined },
  now: Date,
): string | null {
  const length = job.duration ? readJobDuration(job.duration) : null;
  if (!length) return job.start_date ?? null;
  const start = job.start_date ?? toIsoDate(now);
  const end =
    length.unit === "day" || length.unit === "week"
      ? addDaysToIsoDate(start, length.count * (length.unit === "week" ? 7 : 1))
      : addMonthsToIsoDate(start, length.count * (length.unit === "year" ? 12 : 1));
  return addDaysToIsoDate(end, -1);
}
