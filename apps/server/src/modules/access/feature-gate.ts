import type { FastifyRequest } from "fastify";
import type { AccessService } from "./access.service.ts";

/**
 * What a route checks beyond its declared access (route-guards.ts): a tier capability that only part of a
 * request uses (a filter, a setting). The server is the gate (§4, ARCHITECTURE rule 4), not the UI hiding a link.
 */
export function createFeatureGate(access: AccessService) {
  return {
    /** 403 FEATURE_LOCKED when the user's tier lacks the capability under the admin's tier policy. */
    assertCapability: access.assertCapability,
  };
}

export type FeatureGate = ReturnType<typeof createFeatureGate>;

/** The signed-in user of a request to a route declared signed-in or admin (lib/route-access.ts). */
export function signedInUser(request: FastifyRequest) {
  if (!request.user)
    throw new Error("signedInUser() used on a route that is not declared signed-in or admin");
  return request.user;
}
