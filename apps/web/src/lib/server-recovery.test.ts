import { describe, expect, it } from "vitest";
import { createServerRecovery, FAILURES_BEFORE_CHECK } from "./server-recovery.ts";

function harness(healthAnswers: boolean[]) {
  const waits: number[] = [];
  let checks = 0;
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const recovery = createServerRecovery({
    wait: async (ms) => {
      waits.push(ms);
    },
    checkHealth: async () => healthAnswers[checks++] ?? true,
  });
  recovery.onRecovered(release);
  return { recovery, waits, done };
}

describe("server recovery", () => {
  it("starts checking /api/health only after repeated failures, backing off until the server answers", async () => {
    const { recovery, waits, done } = harness([false, false, true]);
    for (let failure = 1; failure < FAILURES_BEFORE_CHECK; failure++) recovery.noteServerFailure();
    expect(recovery.isReconnecting()).toBe(false);
    recovery.noteServerFailure();
    expect(recovery.isReconnecting()).toBe(true);
    await done;
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(recovery.isReconnecting()).toBe(false);
  });

  it("forgets failures once the server answers in between", () => {
    const { recovery } = harness([]);
    recovery.noteServerFailure();
    recovery.noteServerFailure();
    recovery.noteServerAnswered();
    recovery.noteServerFailure();
    expect(recovery.isReconnecting()).toBe(false);
  });

  it("stops a check in progress on reset, without asking /api/health again", async () => {
    let wake: () => void = () => undefined;
    let checks = 0;
    const recovery = createServerRecovery({
      wait: () =>
        new Promise<void>((resolve) => {
          wake = resolve;
        }),
      checkHealth: async () => {
        checks += 1;
        return false;
      },
    });
    for (let failure = 0; failure < FAILURES_BEFORE_CHECK; failure++) recovery.noteServerFailure();
    expect(recovery.isReconnecting()).toBe(true);
    recovery.reset();
    expect(recovery.isReconnecting()).toBe(false);
    wake();
    await Promise.resolve();
    await Promise.resolve();
    expect(checks).toBe(0);
  });
});
