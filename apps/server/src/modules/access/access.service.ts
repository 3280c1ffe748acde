import { capabilityAvailable, lowestTierWith } from "@siteready/domain/billing";
import {
  type AccessUser,
  canAccessFeature,
  defaultFeatureCatalogue,
  type FeatureKey,
  type FeatureOverride,
  featureStateLabels,
  featuresReadyToSwitchOn,
  resolveFeatureCatalogue,
  resolveFeaturesFor,
  type TierCapability,
} from "@siteready/domain/features";
import { recordAdminAction } from "../../db/admin-audit-log.ts";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import {
  readAdminTwoFactorRequired,
  readTierPolicy,
  saveAdminTwoFactorRequired,
} from "../../db/site-settings.ts";
import { AppError } from "../../lib/app-error.ts";
import { readFeatureOverrides, saveFeatureOverride } from "./access.repository.ts";

/**
 * The feature catalogue as it stands: the domain's defaults with the admins' overrides on top, and the tier
 * policy. Each instance keeps them in memory until the database announces a change to the access settings
 * (`settingsChanges`), so every instance agrees at once after a change without reading them per request.
 */
export function createAccessService(db: Db, settingsChanges: ChangeWatch) {
  const catalogue = settingsChanges.cached(async () =>
    resolveFeatureCatalogue(defaultFeatureCatalogue, await readFeatureOverrides(db)),
  );
  const tierPolicy = settingsChanges.cached(() => readTierPolicy(db));
  const adminTwoFactorRequired = settingsChanges.cached(() => readAdminTwoFactorRequired(db));

  return {
    catalogue,

    async featuresFor(user: AccessUser | null) {
      return resolveFeaturesFor(await catalogue(), user);
    },

    /** Whether `user` may use the feature now (for work done on their behalf outside a request). */
    async isOpenTo(key: FeatureKey, user: AccessUser) {
      return canAccessFeature((await catalogue())[key], user).accessible;
    },

    /** Throws 401 (signed out) or 403 FEATURE_LOCKED with the feature's state when `user` may not use it. */
    async assertAccess(key: FeatureKey, user: AccessUser | null) {
      const entry = (await catalogue())[key];
      const access = canAccessFeature(entry, user);
      if (access.accessible) return;
      if (access.reason === "sign_in_required") throw new AppError(401, "UNAUTHENTICATED");
      throw new AppError(403, "FEATURE_LOCKED", undefined, {
        details: { feature: key, state: access.state, reason: access.reason },
      });
    },

    /**
     * Under the admin's "tiered" policy, 403 FEATURE_LOCKED (state premium, so the page says 'Premium Feature')
     * when the user's subscription tier lacks the capability (§4 table). Admins are never locked out.
     */
    async assertCapability(capability: TierCapability, user: AccessUser) {
      if (user.role === "admin") return;
      if (capabilityAvailable(await tierPolicy(), user.subscriptionTier, capability)) return;
      throw new AppError(403, "FEATURE_LOCKED", undefined, {
        details: {
          capability,
          state: "premium",
          reason: "tier_required",
          requiredTier: lowestTierWith(capability),
        },
      });
    },

    adminTwoFactorRequired,

    /** 403 TWO_FACTOR_REQUIRED for an admin page when the site requires two-factor of admins who lack it. */
    async assertAdminSecondFactor(twoFactorEnabled: boolean) {
      if (twoFactorEnabled || !(await adminTwoFactorRequired())) return;
      throw new AppError(403, "TWO_FACTOR_REQUIRED", { key: "accounts.server.twoFactorRequiredForAdmins" });
    },

    async setAdminTwoFactorRequired(required: boolean, adminId: string) {
      await saveAdminTwoFactorRequired(db, required, adminId);
      settingsChanges.changedHere();
    },

    /** Merges `change` into the feature's existing override: fields left out keep their current value. */
    async changeFeature(key: FeatureKey, change: FeatureOverride, admin: AdminActor) {
      const current = (await readFeatureOverrides(db))[key] ?? {};
      await db.transaction(async (tx) => {
        await saveFeatureOverride(tx, key, { ...current, ...change }, admin.id);
        await recordAdminAction(tx, {
          action: "feature_state",
          admin,
          detail: `${defaultFeatureCatalogue[key].title}: ${describeChange(change)}`,
        });
      });
      settingsChanges.changedHere();
    },

    /** Opens every finished feature held back (donate to unlock, coming soon, locked) in one audited step. */
    async switchOnFinishedFeatures(admin: AdminActor): Promise<FeatureKey[]> {
      const keys = featuresReadyToSwitchOn(await catalogue());
      if (keys.length === 0) return keys;
      const overrides = await readFeatureOverrides(db);
      await db.transaction(async (tx) => {
        for (const key of keys)
          await saveFeatureOverride(tx, key, { ...overrides[key], state: "enabled" }, admin.id);
        await recordAdminAction(tx, {
          action: "features_switched_on",
          admin,
          detail: keys.map((key) => defaultFeatureCatalogue[key].title).join(", "),
        });
      });
      settingsChanges.changedHere();
      return keys;
    },
  };
}

interface AdminActor {
  id: string;
  email: string;
}

/** An override in the audit log's words: "state Donate to unlock → On" reads as "state On". */
function describeChange(change: FeatureOverride): string {
  const parts: string[] = [];
  if (change.state) parts.push(`state ${featureStateLabels[change.state]}`);
  if (change.tier) parts.push(`tier ${change.tier}`);
  if (change.requiresRole !== undefined) parts.push(`role ${change.requiresRole ?? "none"}`);
  return parts.join(", ") || "no change";
}

export type AccessService = ReturnType<typeof createAccessService>;
