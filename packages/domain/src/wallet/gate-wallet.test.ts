import { describe, expect, it } from "vitest";
import { describeWalletSync, gateMarkingInputSchema, WALLET_STALE_AFTER_DAYS } from "./gate-wallet.ts";

const now = Date.parse("2026-06-10T12:00:00Z");
const ago = (ms: number) => now - ms;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("describeWalletSync", () => {
  it("says when the wallet last synced, in words", () => {
    expect(describeWalletSync(null, now)).toEqual({ label: "Not synced yet", stale: false });
    expect(describeWalletSync(ago(10_000), now).label).toBe("Last synced just now");
    expect(describeWalletSync(ago(25 * 60_000), now).label).toBe("Last synced 25 min ago");
    expect(describeWalletSync(ago(3 * HOUR + 59_000), now).label).toBe("Last synced 3 h ago");
    expect(describeWalletSync(ago(DAY), now).label).toBe("Last synced 1 day ago");
    expect(describeWalletSync(ago(9 * DAY), now).label).toBe("Last synced 9 days ago");
  });

  it("warns from exactly 7 days on", () => {
    expect(WALLET_STALE_AFTER_DAYS).toBe(7);
    expect(describeWalletSync(ago(7 * DAY - 1), now).stale).toBe(false);
    expect(describeWalletSync(ago(7 * DAY), now).stale).toBe(true);
  });
});

describe("gateMarkingInputSchema", () => {
  it("takes only a boolean", () => {
    expect(gateMarkingInputSchema.parse({ show_at_gate: true })).toEqual({ show_at_gate: true });
    expect(gateMarkingInputSchema.parse({ show_holder_photo: false })).toEqual({ show_holder_photo: false });
    expect(gateMarkingInputSchema.safeParse({ show_at_gate: "yes" }).success).toBe(false);
    expect(gateMarkingInputSchema.safeParse({}).success).toBe(false);
  });
});
