import { z } from "zod";
import { featureKeys, featureStates, featureTiers, userRoles } from "./features.ts";

/** A catalogue entry as one visitor sees it: can they use it, and if not, why (GET /api/features). */
export type ResolvedFeature = z.infer<typeof resolvedFeatureSchema>;

export type ResolvedFeatures = z.infer<typeof resolvedFeaturesSchema>;

export const resolvedFeatureSchema = z.object({
  key: z.enum(featureKeys),
  enabled: z.boolean(),
  state: z.enum(featureStates),
  title: z.string(),
  description: z.string(),
  tier: z.enum(featureTiers),
  donateMessage: z.string(),
  requiresRole: z.enum(userRoles).optional(),
  path: z.string(),
  accessible: z.boolean(),
  reason: z
    .enum(["not_found", "not_enabled", "role_required", "sign_in_required", "tier_required"])
    .nullable(),
});

/** Every feature by key, as GET /api/features and the admin list answer it. */
export const resolvedFeaturesSchema = z.record(z.enum(featureKeys), resolvedFeatureSchema);
