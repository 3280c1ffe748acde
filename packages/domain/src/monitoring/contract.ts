import type { PlainRoute } from "../endpoint/endpoint.ts";

/**
 * What the browser sends with plain `fetch`, outside the API client (no retries, no session handling): the
 * health probe it polls while the server is unreachable, and the sampled error and web-vitals counts. Then
 * what operators and load balancers call: readiness, liveness, the Prometheus metrics and the API's
 * documentation pages (served under `apiDocs`' path by Swagger UI).
 */
export const monitoringPlainRoutes = {
  health: { method: "GET", path: "/api/health", kind: "probe" },
  telemetry: { method: "POST", path: "/api/telemetry", kind: "probe" },
  ready: { method: "GET", path: "/api/health/ready", kind: "probe" },
  live: { method: "GET", path: "/api/health/live", kind: "probe" },
  metrics: { method: "GET", path: "/metrics", kind: "probe" },
  apiDocs: { method: "GET", path: "/api/docs", kind: "page" },
} as const satisfies Record<string, PlainRoute>;
