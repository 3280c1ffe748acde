import { describe, expect, it } from "vitest";
import { normalizeRouteAccess, routeNeedsSignIn } from "./route-access.ts";

describe("route access levels", () => {
  it.each(["public", "protected", "admin", "feature_gated"])("keeps %s", (level) => {
    expect(normalizeRouteAccess(level)).toBe(level);
  });
  it.each(["", "private", "ADMIN", "members"])("treats unknown level %j as public", (level) => {
    expect(normalizeRouteAccess(level)).toBe("public");
  });
  it("needs sign-in for protected and admin routes only", () => {
    expect(routeNeedsSignIn("protected")).toBe(true);
    expect(routeNeedsSignIn("admin")).toBe(true);
    expect(routeNeedsSignIn("public")).toBe(false);
    expect(routeNeedsSignIn("feature_gated")).toBe(false);
  });
});
