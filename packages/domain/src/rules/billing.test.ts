import { describe, expect, it } from "vitest";
import {
  billingMessages,
  capabilityAvailable,
  checkoutRequestSchema,
  formatPence,
  lowestTierWith,
  poundsToPence,
} from "./billing.ts";

describe("checkout request", () => {
  it("accepts a paid plan, monthly unless it says yearly", () => {
    expect(checkoutRequestSchema.parse({ planName: "pro" })).toEqual({ planName: "pro", interval: "month" });
    expect(checkoutRequestSchema.parse({ planName: "premium", interval: "year" })).toEqual({
      planName: "premium",
      interval: "year",
    });
  });

  it("accepts a donation of £1 or more, once unless it says monthly", () => {
    expect(checkoutRequestSchema.parse({ planName: "donation", amountPence: 100 })).toEqual({
      planName: "donation",
      amountPence: 100,
      frequency: "once",
    });
    expect(
      checkoutRequestSchema.parse({ planName: "donation", amountPence: 500, frequency: "monthly" }).planName,
    ).toBe("donation");
  });

  it("refuses a donation under £1 with a plain message, and unknown plans", () => {
    const small = checkoutRequestSchema.safeParse({ planName: "donation", amountPence: 99 });
    expect(small.success).toBe(false);
    expect(small.error?.issues[0]?.message).toBe(billingMessages.donationTooSmall);
    expect(checkoutRequestSchema.safeParse({ planName: "gold" }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ planName: "donation", amountPence: 1.5 }).success).toBe(false);
  });
});

describe("amounts in pounds", () => {
  it("formats pence as en-GB pounds", () => {
    expect(formatPence(499)).toBe("£4.99");
    expect(formatPence(500)).toBe("£5");
    expect(formatPence(100_000)).toBe("£1,000");
  });

  it("reads what a person types", () => {
    expect(poundsToPence("5")).toBe(500);
    expect(poundsToPence("£7.5")).toBe(750);
    expect(poundsToPence("2.05")).toBe(205);
    expect(poundsToPence("five")).toBeNull();
    expect(poundsToPence("1.234")).toBeNull();
  });
});

describe("tier policy", () => {
  it("opens every capability to the free tier when free for everyone", () => {
    expect(capabilityAvailable("free_for_everyone", "free", "job_matching")).toBe(true);
  });

  it("follows the §4 table when tiered", () => {
    expect(capabilityAvailable("tiered", "free", "test_center_search")).toBe(false);
    expect(capabilityAvailable("tiered", "pro", "test_center_search")).toBe(true);
    expect(capabilityAvailable("tiered", "pro", "job_matching")).toBe(false);
    expect(capabilityAvailable("tiered", "premium", "job_matching")).toBe(true);
  });

  it("names the lowest tier with a capability", () => {
    expect(lowestTierWith("basic_profile")).toBe("free");
    expect(lowestTierWith("expiry_reminders")).toBe("pro");
    expect(lowestTierWith("accommodation_search")).toBe("premium");
  });
});
