import type { Metric, Registry } from "prom-client";

type Labels = { method: string; route: string; status: number };

interface Series {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`, a Prometheus histogram by method, route and status, written for the one
 * update every request makes. prom-client's Histogram validates and hashes a labels object into a string key
 * on every observation; here a request finds its series through maps keyed by the method, route and status
 * values themselves (the same few strings every time), then counts one bucket. The exposition is the one
 * prom-client writes for a Histogram: the registry formats what `get` returns.
 */
export function createRequestDurations(registry: Registry, { name, help }: { name: string; help: string }) {
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const byMethod = new Map<string, Map<string, Map<number, Series>>>();
  /** In the order first seen, as prom-client lists series. */
  const all: Series[] = [];

  function seriesFor(method: string, route: string, status: number): Series {
    let byRoute = byMethod.get(method);
    if (!byRoute) {
      byRoute = new Map();
      byMethod.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status },
        counts: new Array(buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
      all.push(series);
    }
    return series;
  }

  const metric = {
    name,
    help,
    type: "histogram",
    aggregator: "sum",
    /** What prom-client's Histogram#get returns: per series its cumulative buckets, +Inf, _sum and _count. */
    async get() {
      const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> =
        [];
      for (const { labels, counts, sum, count } of all) {
        let cumulative = 0;
        for (const [index, bound] of buckets.entries()) {
          cumulative += counts[index] as number;
          values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
        }
        values.push({ labels: { le: "+Inf", ...labels }, value: count, metricName: `${name}_bucket` });
        values.push({ labels: { ...labels }, value: sum, metricName: `${name}_sum` });
        values.push({ labels: { ...labels }, value: count, metricName: `${name}_count` });
      }
      return { name, help, type: "histogram", values, aggregator: "sum" };
    },
    reset() {
      byMethod.clear();
      all.length = 0;
    },
  };
  // The registry asks a metric only for the fields above; prom-client's types list its own classes alone.
  registry.registerMetric(metric as unknown as Metric);

  return {
    observe(method: string, route: string, status: number, seconds: number) {
      const series = seriesFor(method, route, status);
      let index = 0;
      while (index < buckets.length && seconds > (buckets[index] as number)) index++;
      series.counts[index] = (series.counts[index] ?? 0) + 1;
      series.sum += seconds;
      series.count += 1;
    },
  };
}
