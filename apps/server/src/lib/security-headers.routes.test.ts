import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { securityHeaders } from "./security-headers.ts";

/** What helmet (as @fastify/helmet set it up before the headers were worked out once) sent on every answer. */
const contentSecurityPolicy =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
  "connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';" +
  "form-action 'self';frame-ancestors 'none'";
const permissionsPolicy =
  "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), midi=()";
const everyDocument = {
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
  "permissions-policy": permissionsPolicy,
};
/** OWASP's REST Security Cheat Sheet set: data never runs, is never framed, sniffed or read cross-origin. */
const everyJsonAnswer = {
  "content-security-policy": "default-src 'none';frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};
/** The document-only headers, which a JSON answer does without. */
const documentOnly = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "permissions-policy",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

const jsonAnswers = [
  { method: "GET" as const, url: "/api/health", status: 200 },
  { method: "GET" as const, url: "/api/no-such-route", status: 404 },
  // A write from a foreign site, refused before any route runs.
  { method: "DELETE" as const, url: "/api/profile/personal-details", status: 403 },
];
const documents = [
  // Without a web build, every page is a plain-text notice; a page served under /api is a document too.
  { method: "GET" as const, url: "/some/page", status: 503 },
  { method: "GET" as const, url: "/api/messaging/digest/off?token=not-a-token", status: 404 },
];

describe("security headers", () => {
  describe("over http", () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    it.each(jsonAnswers)(
      "$method $url ($status) is JSON: it carries the data answer's headers and its own request id",
      async ({ method, url, status }) => {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { origin: "https://evil.example" },
        });
        expect(response.statusCode).toBe(status);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.headers).toMatchObject(everyJsonAnswer);
        for (const name of documentOnly) expect(response.headers[name]).toBeUndefined();
        expect(response.headers["strict-transport-security"]).toBeUndefined();
        expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
      },
    );

    it.each(documents)(
      "$method $url ($status) is a document: it carries every document header and its own request id",
      async ({ method, url, status }) => {
        const response = await testApp.app.inject({ method, url });
        expect(response.statusCode).toBe(status);
        expect(response.headers["content-type"]).toMatch(/^text\//);
        expect(response.headers).toMatchObject(everyDocument);
        expect(response.headers["strict-transport-security"]).toBeUndefined();
        expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
      },
    );

    it("keeps the API docs page's own policy (it loads Swagger UI's scripts)", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/docs/static/index.html" });
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["content-security-policy"]).not.toBe(contentSecurityPolicy);
      expect(response.headers).toMatchObject({
        ...everyDocument,
        "content-security-policy": expect.any(String),
      });
    });
  });

  it("gives a redirect the full set whatever its type: its referrer policy governs the next hop", async () => {
    const app = Fastify();
    const setSecurityHeaders = securityHeaders({ publicUrl: "http://localhost" });
    app.addHook("onSend", (request, reply, payload, done) => {
      setSecurityHeaders(request, reply);
      done(null, payload);
    });
    app.get("/moved", (_request, reply) => reply.code(302).header("location", "/here").send({ moved: true }));
    const response = await app.inject({ method: "GET", url: "/moved" });
    expect(response.statusCode).toBe(302);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers).toMatchObject(everyDocument);
    await app.close();
  });

  describe("over https", () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ PUBLIC_URL: "https://siteready.example" });
    });
    afterAll(() => testApp.close());

    it("adds HSTS to every answer and upgrades a document's insecure requests", async () => {
      const hsts = { "strict-transport-security": "max-age=31536000; includeSubDomains" };
      const json = await testApp.app.inject({ method: "GET", url: "/api/no-such-route" });
      expect(json.headers).toMatchObject({ ...everyJsonAnswer, ...hsts });
      const page = await testApp.app.inject({ method: "GET", url: "/some/page" });
      expect(page.headers).toMatchObject({
        ...everyDocument,
        ...hsts,
        "content-security-policy": `${contentSecurityPolicy};upgrade-insecure-requests`,
      });
    });
  });
});
