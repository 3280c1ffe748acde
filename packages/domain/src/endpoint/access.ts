import { z } from "zod";
import { featureOverrideSchema } from "../features/feature-overrides.ts";
import { resolvedFeatureSchema, resolvedFeaturesSchema } from "../features/feature-view.ts";
import { featureKeys } from "../features/features.ts";
import { flagEvaluationsSchema } from "../features/flags.ts";
import type { Endpoint } from "./endpoint.ts";

const admin = { level: "admin" } as const;
const adminTags = ["admin"] as const;

/** The feature catalogue and the feature flags as the caller sees them, and the admins' switches. */
export const accessEndpoints = {
  features: {
    method: "GET",
    path: "/api/features",
    summary: "Every feature with its state, and whether the caller may use it (and why not)",
    tags: ["access"],
    access: { level: "public", loadsUser: true },
    response: resolvedFeaturesSchema,
  },
  flags: {
    method: "GET",
    path: "/api/flags",
    summary: "Feature flags evaluated for the caller (§6): on/off and A/B variant",
    tags: ["access"],
    access: { level: "public", loadsUser: true },
    response: flagEvaluationsSchema,
  },
  adminFeatures: {
    method: "GET",
    path: "/api/admin/features",
    summary: "The feature catalogue with admins' overrides applied",
    tags: adminTags,
    access: admin,
    response: resolvedFeaturesSchema,
  },
  changeFeature: {
    method: "PATCH",
    path: "/api/admin/features/:key",
    summary: "Change a feature's state, tier or required role",
    tags: adminTags,
    access: admin,
    params: z.object({ key: z.enum(featureKeys) }),
    body: featureOverrideSchema,
    response: resolvedFeatureSchema,
  },
  switchOnFinished: {
    method: "POST",
    path: "/api/admin/features/switch-on-finished",
    summary: "Switch on every finished feature held back as donate to unlock, coming soon or locked",
    tags: adminTags,
    access: admin,
    body: z.object({}),
    response: resolvedFeaturesSchema,
  },
} as const satisfies Record<string, Endpoint>;
