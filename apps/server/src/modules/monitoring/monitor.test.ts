import { HEALTH_ERROR_WINDOW_MS } from "@siteready/domain/admin";
import { describe, expect, it } from "vitest";
import { createMonitor } from "./monitor.ts";

function monitorAt(start: number) {
  const clock = { time: start };
  const monitor = createMonitor({
    now: () => clock.time,
    cacheStats: () => ({ entries: 0, hits: 0, misses: 0, hitRate: 0 }),
  });
  const answer = (ms: number) => monitor.recordRequest({ method: "GET", route: "/api/x", status: 200, ms });
  return { clock, monitor, answer };
}

describe("the health report's p95 latency", () => {
  it("is none before any request, then the 95th percentile of the requests answered", () => {
    const { monitor, answer } = monitorAt(1_000_000);
    expect(monitor.report().p95LatencyMs).toBeNull();
    // 1 ms … 100 ms in a shuffled order: the 95th of 100 sorted is 96 ms.
    for (let step = 0; step < 100; step++) answer(((step * 37) % 100) + 1);
    expect(monitor.report().p95LatencyMs).toBe(96);
    expect(monitor.report().requestsTotal).toBe(100);
  });

  it("forgets requests older than the five-minute window", () => {
    const { clock, monitor, answer } = monitorAt(1_000_000);
    for (let count = 0; count < 50; count++) answer(900);
    clock.time += HEALTH_ERROR_WINDOW_MS / 2;
    for (let count = 0; count < 50; count++) answer(10);
    expect(monitor.report().p95LatencyMs).toBe(900);
    clock.time += HEALTH_ERROR_WINDOW_MS / 2 + 1;
    expect(monitor.report().p95LatencyMs).toBe(10);
    clock.time += HEALTH_ERROR_WINDOW_MS;
    expect(monitor.report().p95LatencyMs).toBeNull();
  });

  it("keeps only the newest 2,000 requests, however many arrive within the window", () => {
    const { monitor, answer } = monitorAt(1_000_000);
    for (let count = 0; count < 2_000; count++) answer(500);
    for (let count = 0; count < 2_000; count++) answer(5);
    expect(monitor.report().p95LatencyMs).toBe(5);
    // 1,900 fast and 100 slow of the newest 2,000: the 95th percentile is the first slow one.
    for (let count = 0; count < 100; count++) answer(700);
    expect(monitor.report().p95LatencyMs).toBe(700);
  });
});
