import type { RenewalsOverview } from "@siteready/domain";
import { lazy, Suspense, useId } from "react";

type Timeline = RenewalsOverview["timeline"];

// recharts is large: it loads only when the timeline is on screen, as its own chunk of this route.
const RenewalsTimelineChart = lazy(async () => ({
  default: (await import("./renewals-timeline-chart.tsx")).RenewalsTimelineChart,
}));

function countWord(count: number): string {
  return count === 1 ? "1 expiry" : `${count} expiries`;
}

/** What the chart shows, in words, for screen readers: 'Mar 2026 to Feb 2027: 1 in Mar 2026, 2 in Jun 2026.' */
function timelineSummary(timeline: Timeline): string {
  const first = timeline[0]?.label;
  const last = timeline.at(-1)?.label;
  const span = first && last ? ` from ${first} to ${last}` : "";
  const busy = timeline.filter((month) => month.count > 0);
  if (busy.length === 0) return `Bar chart: no expiries in the next 12 months${span}.`;
  const total = busy.reduce((sum, month) => sum + month.count, 0);
  const months = busy.map((month) => `${month.count} in ${month.label}`).join(", ");
  return `Bar chart: ${countWord(total)} in the next 12 months${span}: ${months}. None in the other months.`;
}

/**
 * How many dates run out in each of the next 12 months. The chart is an image with a summary for screen
 * readers, and the same figures sit in a visually hidden table, month by month.
 */
export function RenewalsTimeline({ timeline }: { timeline: Timeline }) {
  const headingId = useId();
  const first = timeline[0]?.label;
  const last = timeline.at(-1)?.label;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          The next 12 months
        </h2>
        <p className="text-sm text-muted">
          How many cards and documents run out each month{first && last ? `, ${first} to ${last}` : ""}.
        </p>
      </div>
      <div role="img" aria-label={timelineSummary(timeline)} className="h-56 w-full">
        <Suspense
          fallback={<div aria-hidden="true" className="h-full animate-pulse rounded-lg bg-surface-muted" />}
        >
          <RenewalsTimelineChart timeline={timeline} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Expiries per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Expiring</th>
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
