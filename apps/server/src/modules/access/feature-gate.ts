import type { FeatureKey, TierCapability } from "@siteready/domain";
import type { FastifyRequest } from "fastify";
import type { SessionGuard } from "../accounts/session-guard.ts";
import type { AccessService } from "./access.service.ts";

/**
 * Pre-handlers for feature routes: the server is the gate (§4, ARCHITECTURE rule 4), not the UI hiding a link.
 * `requireFeature(key)` loads the signed-in user into request.user and refuses with 401/403 otherwise.
 */
export function createFeatureGate(access: AccessService, guard: SessionGuard) {
  return {
    requireFeature(key: FeatureKey) {
      return async (request: FastifyRequest) => {
        const signedIn = await guard.currentSession(request);
        request.user = signedIn?.user ?? null;
        await access.assertAccess(key, request.user);
        // The admin pages may require two-factor of admins (a site setting).
        if (key === "admin") await access.assertAdminSecondFactor(signedIn?.twoFactorEnabled ?? false);
      };
    },
    /** requireFeature(key), then the tier capability under the admin's tier policy (403 FEATURE_LOCKED). */
    requireCapability(key: FeatureKey, capability: TierCapability) {
      return async (request: FastifyRequest) => {
        request.user = await guard.currentUser(request);
        await access.assertAccess(key, request.user);
        if (request.user) await access.assertCapability(capability, request.user);
      };
    },
    /** After requireFeature: the second factor again on this session for the most sensitive actions. */
    requireStepUp: guard.requireStepUp,
    /** For a capability that only part of a request uses (a filter, a setting). */
    assertCapability: access.assertCapability,
  };
}

export type FeatureGate = ReturnType<typeof createFeatureGate>;

/** The signed-in user of a request that passed requireFeature (or requireUser) for a member feature. */
export function signedInUser(request: FastifyRequest) {
  if (!request.user) throw new Error("signedInUser() used on a route without requireFeature/requireUser");
  return request.user;
}
