import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createRequestDurations } from "./request-durations.ts";

const name = "http_request_duration_seconds";
const help = "Time to answer, by method, route and status";

describe("request durations", () => {
  it("exposes exactly what prom-client's Histogram exposes for the same requests", async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name,
      help,
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [reference],
    });
    const registry = new Registry();
    const durations = createRequestDurations(registry, { name, help });

    const requests: Array<[string, string, number, number]> = [
      ["GET", "/api/health", 200, 0.0004],
      ["GET", "/api/jobs/:id", 200, 0.005],
      ["GET", "/api/health", 200, 0.0123],
      ["POST", "/api/profile/skills-cards", 201, 0.75],
      ["GET", "/*", 404, 0.0021],
      ["GET", "/api/jobs/:id", 500, 12.5],
      ["GET", 'a "quoted" \\ route\nwith a break', 200, 10],
      ["GET", "/api/health", 503, 2.5],
      ["GET", "/api/health", 200, 0.1 + 0.2],
    ];
    for (const [method, route, status, seconds] of requests) {
      histogram.observe({ method, route, status }, seconds);
      durations.observe(method, route, status, seconds);
    }

    const written = await registry.metrics();
    expect(written).toBe(await reference.metrics());
    expect(written).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 3',
    );
  });

  it("starts again from nothing when the registry is reset", async () => {
    const registry = new Registry();
    const durations = createRequestDurations(registry, { name, help });
    durations.observe("GET", "/api/health", 200, 0.001);
    registry.resetMetrics();
    durations.observe("GET", "/api/features", 200, 0.002);
    const written = await registry.metrics();
    expect(written).not.toContain("/api/health");
    expect(written).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/features",status="200"} 1',
    );
  });
});
