import type { HealthReport } from "@siteready/domain";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useHealthReport } from "../api/admin.ts";

/** Bordered badges in the urgency colours, which keep AA contrast in light and dark themes. */
const bucketStyles: Record<HealthReport["bucket"], string> = {
  excellent: "border-urgency-valid",
  good: "border-urgency-valid",
  poor: "border-urgency-warning",
  critical: "border-urgency-expired",
};

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

function ScoreChart({ history }: { history: HealthReport["history"] }) {
  const data = history.map((sample) => ({ time: clock.format(new Date(sample.at)), score: sample.score }));
  const lowest = Math.min(...history.map((sample) => sample.score));
  const summary =
    history.length === 0
      ? "No samples yet: the first is taken 10 seconds after the server starts."
      : `Health score over the last hour, ${history.length} samples; lowest ${lowest}, now ${history.at(-1)?.score}.`;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">Score over the last hour</figcaption>
      <div role="img" aria-label={summary} className="h-56 w-full">
        <LineChart
          data={data}
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="time" minTickGap={32} tick={{ fill: "var(--text-muted)", fontSize: 12 }} />
          <YAxis domain={[0, 100]} tick={{ fill: "var(--text-muted)", fontSize: 12 }} />
          <Line
            dataKey="score"
            stroke="var(--accent-strong)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
    </figure>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** The health score (§4/§9), what makes it up, the response cache and the browsers' reports. */
export function HealthPanel() {
  const { data: health, error, refetch, isPending } = useHealthReport();
  if (isPending) return <p role="status">Checking health…</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  const events = Object.entries(health.clientEvents);
  return (
    <>
      <p className="text-sm text-muted">
        These numbers are for the server instance that answered ({health.instance}) since it started. With
        several instances, Prometheus at /metrics adds them up.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-5xl font-bold">
          {health.score}
          <span className="sr-only"> out of 100</span>
        </p>
        <p
          className={`rounded-full border-4 bg-surface px-4 py-1 text-lg font-semibold capitalize text-text ${bucketStyles[health.bucket]}`}
        >
          {health.bucket}
        </p>
      </div>
      <p className="text-sm">
        100, less 5 points for each error in the last 5 minutes (at most 25), 60 if the database is down, and
        15 (or 25) when the slowest 5% of answers take over 1 s (or 3 s).
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Database" value={health.database === "up" ? "Up" : "Down"} />
        <Figure label="Errors, last 5 minutes" value={String(health.errorsLast5Minutes)} />
        <Figure label="Requests answered" value={String(health.requestsTotal)} />
        <Figure
          label="95% answered within"
          value={health.p95LatencyMs === null ? "—" : `${health.p95LatencyMs} ms`}
        />
        <Figure
          label="Cache hit rate"
          value={`${Math.round(health.cache.hitRate * 100)}% (${health.cache.health})`}
        />
        <Figure label="Cache entries" value={`${health.cache.entries} of 50`} />
      </dl>
      <ScoreChart history={health.history} />
      <section aria-labelledby="browser-heading" className="flex flex-col gap-2">
        <h2 id="browser-heading" className="text-xl font-semibold">
          From browsers
        </h2>
        {events.length === 0 ? (
          <p>No browser errors or web vitals reported since this instance started.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {events.map(([name, count]) => (
              <li key={name}>
                {browserEventLabels[name] ?? name}: {count}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const browserEventLabels: Record<string, string> = {
  window_error: "Page errors",
  unhandled_rejection: "Unhandled promise rejections",
  resource_failed: "Resource failed to load",
  LCP: "Largest contentful paint samples",
  INP: "Interaction to next paint samples",
  CLS: "Layout shift samples",
};
