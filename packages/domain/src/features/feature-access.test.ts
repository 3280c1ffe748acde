import { describe, expect, it } from "vitest";
import {
  type AccessUser,
  canAccessFeature,
  meetsSubscriptionTier,
  type SubscriptionTier,
  subscriptionTierOf,
  subscriptionTiers,
  type TierCapability,
  tierCapabilities,
  tierCapabilityNames,
  tierHasCapability,
} from "./feature-access.ts";
import {
  defaultFeatureCatalogue,
  type FeatureCatalogueEntry,
  type FeatureTier,
  featureStates,
} from "./features.ts";

function entry(overrides: Partial<FeatureCatalogueEntry> = {}): FeatureCatalogueEntry {
  return { ...defaultFeatureCatalogue.jobs, ...overrides };
}

const user = (subscriptionTier: SubscriptionTier = "free"): AccessUser => ({
  role: "user",
  subscriptionTier,
});
const admin = (subscriptionTier: SubscriptionTier = "free"): AccessUser => ({
  role: "admin",
  subscriptionTier,
});

describe("canAccessFeature: existence and state", () => {
  it("denies an unknown feature as not_found with no state", () => {
    expect(canAccessFeature(undefined, user())).toEqual({
      accessible: false,
      reason: "not_found",
      state: null,
    });
    expect(canAccessFeature(undefined, null)).toEqual({
      accessible: false,
      reason: "not_found",
      state: null,
    });
  });

  it.each(featureStates.filter((state) => state !== "enabled"))(
    "denies state %s as not_enabled, even to an admin on premium",
    (state) => {
      const locked = entry({ state, enabled: false });
      for (const who of [null, user(), admin("premium")]) {
        expect(canAccessFeature(locked, who)).toEqual({ accessible: false, reason: "not_enabled", state });
      }
    },
  );

  it("checks state before role and tier", () => {
    const locked = entry({ state: "premium", enabled: false, tier: "admin", requiresRole: "admin" });
    expect(canAccessFeature(locked, null)).toMatchObject({ reason: "not_enabled" });
  });

  it("does not trust an enabled flag that disagrees with the state", () => {
    expect(canAccessFeature(entry({ state: "comingSoon", enabled: true }), user())).toMatchObject({
      reason: "not_enabled",
    });
    expect(canAccessFeature(entry({ state: "enabled", enabled: false }), user())).toMatchObject({
      reason: "not_enabled",
      state: "enabled",
    });
  });
});

describe("canAccessFeature: required role", () => {
  it("asks a signed-out visitor to sign in, even on a public feature", () => {
    const feature = entry({ tier: "public", requiresRole: "user" });
    expect(canAccessFeature(feature, null)).toEqual({
      accessible: false,
      reason: "sign_in_required",
      state: "enabled",
    });
  });

  it("denies a user a feature that requires admin, whatever the tier", () => {
    for (const tier of ["public", "free", "premium"] as const) {
      expect(canAccessFeature(entry({ tier, requiresRole: "admin" }), user("premium"))).toEqual({
        accessible: false,
        reason: "role_required",
        state: "enabled",
      });
    }
  });

  it("lets an admin through a role requirement of user or admin", () => {
    expect(canAccessFeature(entry({ requiresRole: "admin" }), admin())).toEqual({ accessible: true });
    expect(canAccessFeature(entry({ requiresRole: "user" }), admin())).toEqual({ accessible: true });
    expect(canAccessFeature(entry({ requiresRole: "user" }), user())).toEqual({ accessible: true });
  });

  it("still applies the tier after the role matches", () => {
    expect(canAccessFeature(entry({ requiresRole: "user", tier: "pro" }), user("free"))).toMatchObject({
      reason: "tier_required",
    });
  });
});

