import { describe, expect, it } from "vitest";
import {
  defaultFeatureFlags,
  evaluateFlag,
  evaluateFlags,
  type FeatureFlag,
  FLAG_REFRESH_INTERVAL_MS,
  type FlagTargetingRule,
  type FlagUserContext,
  featureFlagConfigSchema,
  featureFlagNames,
  featureFlagSchema,
  flagBucket,
  flagTargetingAttributes,
  flagTargetingOperators,
  fnv1a32,
  mergeFlagConfigs,
  newDashboardVariantLayouts,
  parseRemoteFlagConfig,
  targetingMatches,
} from "./flags.ts";

const now = new Date("2026-03-01T09:30:00.000Z");
const stamp = now.toISOString();

function context(overrides: Partial<FlagUserContext> = {}): FlagUserContext {
  return {
    userId: "user-1",
    timestamp: now.getTime(),
    userAgent: "test",
    language: "en-GB",
    platform: "Linux",
    cookiesEnabled: true,
    onLine: true,
    ...overrides,
  };
}

function flag(overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return {
    enabled: true,
    type: "simple",
    description: "test",
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

function ids(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `user-${index}`);
}

describe("constants", () => {
  it("refreshes remote flags every 5 minutes", () => {
    expect(FLAG_REFRESH_INTERVAL_MS).toBe(5 * 60 * 1000);
  });
});

describe("defaultFeatureFlags", () => {
  const defaults = defaultFeatureFlags({ companyDomain: "siteready.co.uk", now });

  it("defines exactly the named flags, each valid against the schema", () => {
    expect(Object.keys(defaults).sort()).toEqual([...featureFlagNames].sort());
    for (const value of Object.values(defaults)) expect(featureFlagSchema.parse(value)).toEqual(value);
  });

  it("stamps createdAt and updatedAt with now", () => {
    for (const value of Object.values(defaults)) {
      expect(value.createdAt).toBe(stamp);
      expect(value.updatedAt).toBe(stamp);
    }
  });

  it.each(["debug-mode", "debug-performance", "debug-accessibility"] as const)("%s is off", (name) => {
    expect(defaults[name]).toMatchObject({ enabled: false, type: "simple" });
    expect(evaluateFlag(name, defaults[name], context())).toEqual({ enabled: false });
  });

  it.each([
    "performance-optimization",
    "accessibility-monitoring",
    "self-healing",
    "response-caching",
  ] as const)("%s is on for everyone, signed out included", (name) => {
    expect(defaults[name]).toMatchObject({ enabled: true, type: "simple" });
    expect(evaluateFlag(name, defaults[name], context())).toEqual({ enabled: true });
    expect(evaluateFlag(name, defaults[name], null)).toEqual({ enabled: true });
  });

  describe("beta-features", () => {
    const beta = defaults["beta-features"];

    it("targets userType beta OR an email containing the company domain", () => {
      expect(beta.targeting).toEqual({
        logic: "OR",
        rules: [
          { attribute: "userType", operator: "equals", value: "beta" },
          { attribute: "email", operator: "contains", value: "siteready.co.uk" },
        ],
      });
    });

    it.each([
      [{ userType: "beta" }, true],
      [{ userType: "BETA" }, true],
      [{ email: "sam@siteready.co.uk" }, true],
      [{ email: "Sam@SiteReady.co.uk" }, true],
      [{ userType: "beta", email: "sam@gmail.com" }, true],
      [{ userType: "standard", email: "sam@siteready.co.uk" }, true],
      [{ userType: "standard", email: "sam@gmail.com" }, false],
      [{ userType: "betatester" }, false],
      [{}, false],
    ] as Array<[Partial<FlagUserContext>, boolean]>)("for %o is %s", (who, enabled) => {
      expect(evaluateFlag("beta-features", beta, context({ userId: undefined, ...who }))).toEqual({
        enabled,
      });
    });

    it("is off for a signed-out visitor", () => {
      expect(evaluateFlag("beta-features", beta, null)).toEqual({ enabled: false });
    });

    it("normalises the company domain", () => {
      const flags = defaultFeatureFlags({ companyDomain: "  @SiteReady.co.uk ", now });
      expect(flags["beta-features"].targeting?.rules[1]).toEqual({
        attribute: "email",
        operator: "contains",
        value: "siteready.co.uk",
      });
    });

    it("without a company domain targets beta users only, never every email", () => {
      const flags = defaultFeatureFlags({ companyDomain: " ", now });
      const onlyBeta = flags["beta-features"];
      expect(onlyBeta.targeting?.rules).toEqual([
        { attribute: "userType", operator: "equals", value: "beta" },
      ]);
      expect(evaluateFlag("beta-features", onlyBeta, context({ email: "anyone@example.com" }))).toEqual({
        enabled: false,
      });
      expect(evaluateFlag("beta-features", onlyBeta, context({ userType: "beta" }))).toEqual({
        enabled: true,
      });
    });
  });

  describe("new-dashboard", () => {
    const dashboard = defaults["new-dashboard"];

    it("is a 50/50 A/B test of control (classic) and treatment (modern)", () => {
      expect(dashboard).toMatchObject({
        enabled: true,
        type: "ab_test",
        variants: ["control", "treatment"],
        split: [50, 50],
      });
      expect(newDashboardVariantLayouts).toEqual({ control: "classic", treatment: "modern" });
    });

    it("splits 10 000 users within 48–52 % per variant", () => {
      let treatment = 0;
      for (const userId of ids(10_000)) {
        const result = evaluateFlag("new-dashboard", dashboard, context({ userId }));
        expect(result.enabled).toBe(true);
        if (result.variant === "treatment") treatment++;
        else expect(result.variant).toBe("control");
      }
      expect(treatment).toBeGreaterThanOrEqual(4_800);
      expect(treatment).toBeLessThanOrEqual(5_200);
    });

    it("splits UUID-style ids evenly too", () => {
      let treatment = 0;
      for (let index = 0; index < 10_000; index++) {
        const userId = `6f1c2a40-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
        if (evaluateFlag("new-dashboard", dashboard, context({ userId })).variant === "treatment")
          treatment++;
      }
      expect(treatment).toBeGreaterThanOrEqual(4_800);
      expect(treatment).toBeLessThanOrEqual(5_200);
    });

    it("gives the same user the same variant every time, whatever else changes", () => {
      for (const userId of ids(200)) {
        const first = evaluateFlag("new-dashboard", dashboard, context({ userId }));
        const again = evaluateFlag(
          "new-dashboard",
          dashboard,
          context({ userId, timestamp: 1, language: "cy" }),
        );
        expect(again).toEqual(first);
      }
    });

    it("gives control to a visitor without a user id", () => {
      expect(evaluateFlag("new-dashboard", dashboard, context({ userId: undefined }))).toEqual({
        enabled: true,
        variant: "control",
      });
      expect(evaluateFlag("new-dashboard", dashboard, context({ userId: "" }))).toEqual({
        enabled: true,
        variant: "control",
      });
      expect(evaluateFlag("new-dashboard", dashboard, null)).toEqual({ enabled: true, variant: "control" });
    });
  });
});

describe("hashing", () => {
  it("is FNV-1a 32-bit", () => {
    // Reference values of the FNV-1a 32-bit test suite.
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("maps flag name and user id to a bucket 0–99", () => {
    for (const userId of ids(1_000)) {
      const bucket = flagBucket("any-flag", userId);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThanOrEqual(99);
    }
    expect(flagBucket("flag", "user")).toBe(fnv1a32("flag:user") % 100);
  });

  it("depends on the flag name, so one user is not in every rollout", () => {
    const differing = ids(100).filter(
      (userId) => flagBucket("flag-a", userId) !== flagBucket("flag-b", userId),
    );
    expect(differing.length).toBeGreaterThan(80);
  });
});

describe("evaluateFlag: basics", () => {
  it("is off for an unknown or disabled flag", () => {
    expect(evaluateFlag("missing", undefined, context())).toEqual({ enabled: false });
    expect(evaluateFlag("off", flag({ enabled: false }), context())).toEqual({ enabled: false });
    expect(
      evaluateFlag(
        "off",
        flag({ enabled: false, type: "ab_test", variants: ["control", "treatment"] }),
        context(),
      ),
    ).toEqual({ enabled: false });
  });

  it("is on for an enabled simple flag without targeting or rollout", () => {
    expect(evaluateFlag("on", flag(), context())).toEqual({ enabled: true });
    expect(evaluateFlag("on", flag(), null)).toEqual({ enabled: true });
  });
});

describe("targeting", () => {
  const emailCases: Array<[FlagTargetingRule["operator"], string, string, boolean]> = [
    ["equals", "sam@site.co.uk", "sam@site.co.uk", true],
    ["equals", "SAM@site.co.uk", "sam@SITE.co.uk", true],
    ["equals", "sam@site.co.uk", "sam@site.co", false],
    ["contains", "sam@site.co.uk", "site.co", true],
    ["contains", "sam@site.co.uk", "SITE", true],
    ["contains", "sam@site.co.uk", "other", false],
    ["endsWith", "sam@site.co.uk", "@site.co.uk", true],
    ["endsWith", "sam@site.co.uk", ".CO.UK", true],
    ["endsWith", "sam@site.co.uk", "@site.co", false],
  ];
  it.each(emailCases)("email %s: %s vs %s → %s", (operator, email, value, expected) => {
    const targeting = { logic: "AND" as const, rules: [{ attribute: "email" as const, operator, value }] };
    expect(targetingMatches(targeting, context({ email }))).toBe(expected);
  });

  const userTypeCases: Array<[FlagTargetingRule["operator"], string, string, boolean]> = [
    ["equals", "beta", "beta", true],
    ["equals", "beta", "alpha", false],
    ["contains", "internal-beta", "beta", true],
    ["contains", "standard", "beta", false],
    ["endsWith", "internal-beta", "-beta", true],
    ["endsWith", "beta-internal", "beta", false],
  ];
  it.each(userTypeCases)("userType %s: %s vs %s → %s", (operator, userType, value, expected) => {
    const targeting = { logic: "OR" as const, rules: [{ attribute: "userType" as const, operator, value }] };
    expect(targetingMatches(targeting, context({ userType }))).toBe(expected);
  });

  it.each(
    flagTargetingAttributes.flatMap((attribute) =>
      flagTargetingOperators.map((operator) => [attribute, operator] as const),
    ),
  )("a missing or empty %s never matches %s", (attribute, operator) => {
    const targeting = { logic: "OR" as const, rules: [{ attribute, operator, value: "" }] };
    expect(targetingMatches(targeting, context({ userType: undefined, email: undefined }))).toBe(false);
    expect(targetingMatches(targeting, context({ userType: "", email: "" }))).toBe(false);
    expect(targetingMatches(targeting, null)).toBe(false);
  });

  const betaRule: FlagTargetingRule = { attribute: "userType", operator: "equals", value: "beta" };
  const staffRule: FlagTargetingRule = { attribute: "email", operator: "endsWith", value: "@site.co.uk" };
  const who = {
    both: { userType: "beta", email: "a@site.co.uk" },
    betaOnly: { userType: "beta", email: "a@gmail.com" },
    staffOnly: { userType: "standard", email: "a@site.co.uk" },
    neither: { userType: "standard", email: "a@gmail.com" },
  };
  const logicCases: Array<["AND" | "OR", keyof typeof who, boolean]> = [
    ["AND", "both", true],
    ["AND", "betaOnly", false],
    ["AND", "staffOnly", false],
    ["AND", "neither", false],
    ["OR", "both", true],
    ["OR", "betaOnly", true],
    ["OR", "staffOnly", true],
    ["OR", "neither", false],
  ];
  it.each(logicCases)("%s with %s matching → %s", (logic, person, expected) => {
    const targeting = { logic, rules: [betaRule, staffRule] };
    expect(targetingMatches(targeting, context(who[person]))).toBe(expected);
    expect(evaluateFlag("targeted", flag({ targeting }), context(who[person]))).toEqual({
      enabled: expected,
    });
  });

  it.each(["AND", "OR"] as const)("a single rule under %s decides alone", (logic) => {
    const targeting = { logic, rules: [betaRule] };
    expect(targetingMatches(targeting, context({ userType: "beta" }))).toBe(true);
    expect(targetingMatches(targeting, context({ userType: "standard" }))).toBe(false);
  });

  it.each(["AND", "OR"] as const)("an empty rule list under %s matches everyone", (logic) => {
    expect(targetingMatches({ logic, rules: [] }, context())).toBe(true);
    expect(targetingMatches({ logic, rules: [] }, null)).toBe(true);
  });

  it("turns an A/B test off for users outside its targeting", () => {
    const targeted = flag({
      type: "ab_test",
      variants: ["control", "treatment"],
      targeting: { logic: "AND", rules: [betaRule] },
    });
    expect(evaluateFlag("ab", targeted, context({ userType: "standard" }))).toEqual({ enabled: false });
    expect(evaluateFlag("ab", targeted, context({ userType: "beta" })).enabled).toBe(true);
  });
});

describe("percentage rollout", () => {
  function share(percentage: number): number {
    const rollout = flag({ percentage });
    return ids(10_000).filter((userId) => evaluateFlag("rollout", rollout, context({ userId })).enabled)
      .length;
  }

  it("reaches nobody at 0 % and everybody at 100 %", () => {
    expect(share(0)).toBe(0);
    expect(share(100)).toBe(10_000);
  });

  it.each([10, 25, 50, 75, 90])("reaches about %i % of users", (percentage) => {
    const reached = share(percentage);
    expect(reached).toBeGreaterThanOrEqual((percentage - 2) * 100);
    expect(reached).toBeLessThanOrEqual((percentage + 2) * 100);
  });

  it("includes exactly the users whose bucket is below the percentage", () => {
    const rollout = flag({ percentage: 30 });
    for (const userId of ids(500)) {
      const inRollout = flagBucket("rollout", userId) < 30;
      expect(evaluateFlag("rollout", rollout, context({ userId })).enabled).toBe(inRollout);
    }
  });

  it("only grows as the percentage grows, so nobody loses a feature in a wider rollout", () => {
    for (const userId of ids(500)) {
      const atTwenty = evaluateFlag("rollout", flag({ percentage: 20 }), context({ userId })).enabled;
      const atSixty = evaluateFlag("rollout", flag({ percentage: 60 }), context({ userId })).enabled;
      if (atTwenty) expect(atSixty).toBe(true);
    }
  });

  it("is off without a user id below 100 %, on at 100 %", () => {
    expect(evaluateFlag("rollout", flag({ percentage: 99 }), context({ userId: undefined }))).toEqual({
      enabled: false,
    });
    expect(evaluateFlag("rollout", flag({ percentage: 99 }), null)).toEqual({ enabled: false });
    expect(evaluateFlag("rollout", flag({ percentage: 100 }), null)).toEqual({ enabled: true });
  });

  it("keeps the A/B split even inside a partial rollout", () => {
    const partial = flag({
      type: "ab_test",
      percentage: 50,
      variants: ["control", "treatment"],
      split: [50, 50],
    });
    const counts = { off: 0, control: 0, treatment: 0 };
    for (const userId of ids(10_000)) {
      const result = evaluateFlag("partial-ab", partial, context({ userId }));
      if (!result.enabled) counts.off++;
      else if (result.variant === "control") counts.control++;
      else if (result.variant === "treatment") counts.treatment++;
    }
    expect(counts.off).toBeGreaterThanOrEqual(4_800);
    expect(counts.off).toBeLessThanOrEqual(5_200);
    expect(counts.treatment / (counts.control + counts.treatment)).toBeGreaterThanOrEqual(0.46);
    expect(counts.treatment / (counts.control + counts.treatment)).toBeLessThanOrEqual(0.54);
  });
});

describe("A/B variants", () => {
  it("honours an uneven split", () => {
    const uneven = flag({ type: "ab_test", variants: ["control", "treatment"], split: [90, 10] });
    const treatment = ids(10_000).filter(
      (userId) => evaluateFlag("uneven", uneven, context({ userId })).variant === "treatment",
    ).length;
    expect(treatment).toBeGreaterThanOrEqual(800);
    expect(treatment).toBeLessThanOrEqual(1_200);
  });

  it("assigns by cumulative split over the bucket", () => {
    const three = flag({ type: "ab_test", variants: ["a", "b", "c"], split: [20, 30, 50] });
    for (const userId of ids(500)) {
      const bucket = flagBucket("three", userId);
      const expected = bucket < 20 ? "a" : bucket < 50 ? "b" : "c";
      expect(evaluateFlag("three", three, context({ userId }))).toEqual({ enabled: true, variant: expected });
    }
  });

  it("splits evenly when no split is given", () => {
    const even = flag({ type: "ab_test", variants: ["a", "b", "c", "d"] });
    const counts = new Map<string, number>();
    for (const userId of ids(10_000)) {
      const variant = evaluateFlag("even", even, context({ userId })).variant ?? "none";
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c", "d"]);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThanOrEqual(2_300);
      expect(count).toBeLessThanOrEqual(2_700);
    }
  });

  it("uses control and treatment when no variants are given", () => {
    const bare = flag({ type: "ab_test" });
    const seen = new Set(ids(200).map((userId) => evaluateFlag("bare", bare, context({ userId })).variant));
    expect([...seen].sort()).toEqual(["control", "treatment"]);
  });

  it("gives the first variant to visitors without an id when there is no 'control'", () => {
    const named = flag({ type: "ab_test", variants: ["classic", "modern"] });
    expect(evaluateFlag("named", named, null)).toEqual({ enabled: true, variant: "classic" });
    const controlSecond = flag({ type: "ab_test", variants: ["modern", "control"] });
    expect(evaluateFlag("named", controlSecond, null)).toEqual({ enabled: true, variant: "control" });
  });

  it("gives leftover buckets to the last variant if shares fall short of 100", () => {
    // Only reachable for flags built in code; the schema rejects such splits.
    const short = flag({ type: "ab_test", variants: ["a", "b"], split: [0, 0] });
    expect(evaluateFlag("short", short, context()).variant).toBe("b");
  });

  it("never gives a variant to a simple flag", () => {
    expect(evaluateFlag("simple", flag({ variants: ["a", "b"] }), context())).toEqual({ enabled: true });
  });
});

describe("evaluateFlags", () => {
  it("evaluates every flag by its own name", () => {
    const flags = defaultFeatureFlags({ companyDomain: "siteready.co.uk", now });
    const results = evaluateFlags(flags, context({ userId: "user-42" }));
    expect(Object.keys(results).sort()).toEqual([...featureFlagNames].sort());
    expect(results["debug-mode"]).toEqual({ enabled: false });
    expect(results["new-dashboard"]).toEqual(
      evaluateFlag("new-dashboard", flags["new-dashboard"], context({ userId: "user-42" })),
    );
  });
});

describe("featureFlagSchema", () => {
  it("accepts a full remote flag", () => {
    const remote = {
      enabled: true,
      value: { colour: "orange" },
      type: "ab_test",
      targeting: { logic: "OR", rules: [{ attribute: "email", operator: "endsWith", value: "@a.co.uk" }] },
      percentage: 25,
      variants: ["control", "treatment"],
      split: [33.33, 66.67],
      description: "remote",
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-02T00:00:00+01:00",
    };
    expect(featureFlagSchema.parse(remote)).toEqual(remote);
  });

  it.each([
    ["a missing enabled", { enabled: undefined }],
    ["an unknown type", { type: "rollout" }],
    [
      "an unknown attribute",
      { targeting: { logic: "OR", rules: [{ attribute: "country", operator: "equals", value: "UK" }] } },
    ],
    [
      "an unknown operator",
      { targeting: { logic: "OR", rules: [{ attribute: "email", operator: "startsWith", value: "a" }] } },
    ],
    ["an unknown logic", { targeting: { logic: "XOR", rules: [] } }],
    ["a percentage below 0", { percentage: -1 }],
    ["a percentage above 100", { percentage: 100.5 }],
    ["no variants", { variants: [] }],
    ["an empty variant name", { variants: [""] }],
    ["a split without variants", { split: [50, 50] }],
    ["a split of the wrong length", { variants: ["a", "b"], split: [100] }],
    ["a split not adding up to 100", { variants: ["a", "b"], split: [50, 49] }],
    ["a negative share", { variants: ["a", "b"], split: [110, -10] }],
    ["a non-date createdAt", { createdAt: "yesterday" }],
    ["a missing description", { description: undefined }],
  ])("rejects %s", (_, change) => {
    expect(featureFlagSchema.safeParse({ ...flag(), ...change }).success).toBe(false);
  });

  it("accepts the boundaries 0 and 100 % and a split within rounding of 100", () => {
    expect(featureFlagSchema.safeParse(flag({ percentage: 0 })).success).toBe(true);
    expect(featureFlagSchema.safeParse(flag({ percentage: 100 })).success).toBe(true);
    expect(
      featureFlagSchema.safeParse(flag({ variants: ["a", "b", "c"], split: [33.33, 33.33, 33.33] })).success,
    ).toBe(true);
  });

  it("validates a whole config", () => {
    expect(featureFlagConfigSchema.safeParse({ a: flag() }).success).toBe(true);
    expect(featureFlagConfigSchema.safeParse({ a: { enabled: "yes" } }).success).toBe(false);
  });
});

describe("mergeFlagConfigs", () => {
  const defaults = defaultFeatureFlags({ companyDomain: "siteready.co.uk", now });

  it("lets the remote flag replace the default of the same name whole", () => {
    const remote = { "debug-mode": flag({ enabled: true, description: "remote" }) };
    const merged = mergeFlagConfigs(defaults, remote);
    expect(merged["debug-mode"]).toEqual(remote["debug-mode"]);
    expect(merged["self-healing"]).toEqual(defaults["self-healing"]);
  });

  it("adds remote-only flags and keeps default-only flags", () => {
    const merged = mergeFlagConfigs(defaults, { "brand-new": flag() });
    expect(Object.keys(merged).sort()).toEqual([...featureFlagNames, "brand-new"].sort());
  });

  it("returns the defaults for an empty remote and changes neither input", () => {
    const remote = {};
    expect(mergeFlagConfigs(defaults, remote)).toEqual(defaults);
    expect(mergeFlagConfigs(defaults, remote)).not.toBe(defaults);
    expect(remote).toEqual({});
  });
});

describe("parseRemoteFlagConfig", () => {
  it("keeps valid flags and names the rejected ones", () => {
    const parsed = parseRemoteFlagConfig({ good: flag(), bad: { enabled: "yes" } });
    expect(parsed).toEqual({ flags: { good: flag() }, rejected: ["bad"] });
  });

  it.each([null, undefined, "flags", 42, [flag()]])("yields nothing for %o", (json) => {
    expect(parseRemoteFlagConfig(json)).toEqual({ flags: {}, rejected: [] });
  });

  it("cannot pollute the prototype through a __proto__ key", () => {
    const parsed = parseRemoteFlagConfig(JSON.parse(`{"__proto__": ${JSON.stringify(flag())}}`));
    expect(Object.getPrototypeOf(parsed.flags)).toBe(Object.prototype);
    expect(Object.keys(parsed.flags)).toEqual(["__proto__"]);
  });
});
