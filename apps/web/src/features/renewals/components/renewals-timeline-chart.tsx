import type { RenewalsOverview } from "@siteready/domain/renewals";
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from "recharts";

/**
 * The bars themselves; loaded lazily by RenewalsTimeline, which supplies the words for screen readers. Counts
 * are printed above the bars, so nothing depends on hovering. Colours come from the theme's CSS variables, so
 * light and dark both keep AA contrast.
 */
export function RenewalsTimelineChart({
  timeline,
}: {
  /** Each month with its name alone, as the language writes it in a tight place: the years are in the caption. */
  timeline: (RenewalsOverview["timeline"][number] & { axisLabel: string })[];
}) {
  const data = timeline.map((month) => ({ month: month.axisLabel, count: month.count }));
  return (
    <BarChart
      data={data}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: "100%" }}
      margin={{ top: 24, right: 4, bottom: 0, left: -24 }}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" />
      {/* Every month's label where they fit; on a phone, every other (or third) month, evenly spaced from the
          first, so no two labels touch whatever the language's month names. */}
      <XAxis
        dataKey="month"
        interval="equidistantPreserveStart"
        minTickGap={8}
        tickLine={false}
        axisLine={{ stroke: "var(--border)" }}
        tick={{ fill: "var(--text-muted)", fontSize: 12 }}
      />
      <YAxis
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        tick={{ fill: "var(--text-muted)", fontSize: 12 }}
      />
      <Bar dataKey="count" fill="var(--accent-strong)" radius={[4, 4, 0, 0]} isAnimationActive={false}>
        <LabelList
          dataKey="count"
          position="top"
          fill="var(--text)"
          fontSize={12}
          formatter={(value) => (value ? String(value) : "")}
        />
      </Bar>
    </BarChart>
  );
}
