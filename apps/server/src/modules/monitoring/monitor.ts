import { hostname } from "node:os";
import {
  cacheHealth,
  type clientTelemetrySchema,
  HEALTH_ERROR_WINDOW_MS,
  HEALTH_HISTORY_MS,
  type HealthReport,
  healthBucket,
  healthScore,
} from "@siteready/domain/admin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { z } from "zod";
import { createRequestDurations } from "./request-durations.ts";

/** Latencies kept for the p95 of the health score: the last 5 minutes, at most this many. */
const MAX_LATENCY_SAMPLES = 2_000;

/**
 * The newest `capacity` request latencies and when each was answered, oldest first, in two fixed arrays used as
 * a ring: recording one (every request) allocates nothing and moves nothing.
 */
function latencyWindow(capacity: number) {
  const times = new Float64Array(capacity);
  const latencies = new Float64Array(capacity);
  let oldest = 0;
  let size = 0;
  return {
    add(at: number, ms: number) {
      const slot = (oldest + size) % capacity;
      times[slot] = at;
      latencies[slot] = ms;
      if (size < capacity) size += 1;
      else oldest = (oldest + 1) % capacity;
    },
    dropBefore(cutoff: number) {
      while (size > 0 && (times[oldest] as number) < cutoff) {
        oldest = (oldest + 1) % capacity;
        size -= 1;
      }
    },
    /** The kept latencies, sorted. */
    sorted(): Float64Array {
      const kept = new Float64Array(size);
      for (let index = 0; index < size; index++) {
        kept[index] = latencies[(oldest + index) % capacity] as number;
      }
      return kept.sort();
    },
  };
}

export interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
  hitRate: number;
}

/**
 * This instance's numbers: Prometheus metrics (one registry per app, so tests can build several) and the
 * rolling window the health score reads. Per instance by design; Prometheus sums instances when it scrapes.
 */
export function createMonitor({
  now = Date.now,
  cacheStats,
}: {
  now?: () => number;
  cacheStats: () => CacheStats;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // One series per method, route and status: its _count is the number of requests answered, so no separate
  // counter is kept (one metric update per request, not two).
  const duration = createRequestDurations(registry, {
    name: "http_request_duration_seconds",
    help: "Time to answer, by method, route and status (its _count counts the requests)",
  });
  const databaseUp = new Gauge({
    name: "database_up",
    help: "1 when the database answered the last health check",
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: "client_errors_total",
    help: "Errors browsers reported, by type (window_error, unhandled_rejection, resource_failed) and resource",
    labelNames: ["type", "resource"] as const,
    registers: [registry],
  });
  const webVitals = new Histogram({
    name: "web_vitals",
    help: "Web vitals browsers reported (LCP and INP in ms, CLS unitless)",
    labelNames: ["name"] as const,
    buckets: [0.05, 0.1, 0.25, 100, 200, 500, 1000, 2500, 4000, 8000],
    registers: [registry],
  });
  const score = new Gauge({ name: "health_score", help: "Health score 0–100 (§9)", registers: [registry] });
  new Gauge({
    name: "response_cache_hit_ratio",
    help: "Share of response-cache look-ups that were hits",
    registers: [registry],
    collect() {
      this.set(cacheStats().hitRate);
    },
  });

  const errorTimes: number[] = [];
  const latencies = latencyWindow(MAX_LATENCY_SAMPLES);
  const clientEventCounts: Record<string, number> = {};
  let requestsTotal = 0;
  let lastDatabaseUp = true;
  const history: HealthReport["history"] = [];

  function prune(at: number) {
    while (errorTimes.length > 0 && (errorTimes[0] as number) < at - HEALTH_ERROR_WINDOW_MS)
      errorTimes.shift();
    latencies.dropBefore(at - HEALTH_ERROR_WINDOW_MS);
    while (history.length > 0 && Date.parse((history[0] as { at: string }).at) < at - HEALTH_HISTORY_MS) {
      history.shift();
    }
  }

  function p95(): number | null {
    const sorted = latencies.sorted();
    if (sorted.length === 0) return null;
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number);
  }

  function current() {
    const at = now();
    prune(at);
    const p95LatencyMs = p95();
    const value = healthScore({
      errorsLast5Minutes: errorTimes.length,
      databaseUp: lastDatabaseUp,
      p95LatencyMs,
    });
    score.set(value);
    return { at, value, p95LatencyMs };
  }

  return {
    registry,
    recordRequest({
      method,
      route,
      status,
      ms,
    }: {
      method: string;
      route: string;
      status: number;
      ms: number;
    }) {
      const at = now();
      requestsTotal += 1;
      duration.observe(method, route, status, ms / 1000);
      latencies.add(at, ms);
      if (status >= 500) errorTimes.push(at);
    },
    recordClientTelemetry(telemetry: z.output<typeof clientTelemetrySchema>) {
      const at = now();
      for (const error of telemetry.errors) {
        clientErrors.inc({ type: error.type, resource: error.resource ?? "" });
        clientEventCounts[error.type] = (clientEventCounts[error.type] ?? 0) + 1;
        errorTimes.push(at);
      }
      for (const vital of telemetry.vitals) {
        webVitals.observe({ name: vital.name }, vital.value);
        clientEventCounts[vital.name] = (clientEventCounts[vital.name] ?? 0) + 1;
      }
    },
    recordDatabase(up: boolean) {
      lastDatabaseUp = up;
      databaseUp.set(up ? 1 : 0);
    },
    /** Called every HEALTH_SAMPLE_INTERVAL_MS: one point of the last hour's chart. */
    sample() {
      const { at, value } = current();
      history.push({
        at: new Date(at).toISOString(),
        score: value,
        requests: requestsTotal,
        errors: errorTimes.length,
      });
    },
    report(): HealthReport {
      const { value, p95LatencyMs } = current();
      const cache = cacheStats();
      return {
        instance: `${hostname()}:${process.pid}`,
        score: value,
        bucket: healthBucket(value),
        database: lastDatabaseUp ? "up" : "down",
        errorsLast5Minutes: errorTimes.length,
        requestsTotal,
        p95LatencyMs,
        cache: {
          ...cache,
          hitRate: Math.round(cache.hitRate * 1000) / 1000,
          health: cacheHealth(cache.hitRate),
        },
        clientEvents: { ...clientEventCounts },
        history: [...history],
      };
    },
  };
}

export type Monitor = ReturnType<typeof createMonitor>;
