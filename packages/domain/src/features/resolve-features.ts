// The feature catalogue as one visitor sees it, worked out on the server (GET /api/features) and in the app's frame
// (the feature gate): apart from the answer's schema (feature-view.ts), so the frame carries no zod (issue 49).
import { type AccessUser, canAccessFeature } from "./feature-access.ts";
import type { ResolvedFeatures } from "./feature-view.ts";
import { type FeatureCatalogue, featureKeys } from "./features.ts";

export function resolveFeaturesFor(catalogue: FeatureCatalogue, user: AccessUser | null): ResolvedFeatures {
  return Object.fromEntries(
    featureKeys.map((key) => {
      const access = canAccessFeature(catalogue[key], user);
      return [
        key,
        {
          ...catalogue[key],
          accessible: access.accessible,
          reason: access.accessible ? null : access.reason,
        },
      ];
    }),
  ) as ResolvedFeatures;
}
