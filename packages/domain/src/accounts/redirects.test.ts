import { describe, expect, it } from "vitest";
import { isAllowedRedirect, isTrustedOrigin, safeReturnPath } from "./redirects.ts";

const app = "https://siteready.example";

describe("isAllowedRedirect", () => {
  it.each([
    "/dashboard",
    "/auth/callback?from=%2Fjobs",
    "https://siteready.example/dashboard",
    "https://www.siteready.example/x",
    "https://a.b.siteready.example/",
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
    // A real domain never trusts the reader's own machine: a reset link must not forward its token there.
    "http://localhost:9999/steal",
    "http://127.0.0.1:3000/",
    "http://[::1]:8080/",
  ])("refuses %s", (target) => {
    expect(isAllowedRedirect(target, app)).toBe(false);
  });

  it("trusts localhost on any port only while the app itself runs on localhost", () => {
    const development = "http://localhost:3000";
    expect(isAllowedRedirect("http://localhost:5173/auth/callback", development)).toBe(true);
    expect(isAllowedRedirect("http://127.0.0.1:3000/", development)).toBe(true);
    expect(isAllowedRedirect("https://evil.example/", development)).toBe(false);
  });
});

describe("isTrustedOrigin", () => {
  it("accepts the app's origin, its subdomains and configured extras", () => {
    expect(isTrustedOrigin("https://siteready.example", app)).toBe(true);
    expect(isTrustedOrigin("https://admin.siteready.example", app)).toBe(true);
    expect(isTrustedOrigin("https://partner.example", app, ["https://partner.example"])).toBe(true);
  });
  it.each([
    "https://evil.example",
    "http://localhost:9999",
    "null",
    "https://siteready.example/path",
    "https://siteready.example.evil.example",
  ])("refuses %s", (origin) => {
    expect(isTrustedOrigin(origin, app)).toBe(false);
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
