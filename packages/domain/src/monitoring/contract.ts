import type { PlainRoute } from "../endpoint/endpoint.ts";

/**
 * What the browser sends with plain `fetch`, outside the API client (no retries, no session handling): the
 * health probe it polls while the server is unreachable, and the sampled error and web-vitals counts.
 */
export const monitoringPlainRoutes = {
  health: { method: "GET", path: "/api/health", kind: "probe" },
  telemetry: { method: "POST", path: "/api/telemetry", kind: "probe" },
} as const satisfies Record<string, PlainRoute>;
