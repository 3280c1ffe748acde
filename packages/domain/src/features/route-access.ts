/** Access levels of the route table (§2). */
const routeAccessLevels = ["public", "protected", "admin", "feature_gated"] as const;
export type RouteAccessLevel = (typeof routeAccessLevels)[number];

/** An unknown access level is treated as public (§2). */
export function normalizeRouteAccess(level: string): RouteAccessLevel {
  return (routeAccessLevels as readonly string[]).includes(level) ? (level as RouteAccessLevel) : "public";
}

/** Whether a route needs a signed-in user before anything else is checked. */
export function routeNeedsSignIn(level: RouteAccessLevel): boolean {
  return level === "protected" || level === "admin";
}
