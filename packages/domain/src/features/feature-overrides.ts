// The admin's feature overrides as the server checks them: a module of its own, so the feature catalogue the app's
// frame reads (features.ts: the sidebar, the route checks) carries no zod (issue 49).
import { z } from "zod";
import { type FeatureOverride, featureKeys, featureStates, featureTiers, userRoles } from "./features.ts";

/** What an admin may change on one feature. `requiresRole: null` clears a role requirement. */
export const featureOverrideSchema = z.strictObject({
  state: z.enum(featureStates).optional(),
  tier: z.enum(featureTiers).optional(),
  requiresRole: z.enum(userRoles).nullable().optional(),
}) satisfies z.ZodType<FeatureOverride>;

export const featureOverridesSchema = z.partialRecord(z.enum(featureKeys), featureOverrideSchema);
