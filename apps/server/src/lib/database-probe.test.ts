import { describe, expect, it } from "vitest";
import { createDatabaseProbe } from "./database-probe.ts";

function fakeDatabase() {
  const state = { up: true, pings: 0, time: 0 };
  const probe = createDatabaseProbe(
    async () => {
      state.pings += 1;
      if (!state.up) throw new Error("connection refused");
      return true;
    },
    { reuseMs: 1_000, now: () => state.time },
  );
  return { state, probe };
}

describe("the database probe", () => {
  it("asks the database once a second while it answers, however often health is polled", async () => {
    const { state, probe } = fakeDatabase();
    expect(await Promise.all([probe.isUp(), probe.isUp(), probe.isUp()])).toEqual([true, true, true]);
    expect(state.pings).toBe(1);
    state.time = 999;
    expect(await probe.isUp()).toBe(true);
    expect(state.pings).toBe(1);
    state.time = 1_000;
    expect(await probe.isUp()).toBe(true);
    expect(state.pings).toBe(2);
  });

  it("never reuses 'down': every poll asks again until the database answers", async () => {
    const { state, probe } = fakeDatabase();
    state.up = false;
    expect(await probe.isUp()).toBe(false);
    expect(await probe.isUp()).toBe(false);
    expect(state.pings).toBe(2);
    state.up = true;
    expect(await probe.isUp()).toBe(true);
  });

  it("reports a database lost by a failing request at once, within the reuse window", async () => {
    const { state, probe } = fakeDatabase();
    expect(await probe.isUp()).toBe(true);
    state.up = false;
    expect(await probe.check()).toBe(false);
    expect(await probe.isUp()).toBe(false);
  });
});
