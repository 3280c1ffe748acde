import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPersonalDetails } from "../modules/profile/profile-test-support.ts";
import { signedInUser, signUp } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** What every request passes before any route sees it: Origin on writes, and a body a schema could accept. */
describe("request guards", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      PUBLIC_URL: "https://siteready.example",
      TRUSTED_ORIGINS: "https://partner.example",
    });
  });
  afterAll(() => testApp.close());
  const origin = "https://siteready.example";

  async function worker() {
    const { response, cookie, email } = await signUp(testApp.app, {}, origin);
    expect(response.statusCode).toBe(200);
    return { cookie, email };
  }

  describe("Origin on every state-changing route", () => {
    it("refuses to delete an account from a foreign origin with the victim's cookie", async () => {
      const { cookie } = await worker();
      for (const foreign of ["https://evil.example", "http://localhost:9999", "null"]) {
        const attempt = await testApp.app.inject({
          method: "DELETE",
          url: "/api/account",
          headers: { cookie, origin: foreign },
        });
        expect(attempt.statusCode).toBe(403);
        expect(attempt.json().message).toBe("Access denied. You do not have permission for this action.");
      }
      const stillThere = await testApp.app.inject({
        method: "GET",
        url: "/api/profile/personal-details",
        headers: { cookie },
      });
      expect(stillThere.statusCode).toBe(200);
    });

    it("refuses a cross-site write that carries no Origin but says where it comes from", async () => {
      const { cookie } = await worker();
      const attempt = await testApp.app.inject({
        method: "PUT",
        url: "/api/profile/personal-details",
        headers: { cookie, "sec-fetch-site": "cross-site" },
        payload: { first_name: "Mallory" },
      });
      expect(attempt.statusCode).toBe(403);
    });

    it("accepts writes from the app, its subdomains and TRUSTED_ORIGINS", async () => {
      const { cookie } = await worker();
      for (const allowed of [origin, "https://www.siteready.example", "https://partner.example"]) {
        const saved = await testApp.app.inject({
          method: "PUT",
          url: "/api/profile/personal-details",
          headers: { cookie, origin: allowed },
          payload: validPersonalDetails,
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().first_name).toBe(validPersonalDetails.first_name);
      }
    });

    it("leaves reads alone: a GET from anywhere is answered (cookies are SameSite=Lax)", async () => {
      const { cookie } = await worker();
      const read = await testApp.app.inject({
        method: "GET",
        url: "/api/profile/personal-details",
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(read.statusCode).toBe(200);
    });
  });

  describe("bodies no endpoint accepts answer 400, never 500", () => {
    it("refuses a NUL or other control character in any text field, on sign-in and reset too", async () => {
      const { cookie } = await worker();
      const cases = [
        { url: "/api/auth/sign-in/email", payload: { email: "a\u0000@example.com", password: "secret1" } },
        { url: "/api/auth/request-password-reset", payload: { email: "nul\u0000@example.com" } },
        { url: "/api/contact", payload: { name: "Sam\u0007", email: "s@example.com", message: "hi" } },
      ];
      for (const { url, payload } of cases) {
        const response = await testApp.app.inject({ method: "POST", url, headers: { origin }, payload });
        expect(response.statusCode, url).toBe(400);
        expect(Object.values(response.json().fieldErrors).flat()).toContain(
          "Remove the special characters this field cannot contain",
        );
      }
      const profile = await testApp.app.inject({
        method: "PUT",
        url: "/api/profile/personal-details",
        headers: { cookie, origin },
        payload: { first_name: "Sam", city: "Leeds\u0000" },
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().fieldErrors).toHaveProperty("city");
    });

    it("keeps line breaks and tabs, which people do type", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { origin },
        payload: {
          name: "Sam Okafor",
          email: "sam@example.com",
          topic: "general",
          message: "Line one\r\nLine two\tend",
        },
      });
      expect(response.statusCode).toBeLessThan(300);
    });

    it("refuses a JSON null body, an array and 100,000-deep nesting", async () => {
      const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
      for (const payload of ["null", "[]", "42", `{"a":${deep}}`]) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin, "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode, payload.slice(0, 10)).toBe(400);
        expect(response.json().code).toBe("VALIDATION_FAILED");
      }
    });

    it("refuses an e-mail over 8 KB with the spec's message", async () => {
      const email = `${"a".repeat(9000)}@example.com`;
      for (const url of ["/api/auth/sign-in/email", "/api/auth/request-password-reset"]) {
        const response = await testApp.app.inject({
          method: "POST",
          url,
          headers: { origin },
          payload: { email, password: "secret1" },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fieldErrors.email).toEqual(["Please enter a valid email address"]);
      }
    });

    it("decodes a gzip-compressed body on a route that takes one, and has nothing to decode on a read", async () => {
      const { cookie } = await worker();
      const saved = await testApp.app.inject({
        method: "PUT",
        url: "/api/profile/personal-details",
        headers: { cookie, origin, "content-type": "application/json", "content-encoding": "gzip" },
        payload: gzipSync(JSON.stringify({ ...validPersonalDetails, first_name: "Gzipped" })),
      });
      expect(saved.statusCode).toBe(200);
      // A read carries no body, so a content coding on it (even one we do not know) changes nothing.
      const read = await testApp.app.inject({
        method: "GET",
        url: "/api/profile/personal-details",
        headers: { cookie, "content-encoding": "x-unknown" },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().first_name).toBe("Gzipped");
    });
  });

  describe("better-auth's own endpoints", () => {
    it("does not expose update-user: no HTML, objects, huge names or javascript: images get stored", async () => {
      const { cookie } = await worker();
      const hostile = [
        { name: "<img src=x onerror=alert(1)>" },
        { name: { first: "object" } },
        { name: 42 },
        { name: "x".repeat(900_000) },
        { image: "javascript:alert(1)" },
      ];
      for (const payload of hostile) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/auth/update-user",
          headers: { cookie, origin },
          payload,
        });
        expect(response.statusCode).toBe(404);
      }
      const session = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie },
      });
      expect(session.json().user).toMatchObject({ name: "Sam O'Neill", image: null });
    });

    it("passes on only the checked fields at sign-up: an image or role sent along is dropped", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin },
        payload: {
          firstName: "Kim",
          lastName: "<Okafor>",
          email: `kim.${Date.now()}@example.com`,
          password: "hard-hat-42",
          acceptTerms: true,
          image: "javascript:alert(1)",
          role: "admin",
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ name: "Kim Okafor", image: null, role: "user" });
    });

    it("refuses a reset link or callback that would send a token to the reader's own machine", async () => {
      const { email } = await signedInUser(testApp.app, {}, origin);
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: { origin },
        payload: { email, redirectTo: "http://localhost:9999/steal" },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it("keeps API answers out of every cache, and limits what a page may ask the browser for", async () => {
    const { cookie } = await worker();
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/personal-details",
      headers: { cookie },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const page = await testApp.app.inject({ method: "GET", url: "/profile" });
    expect(String(page.headers["permissions-policy"])).toContain("microphone=()");
  });
});
