import type { FeatureCatalogueEntry, FeatureState, FeatureTier, UserRole } from "./features.ts";

/** Feature access by role and tier (spec §4, §6). The server's 403 and the UI's lock both come from here. */

export const subscriptionTiers = ["free", "pro", "premium"] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** The user facts access depends on; `null` means a signed-out visitor. */
export interface AccessUser {
  role: UserRole;
  subscriptionTier: SubscriptionTier;
}

export type FeatureAccessDenialReason =
  | "not_found"
  | "not_enabled"
  | "role_required"
  | "sign_in_required"
  | "tier_required";

export type FeatureAccess =
  | { accessible: true }
  /** `state` is null only when the feature does not exist. */
  | { accessible: false; reason: FeatureAccessDenialReason; state: FeatureState | null };

/** A stored tier as the access rule reads it: anything unknown is free. */
export function subscriptionTierOf(value: string): SubscriptionTier {
  return (subscriptionTiers as readonly string[]).includes(value) ? (value as SubscriptionTier) : "free";
}

const subscriptionTierRank: Record<SubscriptionTier, number> = { free: 0, pro: 1, premium: 2 };

/**
 * Rank a signed-in user needs for a feature tier. The spec does not rank `donation` and `community`;
 * we treat them like `free` (any signed-in user), because the product promises everything stays free and
 * a donation must never be what stands between a worker and a feature. `public` and `admin` are handled
 * before ranking and never reach here.
 */
const requiredRank: Record<Exclude<FeatureTier, "public" | "admin">, number> = {
  free: 0,
  donation: 0,
  community: 0,
  pro: 1,
  premium: 2,
};

/** Whether `userTier` is at least `requiredTier` (free < pro < premium). */
export function meetsSubscriptionTier(userTier: SubscriptionTier, requiredTier: SubscriptionTier): boolean {
  return subscriptionTierRank[userTier] >= subscriptionTierRank[requiredTier];
}

/**
 * An admin satisfies any role requirement: `requiresRole: 'user'` means "a signed-in account", and the spec
 * never locks admins out of what ordinary users can do.
 */
function roleSatisfies(role: UserRole, required: UserRole): boolean {
  return role === "admin" || role === required;
}

/**
 * The access rule of §4, checked in this order: the feature exists; it is enabled; a required role matches
 * (signed out → sign_in_required); public tier is open to everyone; admin tier needs role admin; otherwise
 * the user must be signed in with a subscription tier at least the feature's.
 */
export function canAccessFeature(
  entry: FeatureCatalogueEntry | undefined,
  user: AccessUser | null,
): FeatureAccess {
  if (!entry) return { accessible: false, reason: "not_found", state: null };
  const denied = (reason: FeatureAccessDenialReason): FeatureAccess => ({
    accessible: false,
    reason,
    state: entry.state,
  });

  // `enabled` is derived from state, but a hand-built entry could disagree: both must say yes.
  if (entry.state !== "enabled" || !entry.enabled) return denied("not_enabled");

  if (entry.requiresRole) {
    if (!user) return denied("sign_in_required");
    if (!roleSatisfies(user.role, entry.requiresRole)) return denied("role_required");
  }

  if (entry.tier === "public") return { accessible: true };
  if (!user) return denied("sign_in_required");
  if (entry.tier === "admin") return user.role === "admin" ? { accessible: true } : denied("role_required");

  return subscriptionTierRank[user.subscriptionTier] >= requiredRank[entry.tier]
    ? { accessible: true }
    : denied("tier_required");
}

/** The "feature access by tier" table of §4. */
export const tierCapabilityNames = [
  "basic_profile",
  "expiry_reminders",
  "form_autofill",
  "test_center_search",
  "job_matching",
  "accommodation_search",
  "advanced_analytics",
] as const;
export type TierCapability = (typeof tierCapabilityNames)[number];

export const tierCapabilities: Record<SubscriptionTier, readonly TierCapability[]> = {
  free: ["basic_profile"],
  pro: ["basic_profile", "expiry_reminders", "form_autofill", "test_center_search"],
  premium: [
    "basic_profile",
    "expiry_reminders",
    "form_autofill",
    "test_center_search",
    "job_matching",
    "accommodation_search",
    "advanced_analytics",
  ],
};

export function tierHasCapability(tier: SubscriptionTier, capability: TierCapability): boolean {
  return tierCapabilities[tier].includes(capability);
}
