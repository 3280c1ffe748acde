import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { billingMessages, capabilityAvailable, lowestTierWith, renewalNoticeEmail } from "./billing.ts";
import { checkoutRequestSchema } from "./checkout.ts";

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

describe("renewal notice", () => {
  it("says when the plan renews and how to cancel", () => {
    const email = renewalNoticeEmail({
      recipientName: "Aoife",
      plan: "pro",
      renewsOn: new Date("2027-01-15T10:00:00Z"),
      appUrl: "https://siteready.app",
    });
    expect(email.subject).toBe("Your SiteReady Pro plan renews on 15 January 2027");
    expect(email.text).toContain("Hello Aoife,");
    expect(email.text).toContain("https://siteready.app/pricing");
    expect(email.text).toContain("you keep your plan until the end of the period");
  });
  it("speaks the subscriber's language, the date still day-month-year", () => {
    const email = renewalNoticeEmail({
      recipientName: "Łukasz",
      plan: "premium",
      renewsOn: new Date("2027-01-15T10:00:00Z"),
      appUrl: "https://siteready.app",
      words: { language: "pl", catalogue: catalogues.pl },
    });
    expect(email.subject).toBe("Twój plan SiteReady Premium odnowi się 15 stycznia 2027");
    expect(email.text).toContain("Dzień dobry Łukasz,");
    expect(email.text).toContain(
      "wejdź na https://siteready.app/pricing i wybierz „Zarządzaj planem lub go anuluj”",
    );
  });
});
