import { describe, expect, it } from "vitest";
import { isRetryableStatus, nextRetryDelay, requestRetryPolicy, retryDelayMs } from "./retry-policy.ts";

describe("isRetryableStatus", () => {
  it.each([401, 500, 502, 503, 504, 599])("retries %i", (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });
  it.each([200, 204, 400, 403, 404, 409, 429, 499, 501])("does not retry %i", (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe("retry schedule", () => {
  it("waits 1000 ms then 2000 ms", () => {
    expect(retryDelayMs(0)).toBe(1000);
    expect(retryDelayMs(1)).toBe(2000);
  });

  it("retries a network failure twice, then gives up", () => {
    const failure = { kind: "network-failure" } as const;
    expect(nextRetryDelay(failure, 0)).toBe(1000);
    expect(nextRetryDelay(failure, 1)).toBe(2000);
    expect(nextRetryDelay(failure, 2)).toBeNull();
  });

  it("retries a 502 and a 401 but never a 404", () => {
    expect(nextRetryDelay({ kind: "response", status: 502 }, 0)).toBe(1000);
    expect(nextRetryDelay({ kind: "response", status: 401 }, 1)).toBe(2000);
    expect(nextRetryDelay({ kind: "response", status: 404 }, 0)).toBeNull();
  });

  it("does not retry a timeout or a cancelled request", () => {
    expect(nextRetryDelay({ kind: "timeout" }, 0)).toBeNull();
    expect(nextRetryDelay({ kind: "cancelled" }, 0)).toBeNull();
  });

  it("times out after 30 s and allows 2 retries", () => {
    expect(requestRetryPolicy.timeoutMs).toBe(30_000);
    expect(requestRetryPolicy.maxRetries).toBe(2);
  });
});
