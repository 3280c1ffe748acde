import { describe, expect, it } from "vitest";
import { isSessionExpired, SESSION_CHECK_INTERVAL_MS, SESSION_EXPIRY_MARGIN_MS } from "./session-expiry.ts";

const now = new Date("2026-11-22T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("isSessionExpired", () => {
  it("is live more than 5 minutes before the end", () => {
    expect(isSessionExpired(minutes(5).getTime() + 1, now)).toBe(false);
    expect(isSessionExpired(minutes(60), now)).toBe(false);
  });
  it("counts as expired from 5 minutes before the end", () => {
    expect(isSessionExpired(minutes(5), now)).toBe(true);
    expect(isSessionExpired(minutes(4), now)).toBe(true);
    expect(isSessionExpired(minutes(-1), now)).toBe(true);
  });
  it("counts a missing or unreadable expiry as expired", () => {
    expect(isSessionExpired(undefined, now)).toBe(true);
    expect(isSessionExpired(null, now)).toBe(true);
    expect(isSessionExpired("", now)).toBe(true);
    expect(isSessionExpired("not a date", now)).toBe(true);
  });
  it("accepts ISO strings as the server sends them", () => {
    expect(isSessionExpired(minutes(30).toISOString(), now)).toBe(false);
  });
  it("checks every 5 minutes with a 5-minute margin", () => {
    expect(SESSION_EXPIRY_MARGIN_MS).toBe(300_000);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(300_000);
  });
});
