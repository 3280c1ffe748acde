import { type FeatureFlag, type FeatureFlagConfig, parseRemoteFlagConfig } from "@siteready/domain/features";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { featureFlagOverrides } from "../../db/schema/admin.ts";

/** Admins' flag edits; a stored flag that no longer passes the schema is left out rather than trusted. */
export async function loadFlagOverrides(db: Db): Promise<FeatureFlagConfig> {
  const rows = await db.select().from(featureFlagOverrides);
  return parseRemoteFlagConfig(Object.fromEntries(rows.map((row) => [row.name, row.config]))).flags;
}

export async function saveFlagOverride(db: Db, name: string, flag: FeatureFlag, adminId: string) {
  const values = {
    config: flag as unknown as Record<string, unknown>,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await db
    .insert(featureFlagOverrides)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: featureFlagOverrides.name, set: values });
}

export async function deleteFlagOverride(db: Db, name: string) {
  await db.delete(featureFlagOverrides).where(eq(featureFlagOverrides.name, name));
}
