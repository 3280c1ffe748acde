import type { HealthReport } from "@siteready/domain/admin";
import type { MessageKey } from "@siteready/domain/i18n";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { t } = useT();
  const data = history.map((sample) => ({ time: clock.format(new Date(sample.at)), score: sample.score }));
  const lowest = Math.min(...history.map((sample) => sample.score));
  const summary =
    history.length === 0
      ? t("admin.health.noSamples")
      : t("admin.health.chartSummary", {
          count: history.length,
          lowest: String(lowest),
          now: String(history.at(-1)?.score),
        });
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{t("admin.health.chart")}</figcaption>
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
  const { t } = useT();
  const { data: health, error, refetch, isPending } = useHealthReport();
  if (isPending) return <p role="status">{t("admin.health.checking")}</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  const events = Object.entries(health.clientEvents);
  return (
    <>
      <p className="text-sm text-muted">{t("admin.health.instance", { instance: health.instance })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-5xl font-bold">
          {health.score}
          <span className="sr-only"> {t("admin.health.outOf100")}</span>
        </p>
        <p
          className={`rounded-full border-4 bg-surface px-4 py-1 text-lg font-semibold capitalize text-text ${bucketStyles[health.bucket]}`}
        >
          {t(`admin.health.bucket.${health.bucket}`)}
        </p>
      </div>
      <p className="text-sm">{t("admin.health.formula")}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label={t("admin.health.database")}
          value={t(health.database === "up" ? "admin.health.up" : "admin.health.down")}
        />
        <Figure label={t("admin.health.errors")} value={String(health.errorsLast5Minutes)} />
        <Figure label={t("admin.health.requests")} value={String(health.requestsTotal)} />
        <Figure
          label={t("admin.health.p95")}
          value={
            health.p95LatencyMs === null
              ? "—"
              : t("admin.health.milliseconds", { ms: String(health.p95LatencyMs) })
          }
        />
        <Figure
          label={t("admin.health.cacheHitRate")}
          value={`${Math.round(health.cache.hitRate * 100)}% (${health.cache.health})`}
        />
        <Figure
          label={t("admin.health.cacheEntries")}
          value={t("admin.health.entriesOf", { entries: String(health.cache.entries), max: "50" })}
        />
      </dl>
      <ScoreChart history={health.history} />
      <section aria-labelledby="browser-heading" className="flex flex-col gap-2">
        <h2 id="browser-heading" className="text-xl font-semibold">
          {t("admin.health.browsers")}
        </h2>
        {events.length === 0 ? (
          <p>{t("admin.health.noBrowserEvents")}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {events.map(([name, count]) => {
              const label = browserEventLabels[name];
              return (
                <li key={name}>
                  {label ? t(label) : name}: {count}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

const browserEventLabels: Record<string, MessageKey> = {
  window_error: "admin.health.event.window_error",
  unhandled_rejection: "admin.health.event.unhandled_rejection",
  resource_failed: "error.resourceFailedToLoad",
  LCP: "admin.health.event.LCP",
  INP: "admin.health.event.INP",
  CLS: "admin.health.event.CLS",
};