describe("canAccessFeature: tiers", () => {
  it("opens the public tier to everyone, signed out included", () => {
    const feature = entry({ tier: "public" });
    expect(canAccessFeature(feature, null)).toEqual({ accessible: true });
    expect(canAccessFeature(feature, user())).toEqual({ accessible: true });
    expect(canAccessFeature(feature, admin())).toEqual({ accessible: true });
  });

  it("opens the admin tier only to role admin, whatever their subscription", () => {
    const feature = entry({ tier: "admin" });
    expect(canAccessFeature(feature, null)).toMatchObject({ reason: "sign_in_required" });
    for (const tier of subscriptionTiers) {
      expect(canAccessFeature(feature, user(tier))).toMatchObject({ reason: "role_required" });
      expect(canAccessFeature(feature, admin(tier))).toEqual({ accessible: true });
    }
  });

  const rankedCases: Array<[FeatureTier, SubscriptionTier, boolean]> = [
    ["free", "free", true],
    ["free", "pro", true],
    ["free", "premium", true],
    ["pro", "free", false],
    ["pro", "pro", true],
    ["pro", "premium", true],
    ["premium", "free", false],
    ["premium", "pro", false],
    ["premium", "premium", true],
    ["donation", "free", true],
    ["donation", "pro", true],
    ["donation", "premium", true],
    ["community", "free", true],
    ["community", "pro", true],
    ["community", "premium", true],
  ];
  it.each(rankedCases)(
    "feature tier %s, user tier %s → accessible %s",
    (featureTier, userTier, accessible) => {
      const result = canAccessFeature(entry({ tier: featureTier }), user(userTier));
      expect(result.accessible).toBe(accessible);
      if (!result.accessible)
        expect(result).toEqual({ accessible: false, reason: "tier_required", state: "enabled" });
      // Admins get no tier bypass on ranked tiers: the rank is about the subscription.
      expect(canAccessFeature(entry({ tier: featureTier }), admin(userTier)).accessible).toBe(accessible);
    },
  );

  it.each(["free", "pro", "premium", "donation", "community"] as const)(
    "asks a signed-out visitor to sign in for tier %s",
    (tier) => {
      expect(canAccessFeature(entry({ tier }), null)).toEqual({
        accessible: false,
        reason: "sign_in_required",
        state: "enabled",
      });
    },
  );
});

describe("canAccessFeature on the default catalogue", () => {
  it("opens marketing pages to visitors and keeps the dashboard for signed-in users", () => {
    expect(canAccessFeature(defaultFeatureCatalogue.pricing, null)).toEqual({ accessible: true });
    expect(canAccessFeature(defaultFeatureCatalogue.dashboard, null)).toMatchObject({
      reason: "sign_in_required",
    });
    expect(canAccessFeature(defaultFeatureCatalogue.dashboard, user())).toEqual({ accessible: true });
  });

  it("locks donate-to-unlock features for everyone", () => {
    expect(canAccessFeature(defaultFeatureCatalogue.cvOptimizer, admin("premium"))).toEqual({
      accessible: false,
      reason: "not_enabled",
      state: "donateToUnlock",
    });
  });

  it("keeps the admin dashboard for admins", () => {
    expect(canAccessFeature(defaultFeatureCatalogue.admin, user("premium"))).toMatchObject({
      reason: "role_required",
    });
    expect(canAccessFeature(defaultFeatureCatalogue.admin, admin())).toEqual({ accessible: true });
  });
});

describe("meetsSubscriptionTier", () => {
  it("orders free < pro < premium", () => {
    expect(meetsSubscriptionTier("free", "free")).toBe(true);
    expect(meetsSubscriptionTier("free", "pro")).toBe(false);
    expect(meetsSubscriptionTier("pro", "free")).toBe(true);
    expect(meetsSubscriptionTier("pro", "premium")).toBe(false);
    expect(meetsSubscriptionTier("premium", "pro")).toBe(true);
    expect(meetsSubscriptionTier("premium", "premium")).toBe(true);
  });
});

describe("tier capabilities (§4 table)", () => {
  const table: Record<TierCapability, SubscriptionTier[]> = {
    basic_profile: ["free", "pro", "premium"],
    expiry_reminders: ["pro", "premium"],
    form_autofill: ["pro", "premium"],
    test_center_search: ["pro", "premium"],
    job_matching: ["premium"],
    accommodation_search: ["premium"],
    advanced_analytics: ["premium"],
  };

  it("names the seven capabilities", () => {
    expect([...tierCapabilityNames].sort()).toEqual(Object.keys(table).sort());
  });

  for (const capability of tierCapabilityNames) {
    it.each(subscriptionTiers)(`${capability} for %s`, (tier) => {
      expect(tierHasCapability(tier, capability)).toBe(table[capability].includes(tier));
    });
  }

  it("gives each higher tier everything the lower one has", () => {
    for (const capability of tierCapabilities.free) expect(tierCapabilities.pro).toContain(capability);
    for (const capability of tierCapabilities.pro) expect(tierCapabilities.premium).toContain(capability);
  });
});

describe("subscriptionTierOf", () => {
  it("reads a stored tier, and anything unknown as free", () => {
    expect(subscriptionTierOf("pro")).toBe("pro");
    expect(subscriptionTierOf("premium")).toBe("premium");
    expect(subscriptionTierOf("gold")).toBe("free");
    expect(subscriptionTierOf("")).toBe("free");
  });
});
