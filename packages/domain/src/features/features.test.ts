import { describe, expect, it } from "vitest";
import { featureOverrideSchema, featureOverridesSchema } from "./feature-overrides.ts";
import {
  defaultFeatureCatalogue,
  type FeatureKey,
  featureKeys,
  featureStateExplanations,
  featureStateLabels,
  featureStates,
  featuresReadyToSwitchOn,
  featureTiers,
  isFeatureKey,
  isUserType,
  resolveFeatureCatalogue,
  roleOfUserType,
} from "./features.ts";

const enabledByDefault: FeatureKey[] = [
  "dashboard",
  "wallet",
  "profile",
  "personalDetails",
  "nextOfKin",
  "documents",
  "skillsCards",
  "qualifications",
  "bankDetails",
  "taxDetails",
  "jobs",
  "projects",
  "weather",
  "pricing",
  "about",
  "contact",
  "feedback",
  "terms",
  "privacy",
  "features",
  "companies",
  "admin",
];
const donateToUnlockByDefault: FeatureKey[] = [
  "cvOptimizer",
  "renewals",
  "groups",
  "messages",
  "sharingCenter",
  "inductions",
  "testCenters",
  "diggs",
];
const marketingPages: FeatureKey[] = [
  "pricing",
  "about",
  "contact",
  "feedback",
  "terms",
  "privacy",
  "features",
];

/** The §2 route table's paths; a feature added after it has its own. */
const expectedPaths: Partial<Record<FeatureKey, string>> = {
  dashboard: "/dashboard",
  wallet: "/wallet",
  profile: "/profile",
  personalDetails: "/personal-details",
  nextOfKin: "/next-of-kin",
  documents: "/documents",
  skillsCards: "/skills-cards",
  qualifications: "/qualifications",
  bankDetails: "/bank-details",
  taxDetails: "/tax-details",
  cvOptimizer: "/cv-optimizer",
  sharingCenter: "/sharing-center",
  inductions: "/inductions",
  renewals: "/renewals",
  jobs: "/jobs",
  projects: "/projects",
  testCenters: "/test-centers",
  groups: "/groups",
  messages: "/messages",
  diggs: "/diggs",
  weather: "/weather",
  pricing: "/pricing",
  about: "/about",
  contact: "/contact",
  feedback: "/feedback",
  terms: "/terms",
  privacy: "/privacy",
  features: "/features",
  admin: "/admin",
};

describe("feature keys, states and tiers", () => {
  it("lists the 28 feature keys of §3 in order, the site-gate wallet (issue 14) after the dashboard and companies (issue 50) before admin", () => {
    expect(featureKeys).toEqual([
      "dashboard",
      "wallet",
      "profile",
      "personalDetails",
      "nextOfKin",
      "documents",
      "skillsCards",
      "qualifications",
      "bankDetails",
      "taxDetails",
      "cvOptimizer",
      "sharingCenter",
      "inductions",
      "renewals",
      "jobs",
      "projects",
      "testCenters",
      "groups",
      "messages",
      "diggs",
      "weather",
      "pricing",
      "about",
      "contact",
      "feedback",
      "terms",
      "privacy",
      "features",
      "companies",
      "admin",
    ]);
  });

  it("has the six states and seven tiers of §4", () => {
    expect(featureStates).toEqual([
      "enabled",
      "donateToUnlock",
      "disabled",
      "premium",
      "comingSoon",
      "locked",
    ]);
    expect(featureTiers).toEqual(["free", "pro", "premium", "public", "donation", "community", "admin"]);
  });

  it("recognises feature keys and nothing else", () => {
    expect(isFeatureKey("cvOptimizer")).toBe(true);
    expect(isFeatureKey("cv-optimizer")).toBe(false);
    expect(isFeatureKey("")).toBe(false);
    expect(isFeatureKey("toString")).toBe(false);
  });
});

