import { z } from "zod";

/** Health score of §4/§9: 100 minus penalties, put in a bucket an operator reads at a glance. */

const healthBuckets = ["excellent", "good", "poor", "critical"] as const;
export type HealthBucket = (typeof healthBuckets)[number];

/** §9: errors in the last 5 minutes cost 5 points each, at most 25. */
export const HEALTH_ERROR_WINDOW_MS = 5 * 60_000;
const HEALTH_ERROR_PENALTY = { each: 5, cap: 25 } as const;
/** Nothing works without the database: its loss alone puts the score in 'critical'. */
const HEALTH_DATABASE_DOWN_PENALTY = 60;
/** §9 calls an operation slow at 1000 ms: a p95 above it costs 15 points, above 3× it 25. */
const SLOW_OPERATION_MS = 1000;
const HEALTH_LATENCY_PENALTY = { slow: 15, verySlow: 25 } as const;
/** §9: the health check runs every 10 s and keeps an hour. */
export const HEALTH_SAMPLE_INTERVAL_MS = 10_000;
export const HEALTH_HISTORY_MS = 60 * 60_000;

export function healthBucket(score: number): HealthBucket {
  if (score >= 90) return "excellent";
  if (score >= 70) return "good";
  if (score >= 50) return "poor";
  return "critical";
}

export function healthScore({
  errorsLast5Minutes,
  databaseUp,
  p95LatencyMs,
}: {
  errorsLast5Minutes: number;
  databaseUp: boolean;
  p95LatencyMs: number | null;
}): number {
  const errors = Math.min(errorsLast5Minutes * HEALTH_ERROR_PENALTY.each, HEALTH_ERROR_PENALTY.cap);
  const database = databaseUp ? 0 : HEALTH_DATABASE_DOWN_PENALTY;
  const latency =
    p95LatencyMs === null || p95LatencyMs <= SLOW_OPERATION_MS
      ? 0
      : p95LatencyMs <= 3 * SLOW_OPERATION_MS
        ? HEALTH_LATENCY_PENALTY.slow
        : HEALTH_LATENCY_PENALTY.verySlow;
  return Math.max(0, 100 - errors - database - latency);
}

/** §4: the response cache is healthy when at least half the look-ups are hits. */
export const cacheHealthStates = ["healthy", "warning"] as const;
export function cacheHealth(hitRate: number): (typeof cacheHealthStates)[number] {
  return hitRate >= 0.5 ? "healthy" : "warning";
}

const healthSampleSchema = z.object({
  at: z.string(),
  score: z.number(),
  requests: z.number(),
  errors: z.number(),
});

export const healthReportSchema = z.object({
  /** Numbers are this server instance's own since it started (one of possibly several). */
  instance: z.string(),
  score: z.number(),
  bucket: z.enum(healthBuckets),
  database: z.enum(["up", "down"]),
  errorsLast5Minutes: z.number(),
  requestsTotal: z.number(),
  p95LatencyMs: z.number().nullable(),
  cache: z.object({
    entries: z.number(),
    hits: z.number(),
    misses: z.number(),
    hitRate: z.number(),
    health: z.enum(cacheHealthStates),
  }),
  clientEvents: z.record(z.string(), z.number()),
  history: z.array(healthSampleSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** What a browser sends (§8): counts by type and web vitals, sampled, nothing about the person. */
const clientErrorTypes = ["window_error", "unhandled_rejection", "resource_failed"] as const;
const webVitalNames = ["LCP", "INP", "CLS"] as const;
export const clientTelemetrySchema = z.object({
  errors: z
    .array(z.object({ type: z.enum(clientErrorTypes), resource: z.string().max(40).optional() }))
    .max(50)
    .default([]),
  vitals: z
    .array(z.object({ name: z.enum(webVitalNames), value: z.number().min(0).max(600_000) }))
    .max(10)
    .default([]),
});
export type ClientTelemetry = z.input<typeof clientTelemetrySchema>;
