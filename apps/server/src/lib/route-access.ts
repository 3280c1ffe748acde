import type { EndpointAccess } from "@siteready/domain/endpoint";
import type { FeatureKey, TierCapability } from "@siteready/domain/features";
import type { FastifyRequest } from "fastify";
import { secretsMatch } from "./secret-tokens.ts";

/**
 * Who may call a route: every route declares one, and the server refuses to start with a route that does not
 * (deny by default: modules/accounts/route-guards.ts turns the declaration into the route's guard). The levels
 * are the domain's (`EndpointAccess`: public, token, signed-in, admin); on the server a token route may also
 * have the guard check a bearer token (`bearer`), and let a signed-in admin through instead (`orAdmin`).
 */
export type RouteAccess =
  | Exclude<EndpointAccess, { level: "token" }>
  | (Extract<EndpointAccess, { level: "token" }> & { bearer?: BearerToken });

export type AccessLevel = RouteAccess["level"];

/** Whether the request shows the bearer token the route accepts (false when none is configured). */
export type BearerToken = (request: FastifyRequest) => boolean;

/** Accepts `Authorization: Bearer <token>` for this token (compared in constant time); nothing when unset. */
export function bearerToken(token: string | undefined): BearerToken {
  return (request) => {
    const header = request.headers.authorization;
    if (!token || typeof header !== "string" || !header.startsWith("Bearer ")) return false;
    return secretsMatch(header.slice("Bearer ".length), token);
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (lib/route-access.ts). Required: a route without it stops the server starting. */
    access?: RouteAccess;
  }
}

const declared = (access: RouteAccess) => ({ config: { access } });

/** Anyone may call it; with `loadsUser` or `feature`, request.user is the signed-in user or null. */
export function publicAccess(options: { loadsUser?: boolean; feature?: FeatureKey } = {}) {
  return declared({ level: "public", ...options });
}

/** A secret the caller shows is the right to call: `proof` names it (the route checks it unless `bearer`). */
export function tokenAccess(proof: string, options: { bearer?: BearerToken; orAdmin?: boolean } = {}) {
  return declared({ level: "token", proof, ...options });
}

/** A signed-in user; `feature` and `capability` lock it as the catalogue and tier policy say. */
export function signedInAccess(
  feature?: FeatureKey,
  options: { capability?: TierCapability; stepUp?: boolean } = {},
) {
  return declared({ level: "signed-in", ...(feature ? { feature } : {}), ...options });
}