describe("defaultFeatureCatalogue", () => {
  it("has exactly one entry per feature key, keyed by its own key", () => {
    expect(Object.keys(defaultFeatureCatalogue).sort()).toEqual([...featureKeys].sort());
    for (const key of featureKeys) expect(defaultFeatureCatalogue[key].key).toBe(key);
  });

  it("enables and donate-locks exactly the features §4 names", () => {
    expect(enabledByDefault.length + donateToUnlockByDefault.length).toBe(featureKeys.length);
    for (const key of enabledByDefault) expect(defaultFeatureCatalogue[key].state).toBe("enabled");
    for (const key of donateToUnlockByDefault)
      expect(defaultFeatureCatalogue[key].state).toBe("donateToUnlock");
  });

  it("derives enabled from state", () => {
    for (const key of featureKeys) {
      const entry = defaultFeatureCatalogue[key];
      expect(entry.enabled).toBe(entry.state === "enabled");
    }
  });

  it("takes every path from the §2 route table", () => {
    expect(Object.keys(expectedPaths).length).toBeGreaterThanOrEqual(29);
    for (const [key, path] of Object.entries(expectedPaths))
      expect(defaultFeatureCatalogue[key as FeatureKey].path).toBe(path);
  });

  it("makes marketing pages public, admin admin-only, and everything else free", () => {
    for (const key of featureKeys) {
      const entry = defaultFeatureCatalogue[key];
      if (key === "admin") {
        expect(entry.tier).toBe("admin");
        expect(entry.requiresRole).toBe("admin");
      } else if (marketingPages.includes(key)) {
        expect(entry.tier).toBe("public");
        expect(entry.requiresRole).toBeUndefined();
      } else {
        expect(entry.tier).toBe("free");
        expect(entry.requiresRole).toBeUndefined();
      }
    }
  });

  it("uses the titles users see", () => {
    expect(defaultFeatureCatalogue.cvOptimizer.title).toBe("AI CV Optimizer");
    expect(defaultFeatureCatalogue.sharingCenter.title).toBe("Sharing Center");
    expect(defaultFeatureCatalogue.renewals.title).toBe("Renewals Dashboard");
    expect(defaultFeatureCatalogue.diggs.title).toBe("Accommodation");
    expect(defaultFeatureCatalogue.projects.title).toBe("Projects/History");
    expect(defaultFeatureCatalogue.testCenters.title).toBe("Test Centers");
    expect(defaultFeatureCatalogue.bankDetails.title).toBe("Banking Details");
  });

  it("gives every feature a one-sentence description and a true donate message promising it opens free", () => {
    for (const key of featureKeys) {
      const entry = defaultFeatureCatalogue[key];
      expect(entry.title.trim()).not.toBe("");
      expect(entry.description).toMatch(/^[A-Z][^.!?]*\.$/);
      expect(entry.donateMessage).toContain(entry.title);
      // Every donate-to-unlock feature is finished: its message must never call it unbuilt or planned.
      expect(entry.donateMessage).toContain("is built and ready");
      expect(entry.donateMessage).toContain("switch it on");
      expect(entry.donateMessage).not.toMatch(/planned|fund its development|waiting for funding/);
      expect(entry.donateMessage).toContain("opens free for every account");
    }
  });

  it("has unique titles and paths", () => {
    const titles = featureKeys.map((key) => defaultFeatureCatalogue[key].title);
    const paths = featureKeys.map((key) => defaultFeatureCatalogue[key].path);
    expect(new Set(titles).size).toBe(featureKeys.length);
    expect(new Set(paths).size).toBe(featureKeys.length);
  });
});

describe("featureOverrideSchema", () => {
  it("accepts an empty override and every single field", () => {
    expect(featureOverrideSchema.parse({})).toEqual({});
    expect(featureOverrideSchema.parse({ state: "comingSoon" })).toEqual({ state: "comingSoon" });
    expect(featureOverrideSchema.parse({ tier: "premium" })).toEqual({ tier: "premium" });
    expect(featureOverrideSchema.parse({ requiresRole: "user" })).toEqual({ requiresRole: "user" });
    expect(featureOverrideSchema.parse({ requiresRole: null })).toEqual({ requiresRole: null });
  });

  it("rejects unknown states, tiers, roles and fields", () => {
    expect(featureOverrideSchema.safeParse({ state: "on" }).success).toBe(false);
    expect(featureOverrideSchema.safeParse({ tier: "gold" }).success).toBe(false);
    expect(featureOverrideSchema.safeParse({ requiresRole: "owner" }).success).toBe(false);
    expect(featureOverrideSchema.safeParse({ title: "Renamed" }).success).toBe(false);
    expect(featureOverrideSchema.safeParse({ enabled: true }).success).toBe(false);
  });

  it("accepts a partial map keyed by feature keys only", () => {
    expect(featureOverridesSchema.parse({ jobs: { state: "locked" } })).toEqual({
      jobs: { state: "locked" },
    });
    expect(featureOverridesSchema.parse({})).toEqual({});
    expect(featureOverridesSchema.safeParse({ nope: { state: "locked" } }).success).toBe(false);
  });
});

