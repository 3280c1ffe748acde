import { DEFAULT_TIER_POLICY, type TierPolicy, tierPolicies } from "@siteready/domain/billing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/billing.ts";

/** The admin's tier policy (free for everyone, or tiered as §4's table), read on each request. */

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
