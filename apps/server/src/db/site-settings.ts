import { DEFAULT_TIER_POLICY, type TierPolicy, tierPolicies } from "@siteready/domain/billing";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { siteSettings } from "./schema/billing.ts";

/** Site-wide settings an admin sets and several modules read: the tier policy, two-factor for admins. */

const TIER_POLICY_KEY = "tier_policy";

export async function readTierPolicy(db: Db): Promise<TierPolicy> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TIER_POLICY_KEY));
  return (tierPolicies as readonly string[]).includes(row?.value ?? "")
    ? (row?.value as TierPolicy)
    : DEFAULT_TIER_POLICY;
}

export async function saveTierPolicy(db: Db, policy: TierPolicy, adminId: string) {
  const values = { value: policy, updatedBy: adminId, updatedAt: new Date() };
  await db
    .insert(siteSettings)
    .values({ key: TIER_POLICY_KEY, ...values })
    .onConflictDoUpdate({ target: siteSettings.key, set: values });
}

// Two-factor required for admins ---------------------------------------------------------

const ADMIN_TWO_FACTOR_KEY = "require_admin_two_factor";

export async function readAdminTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, ADMIN_TWO_FACTOR_KEY));
  return row?.value === "true";
}

export async function saveAdminTwoFactorRequired(db: Db, required: boolean, adminId: string) {
  const values = { value: String(required), updatedBy: adminId, updatedAt: new Date() };
  await db
    .insert(siteSettings)
    .values({ key: ADMIN_TWO_FACTOR_KEY, ...values })
    .onConflictDoUpdate({ target: siteSettings.key, set: values });
}