describe("resolveFeatureCatalogue", () => {
  it("returns the defaults unchanged without overrides", () => {
    expect(resolveFeatureCatalogue(defaultFeatureCatalogue, {})).toEqual(defaultFeatureCatalogue);
  });

  it("lets an override's state win and derives enabled from it", () => {
    const resolved = resolveFeatureCatalogue(defaultFeatureCatalogue, {
      cvOptimizer: { state: "enabled" },
      jobs: { state: "comingSoon" },
    });
    expect(resolved.cvOptimizer).toMatchObject({ state: "enabled", enabled: true });
    expect(resolved.jobs).toMatchObject({ state: "comingSoon", enabled: false });
  });

  it.each(featureStates)("derives enabled for state %s", (state) => {
    const resolved = resolveFeatureCatalogue(defaultFeatureCatalogue, { weather: { state } });
    expect(resolved.weather.enabled).toBe(state === "enabled");
  });

  it("lets an override's tier win", () => {
    const resolved = resolveFeatureCatalogue(defaultFeatureCatalogue, { weather: { tier: "premium" } });
    expect(resolved.weather.tier).toBe("premium");
    expect(resolved.weather.state).toBe("enabled");
  });

  it("sets, keeps and clears a required role", () => {
    const set = resolveFeatureCatalogue(defaultFeatureCatalogue, { jobs: { requiresRole: "admin" } });
    expect(set.jobs.requiresRole).toBe("admin");
    const kept = resolveFeatureCatalogue(defaultFeatureCatalogue, { admin: { state: "locked" } });
    expect(kept.admin.requiresRole).toBe("admin");
    const cleared = resolveFeatureCatalogue(defaultFeatureCatalogue, { admin: { requiresRole: null } });
    expect(cleared.admin.requiresRole).toBeUndefined();
    expect("requiresRole" in cleared.admin).toBe(false);
  });

  it("leaves other features, texts and paths alone", () => {
    const resolved = resolveFeatureCatalogue(defaultFeatureCatalogue, { diggs: { state: "premium" } });
    expect(resolved.diggs).toMatchObject({
      key: "diggs",
      title: "Accommodation",
      path: "/diggs",
      description: defaultFeatureCatalogue.diggs.description,
      donateMessage: defaultFeatureCatalogue.diggs.donateMessage,
    });
    expect(resolved.messages).toEqual(defaultFeatureCatalogue.messages);
  });

  it("does not change its inputs", () => {
    const overrides = { admin: { requiresRole: null, state: "disabled" as const } };
    const before = JSON.parse(JSON.stringify(defaultFeatureCatalogue));
    resolveFeatureCatalogue(defaultFeatureCatalogue, overrides);
    expect(defaultFeatureCatalogue).toEqual(before);
    expect(overrides).toEqual({ admin: { requiresRole: null, state: "disabled" } });
  });
});

describe("user types", () => {
  it("reads beta as an ordinary user for access, and anything unknown as a user too", () => {
    expect(roleOfUserType("beta")).toBe("user");
    expect(roleOfUserType("admin")).toBe("admin");
    expect(roleOfUserType("user")).toBe("user");
    expect(roleOfUserType("something-else")).toBe("user");
    expect(isUserType("beta")).toBe(true);
    expect(isUserType("root")).toBe(false);
  });
});

describe("Admin → Features states", () => {
  it("explains every state in words and names it", () => {
    for (const state of featureStates) {
      expect(featureStateLabels[state].length).toBeGreaterThan(1);
      expect(featureStateExplanations[state]).toMatch(/^(Open|Closed)/);
    }
  });

  it("finds the eight donate-to-unlock features ready to switch on, and leaves premium and hidden ones", () => {
    expect(featuresReadyToSwitchOn(defaultFeatureCatalogue).sort()).toEqual(
      [...donateToUnlockByDefault].sort(),
    );
    const catalogue = resolveFeatureCatalogue(defaultFeatureCatalogue, {
      jobs: { state: "comingSoon" },
      diggs: { state: "premium" },
      groups: { state: "disabled" },
      messages: { state: "enabled" },
    });
    const ready = featuresReadyToSwitchOn(catalogue);
    expect(ready).toContain("jobs");
    expect(ready).not.toContain("diggs");
    expect(ready).not.toContain("groups");
    expect(ready).not.toContain("messages");
  });
});
