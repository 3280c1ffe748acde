import type { ClientTelemetry } from "@siteready/domain/admin";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";

/**
 * What the browser tells the server (§8, §9): counts of page errors, unhandled rejections and resources that
 * failed to load (by element type), and web vitals. Sampled and capped, and nothing personal: no messages,
 * URLs or ids, only a type and a number. Sent every minute (§9 metrics report 60 s) and when the page is hidden.
 */
const VITALS_SAMPLE_RATE = 0.25;
export const MAX_ERRORS_PER_PAGE = 20;
const REPORT_INTERVAL_MS = 60_000;

type Batch = Required<ClientTelemetry>;

export interface TelemetryDependencies {
  send: (batch: Batch) => void;
  random: () => number;
}

const browserDependencies: TelemetryDependencies = {
  send: (batch) =>
    void fetch(monitoringPlainRoutes.telemetry.path, {
      method: monitoringPlainRoutes.telemetry.method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(batch),
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined),
  random: Math.random,
};

export function createTelemetry(dependencies: TelemetryDependencies = browserDependencies) {
  let batch: Batch = { errors: [], vitals: [] };
  let errorsThisPage = 0;
  const vitalsSampled = dependencies.random() < VITALS_SAMPLE_RATE;

  return {
    vitalsSampled,
    /** An error event from window: a failed <img>/<script>/<link> has the element as its target. */
    noteError(event: Event) {
      if (errorsThisPage >= MAX_ERRORS_PER_PAGE) return;
      errorsThisPage += 1;
      const target = event.target;
      batch.errors.push(
        target instanceof Element && target !== document.documentElement
          ? { type: "resource_failed", resource: target.tagName.toLowerCase().slice(0, 40) }
          : { type: "window_error" },
      );
    },
    noteRejection() {
      if (errorsThisPage >= MAX_ERRORS_PER_PAGE) return;
      errorsThisPage += 1;
      batch.errors.push({ type: "unhandled_rejection" });
    },
    noteVital(name: Batch["vitals"][number]["name"], value: number) {
      if (vitalsSampled) batch.vitals.push({ name, value });
    },
    flush() {
      if (batch.errors.length === 0 && batch.vitals.length === 0) return;
      dependencies.send(batch);
      batch = { errors: [], vitals: [] };
    },
  };
}

/** Starts listening for the whole page's life. */
export function startTelemetry() {
  const telemetry = createTelemetry();
  // Capture phase: resource errors do not bubble, so only a capturing listener on window sees them.
  window.addEventListener("error", (event) => telemetry.noteError(event), true);
  window.addEventListener("unhandledrejection", () => telemetry.noteRejection());
  if (telemetry.vitalsSampled) {
    // Loaded apart from the first page's script: web-vitals reads buffered entries, so nothing is missed.
    void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
      onLCP((metric) => telemetry.noteVital("LCP", metric.value));
      onINP((metric) => telemetry.noteVital("INP", metric.value));
      onCLS((metric) => telemetry.noteVital("CLS", metric.value));
    });
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") telemetry.flush();
  });
  setInterval(() => telemetry.flush(), REPORT_INTERVAL_MS);
}
