import { formatMonthIn, formatMonthShortIn } from "@siteready/domain/i18n";
import type { RenewalsOverview } from "@siteready/domain/renewals";
import { lazy, Suspense, useId } from "react";
import { type Translator, useT } from "../../../i18n/use-translation.ts";

type Timeline = RenewalsOverview["timeline"];

// recharts is large: it loads only when the timeline is on screen, as its own chunk of this route.
const RenewalsTimelineChart = lazy(async () => ({
  default: (await import("./renewals-timeline-chart.tsx")).RenewalsTimelineChart,
}));

/** What the chart shows, in words, for screen readers: 'Mar 2026 to Feb 2027: 1 in Mar 2026, 2 in Jun 2026.' */
function timelineSummary(timeline: Timeline, t: Translator["t"]): string {
  const first = timeline[0]?.label;
  const last = timeline.at(-1)?.label;
  const span = first && last ? { first, last } : null;
  const busy = timeline.filter((month) => month.count > 0);
  if (busy.length === 0) return span ? t("renewals.timeline.noneSpan", span) : t("renewals.timeline.none");
  const total = busy.reduce((sum, month) => sum + month.count, 0);
  const months = busy
    .map((month) => t("renewals.timeline.inMonth", { count: month.count, month: month.label }))
    .join(", ");
  return span
    ? t("renewals.timeline.summarySpan", { total, months, ...span })
    : t("renewals.timeline.summary", { total, months });
}

/**
 * How many dates run out in each of the next 12 months. The chart is an image with a summary for screen
 * readers, and the same figures sit in a visually hidden table, month by month.
 */
export function RenewalsTimeline({ timeline: fromServer }: { timeline: Timeline }) {
  const { t, language } = useT();
  const headingId = useId();
  // The month with its year for sentences and the table ('grudzień 2026'), the month alone under a bar ('gru').
  const timeline = fromServer.map((month) => ({
    ...month,
    label: formatMonthIn(month.month, language),
    axisLabel: formatMonthShortIn(month.month, language),
  }));
  const first = timeline[0]?.label;
  const last = timeline.at(-1)?.label;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {t("renewals.timeline.title")}
        </h2>
        <p className="text-sm text-muted">
          {first && last ? t("renewals.timeline.textSpan", { first, last }) : t("renewals.timeline.text")}
        </p>
      </div>
      <div role="img" aria-label={timelineSummary(timeline, t)} className="h-56 w-full">
        <Suspense
          fallback={<div aria-hidden="true" className="h-full animate-pulse rounded-lg bg-surface-muted" />}
        >
          <RenewalsTimelineChart timeline={timeline} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{t("renewals.timeline.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("renewals.timeline.month")}</th>
            <th scope="col">{t("renewals.timeline.expiring")}</th>
          </tr>
        </thead>
        <tbody>
          {timeline.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.label}</th>
              <td>{month.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
