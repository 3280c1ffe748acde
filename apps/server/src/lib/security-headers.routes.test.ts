import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** What helmet (as @fastify/helmet set it up before the headers were worked out once) sent on every answer. */
const contentSecurityPolicy =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
  "connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';" +
  "form-action 'self';frame-ancestors 'none'";
const everyAnswer = {
  "content-security-policy": contentSecurityPolicy,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  "permissions-policy":
    "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), midi=()",
};

const answers = [
  { method: "GET" as const, url: "/api/health", status: 200 },
  { method: "GET" as const, url: "/api/no-such-route", status: 404 },
  { method: "GET" as const, url: "/some/page", status: 503 },
  // A write from a foreign site, refused before any route runs.
  { method: "DELETE" as const, url: "/api/profile/personal-details", status: 403 },
];

describe("security headers", () => {
  describe("over http", () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    it.each(answers)(
      "$method $url ($status) carries every security header and its own request id",
      async ({ method, url, status }) => {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { origin: "https://evil.example" },
        });
        expect(response.statusCode).toBe(status);
        expect(response.headers).toMatchObject(everyAnswer);
        expect(response.headers["strict-transport-security"]).toBeUndefined();
        expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
      },
    );
  });

  describe("over https", () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ PUBLIC_URL: "https://siteready.example" });
    });
    afterAll(() => testApp.close());

    it("adds HSTS and upgrades insecure requests", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/no-such-route" });
      expect(response.headers).toMatchObject({
        ...everyAnswer,
        "content-security-policy": `${contentSecurityPolicy};upgrade-insecure-requests`,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
      });
    });
  });
});
