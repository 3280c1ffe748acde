import { z } from "zod";
import { encoded } from "../fields/fields.ts";

/** Feature flags (spec §3, §6, §9): shape, defaults, deterministic evaluation and remote-config merging. */

/** How often a remote flag config is fetched again. */
export const FLAG_REFRESH_INTERVAL_MS = 300_000;

export const flagTargetingAttributes = ["userType", "email"] as const;
export const flagTargetingOperators = ["equals", "contains", "endsWith"] as const;
export const flagTargetingLogics = ["AND", "OR"] as const;
export const featureFlagTypes = ["simple", "ab_test"] as const;

const flagTargetingRuleSchema = z.object({
  attribute: z.enum(flagTargetingAttributes),
  operator: z.enum(flagTargetingOperators),
  value: z.string(),
});
export type FlagTargetingRule = z.infer<typeof flagTargetingRuleSchema>;

const flagTargetingSchema = z.object({
  rules: z.array(flagTargetingRuleSchema),
  logic: z.enum(flagTargetingLogics),
});
export type FlagTargeting = z.infer<typeof flagTargetingSchema>;

/** Split shares are percentages; a rounding slack keeps 33.3/33.3/33.4 style configs valid. */
const SPLIT_TOTAL_TOLERANCE = 0.1;

export const featureFlagSchema = z
  .object({
    enabled: z.boolean(),
    value: z.unknown().optional(),
    type: z.enum(featureFlagTypes),
    targeting: flagTargetingSchema.optional(),
    /** Share of users (0–100) the flag is rolled out to. */
    percentage: z.number().min(0).max(100).optional(),
    variants: z.array(z.string().min(1)).min(1).optional(),
    /** Percentages per variant, same order as `variants`, adding up to 100. */
    split: z.array(z.number().min(0)).optional(),
    description: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((flag, ctx) => {
    if (flag.split === undefined) return;
    if (flag.variants === undefined) {
      ctx.addIssue({ code: "custom", path: ["split"], message: encoded("validation.splitVariants") });
      return;
    }
    if (flag.split.length !== flag.variants.length) {
      ctx.addIssue({ code: "custom", path: ["split"], message: encoded("validation.splitSharePerVariant") });
    }
    const total = flag.split.reduce((sum, share) => sum + share, 0);
    if (Math.abs(total - 100) > SPLIT_TOTAL_TOLERANCE) {
      ctx.addIssue({ code: "custom", path: ["split"], message: encoded("validation.splitTotal") });
    }
  });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagConfigSchema = z.record(z.string(), featureFlagSchema);
export type FeatureFlagConfig = Record<string, FeatureFlag>;

/** What the client knows about the visitor when flags are evaluated; no userId means signed out. */
export interface FlagUserContext {
  userId?: string;
  userType?: string;
  email?: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  userAgent: string;
  language: string;
  platform: string;
  cookiesEnabled: boolean;
  onLine: boolean;
}

/** One flag as evaluated for a user (GET /api/flags answers a map of them by flag name). */
const flagEvaluationSchema = z.object({ enabled: z.boolean(), variant: z.string().optional() });
export type FlagEvaluation = z.infer<typeof flagEvaluationSchema>;
export const flagEvaluationsSchema = z.record(z.string(), flagEvaluationSchema);
export type FlagEvaluations = z.infer<typeof flagEvaluationsSchema>;

export const featureFlagNames = [
  "debug-mode",
  "debug-performance",
  "debug-accessibility",
  "performance-optimization",
  "accessibility-monitoring",
  "self-healing",
  "response-caching",
  "beta-features",
  "new-dashboard",
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

/** What each new-dashboard variant shows (§6). */
export const newDashboardVariantLayouts = { control: "classic", treatment: "modern" } as const;

const defaultAbVariants = ["control", "treatment"] as const;

/** The default flags of §6/§9. `now` stamps createdAt/updatedAt so the result is reproducible. */
export function defaultFeatureFlags(options: {
  companyDomain: string;
  now: Date;
}): Record<FeatureFlagName, FeatureFlag> {
  const stamp = options.now.toISOString();
  const simple = (enabled: boolean, description: string): FeatureFlag => ({
    enabled,
    type: "simple",
    description,
    createdAt: stamp,
    updatedAt: stamp,
  });

  const betaRules: FlagTargetingRule[] = [{ attribute: "userType", operator: "equals", value: "beta" }];
  // An empty domain would make "email contains ''" true for everyone, so it adds no rule at all.
  const domain = options.companyDomain.trim().replace(/^@/, "").toLowerCase();
  if (domain) betaRules.push({ attribute: "email", operator: "contains", value: domain });

  return {
    "debug-mode": simple(false, "Show debugging information in the app."),
    "debug-performance": simple(false, "Log detailed performance measurements."),
    "debug-accessibility": simple(false, "Log detailed accessibility checks."),
    "performance-optimization": simple(true, "Adapt the app to slow devices and connections."),
    "accessibility-monitoring": simple(true, "Check pages for accessibility problems while they are used."),
    "self-healing": simple(true, "Recover automatically from failed components and requests."),
    "response-caching": simple(true, "Cache API responses for a short time to save data."),
    "beta-features": {
      ...simple(true, "Early features for beta testers and company staff."),
      targeting: { rules: betaRules, logic: "OR" },
    },
    "new-dashboard": {
      ...simple(true, "A/B test of the classic (control) and modern (treatment) dashboard."),
      type: "ab_test",
      variants: [...defaultAbVariants],
      split: [50, 50],
    },
  };
}

/** FNV-1a, 32-bit, over UTF-16 code units: small, fast and stable across browsers and Node. */
export function fnv1a32(input: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index++) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A user's stable bucket (0–99) for one flag; the same user always lands in the same bucket. */
export function flagBucket(flagName: string, userId: string): number {
  return fnv1a32(`${flagName}:${userId}`) % 100;
}

function ruleMatches(rule: FlagTargetingRule, context: FlagUserContext | null): boolean {
  const actual = context?.[rule.attribute];
  if (actual === undefined || actual === "") return false;
  // Emails and user types are compared case-insensitively: "Bob@Company.com" is the same person.
  const subject = actual.toLowerCase();
  const expected = rule.value.toLowerCase();
  switch (rule.operator) {
    case "equals":
      return subject === expected;
    case "contains":
      return subject.includes(expected);
    case "endsWith":
      return subject.endsWith(expected);
  }
}

/** An empty rules list targets nobody in particular, so it matches everyone whatever the logic. */
export function targetingMatches(targeting: FlagTargeting, context: FlagUserContext | null): boolean {
  if (targeting.rules.length === 0) return true;
  return targeting.logic === "AND"
    ? targeting.rules.every((rule) => ruleMatches(rule, context))
    : targeting.rules.some((rule) => ruleMatches(rule, context));
}

function controlVariantOf(variants: readonly string[]): string {
  return variants.includes("control") ? "control" : (variants[0] ?? "control");
}

function variantForBucket(variants: readonly string[], split: readonly number[] | undefined, bucket: number) {
  const shares =
    split && split.length === variants.length ? split : variants.map(() => 100 / variants.length);
  let upper = 0;
  for (const [index, variant] of variants.entries()) {
    upper += shares[index] ?? 0;
    if (bucket < upper) return variant;
  }
  // Only reached when shares add up to less than 100: the rest goes to the last variant.
  return variants[variants.length - 1] ?? controlVariantOf(variants);
}

/**
 * Evaluate one flag for one visitor. Order: unknown or disabled → off; targeting must match; a percentage
 * rollout keeps users whose bucket is below it (no userId → off); an A/B test picks a variant from the same
 * bucket (no userId → control). When a flag has both a rollout and an A/B test, the bucket is rescaled over
 * the rolled-out users so the split stays even inside the rollout.
 */
export function evaluateFlag(
  flagName: string,
  flag: FeatureFlag | undefined,
  context: FlagUserContext | null,
): FlagEvaluation {
  if (!flag?.enabled) return { enabled: false };
  if (flag.targeting && !targetingMatches(flag.targeting, context)) return { enabled: false };

  const userId = context?.userId || undefined;
  const bucket = userId === undefined ? undefined : flagBucket(flagName, userId);
  const percentage = flag.percentage ?? 100;
  if (percentage < 100) {
    if (bucket === undefined || bucket >= percentage) return { enabled: false };
  }

  if (flag.type !== "ab_test") return { enabled: true };
  const variants = flag.variants ?? defaultAbVariants;
  if (bucket === undefined) return { enabled: true, variant: controlVariantOf(variants) };
  const variantBucket = percentage < 100 ? Math.floor((bucket * 100) / percentage) : bucket;
  return { enabled: true, variant: variantForBucket(variants, flag.split, variantBucket) };
}

export function evaluateFlags(
  flags: FeatureFlagConfig,
  context: FlagUserContext | null,
): Record<string, FlagEvaluation> {
  return Object.fromEntries(
    Object.entries(flags).map(([name, flag]) => [name, evaluateFlag(name, flag, context)]),
  );
}

/** Remote config wins per flag: a remote flag replaces the default of the same name whole. */
export function mergeFlagConfigs(defaults: FeatureFlagConfig, remote: FeatureFlagConfig): FeatureFlagConfig {
  return { ...defaults, ...remote };
}

/**
 * Validate remote flag JSON flag by flag, so one bad flag does not throw away the rest.
 * Anything that is not an object of flags yields no flags.
 */
export function parseRemoteFlagConfig(json: unknown): { flags: FeatureFlagConfig; rejected: string[] } {
  const accepted: Array<[string, FeatureFlag]> = [];
  const rejected: string[] = [];
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { flags: {}, rejected };
  for (const [name, candidate] of Object.entries(json)) {
    const parsed = featureFlagSchema.safeParse(candidate);
    if (parsed.success) accepted.push([name, parsed.data]);
    else rejected.push(name);
  }
  // fromEntries defines own properties, so a remote "__proto__" key cannot reach the prototype.
  return { flags: Object.fromEntries(accepted), rejected };
}

/** Where a flag's live settings come from: the defaults above, the remote config, or an admin's edit. */
const flagSources = ["default", "remote", "admin"] as const;

/** Admin → Flags: every flag with its source, and how the remote config (§7) last went. */
export const adminFlagsSchema = z.object({
  flags: z.array(z.object({ name: z.string(), flag: featureFlagSchema, source: z.enum(flagSources) })),
  remote: z.object({
    url: z.string().nullable(),
    refreshedAt: z.string().nullable(),
    error: z.string().nullable(),
  }),
});
export type AdminFlags = z.infer<typeof adminFlagsSchema>;

export const flagNameParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, encoded("validation.flagName")),
});

export const flagEvaluationQuerySchema = z.object({ email: z.string().trim().min(3).max(320) });

export const userFlagEvaluationSchema = z.object({
  email: z.string(),
  userType: z.string(),
  evaluations: flagEvaluationsSchema,
});
export type UserFlagEvaluation = z.infer<typeof userFlagEvaluationSchema>;
