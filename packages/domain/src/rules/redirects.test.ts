import { describe, expect, it } from "vitest";
import { isAllowedRedirect, safeReturnPath } from "./redirects.ts";

const app = "https://siteready.example";

describe("isAllowedRedirect", () => {
  it.each([
    "/dashboard",
    "/auth/callback?from=%2Fjobs",
    "https://siteready.example/dashboard",
    "https://www.siteready.example/x",
    "https://a.b.siteready.example/",
    "http://localhost:5173/auth/callback",
    "http://127.0.0.1:3000/",
  ])("allows %s", (target) => {
    expect(isAllowedRedirect(target, app)).toBe(true);
  });

  it.each([
    "https://evil.example/",
    "https://siteready.example.evil.example/",
    "https://evilsiteready.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://user:pass@siteready.example/",
    "",
    "not a url",
  ])("refuses %s", (target) => {
    expect(isAllowedRedirect(target, app)).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it("keeps an in-app path", () => {
    expect(safeReturnPath("/skills-cards?x=1")).toBe("/skills-cards?x=1");
  });
  it.each([undefined, null, "", "https://evil.example", "//evil.example", "/login", "/register"])(
    "falls back to the dashboard for %s",
    (from) => {
      expect(safeReturnPath(from)).toBe("/dashboard");
    },
  );
});
