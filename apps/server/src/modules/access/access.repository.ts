import type { FeatureKey, FeatureOverride, FeatureOverrides } from "@siteready/domain/features";
import { featureKeys } from "@siteready/domain/features";
import type { Db } from "../../db/client.ts";
import { featureOverrides } from "../../db/schema/access.ts";

/** 'none' in the table means "an admin cleared the role the default requires". */
const NO_ROLE = "none";

export async function readFeatureOverrides(db: Db): Promise<FeatureOverrides> {
  const rows = await db.select().from(featureOverrides);
  const overrides: FeatureOverrides = {};
  for (const row of rows) {
    if (!(featureKeys as readonly string[]).includes(row.featureKey)) continue;
    const override: FeatureOverride = {};
    if (row.state) override.state = row.state as FeatureOverride["state"];
    if (row.tier) override.tier = row.tier as FeatureOverride["tier"];
    if (row.requiresRole)
      override.requiresRole = row.requiresRole === NO_ROLE ? null : (row.requiresRole as "user" | "admin");
    overrides[row.featureKey as FeatureKey] = override;
  }
  return overrides;
}

export async function saveFeatureOverride(
  db: Pick<Db, "insert">,
  key: FeatureKey,
  override: FeatureOverride,
  adminId: string,
) {
  const values = {
    state: override.state ?? null,
    tier: override.tier ?? null,
    requiresRole: override.requiresRole === null ? NO_ROLE : (override.requiresRole ?? null),
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await db
    .insert(featureOverrides)
    .values({ featureKey: key, ...values })
    .onConflictDoUpdate({ target: featureOverrides.featureKey, set: values });
}
