import { describe, expect, it } from "vitest";
import { resolvedFeatureSchema } from "./feature-view.ts";
import { defaultFeatureCatalogue, resolveFeatureCatalogue } from "./features.ts";
import { resolveFeaturesFor } from "./resolve-features.ts";

describe("resolveFeaturesFor", () => {
  const worker = { role: "user", subscriptionTier: "free" } as const;

  it("tells a worker which features they can use and why not", () => {
    const features = resolveFeaturesFor(defaultFeatureCatalogue, worker);
    expect(features.skillsCards).toMatchObject({ accessible: true, reason: null });
    expect(features.cvOptimizer).toMatchObject({
      accessible: false,
      reason: "not_enabled",
      state: "donateToUnlock",
    });
    expect(features.admin).toMatchObject({ accessible: false, reason: "role_required" });
    for (const feature of Object.values(features))
      expect(resolvedFeatureSchema.safeParse(feature).success).toBe(true);
  });

  it("asks visitors to sign in for member features but opens the marketing pages", () => {
    const features = resolveFeaturesFor(defaultFeatureCatalogue, null);
    expect(features.pricing.accessible).toBe(true);
    expect(features.dashboard).toMatchObject({ accessible: false, reason: "sign_in_required" });
  });

  it("follows an admin's override", () => {
    const catalogue = resolveFeatureCatalogue(defaultFeatureCatalogue, { cvOptimizer: { state: "enabled" } });
    expect(resolveFeaturesFor(catalogue, worker).cvOptimizer.accessible).toBe(true);
  });
});
