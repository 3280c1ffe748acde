import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { apiErrorBodySchema } from "@siteready/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "siteready-web-"));
  mkdirSync(path.join(dir, "assets"));
  const shell = `<!doctype html><title>SiteReady</title><div id=root></div><!-- ${"padding ".repeat(300)} -->`;
  writeFileSync(path.join(dir, "index.html"), shell);
  // The twins the web build's scripts/precompress.mjs writes.
  writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(shell));
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(shell));
  writeFileSync(path.join(dir, "assets", "index-B7x9kQ2a.js"), "console.log('app')");
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('install', () => {})");
  // The log-in page in every language, as scripts/prerender.mjs writes it; the pricing page in English only.
  mkdirSync(path.join(dir, "prerendered"));
  writeFileSync(path.join(dir, "prerendered", "login.html"), "<html lang=en-GB>Log in");
  writeFileSync(path.join(dir, "prerendered", "pricing.html"), "<html lang=en-GB>Pricing");
  for (const language of ["pl", "ro", "lt", "bg"]) {
    mkdirSync(path.join(dir, "prerendered", language));
    writeFileSync(path.join(dir, "prerendered", language, "login.html"), `<html lang=${language}>`);
  }
  return dir;
}

describe("the server", () => {
  let testApp: TestApp;
  let webBuild: string;
  beforeAll(async () => {
    webBuild = fakeWebBuild();
    testApp = await createTestApp({ WEB_DIST_DIR: webBuild });
  });
  afterAll(() => testApp.close());

  it("reports health with database reachability, version and uptime", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: "ok",
      database: "up",
      storage: "ok",
      version: testApp.config.version,
    });
    expect(body.uptimeSeconds).toBeTypeOf("number");
  });

  it("splits liveness from readiness for load balancers and supervisors", async () => {
    const live = await testApp.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers an unknown /api path with the JSON error shape and a 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body).toMatchObject({
      code: "NOT_FOUND",
      category: "not_found",
      message: "The requested resource was not found.",
    });
    expect(response.headers["x-request-id"]).toBe(body.errorId);
  });

  it("serves index.html for an unknown page so client routes survive a reload", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/skills-cards/123?x=1" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<div id=root>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("links a page made in every language to each of its languages by absolute address, and remembers the language", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/pl/login" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<html lang=pl>");
    const origin = testApp.config.publicUrl;
    expect(response.headers.link).toBe(
      [
        `<${origin}/login>; rel="alternate"; hreflang="en"`,
        `<${origin}/pl/login>; rel="alternate"; hreflang="pl"`,
        `<${origin}/ro/login>; rel="alternate"; hreflang="ro"`,
        `<${origin}/lt/login>; rel="alternate"; hreflang="lt"`,
        `<${origin}/bg/login>; rel="alternate"; hreflang="bg"`,
        `<${origin}/login>; rel="alternate"; hreflang="x-default"`,
      ].join(", "),
    );
    expect(response.headers["set-cookie"]).toContain("siteready_language=pl");

    const english = await testApp.app.inject({ method: "GET", url: "/login" });
    expect(english.headers.link).toBe(response.headers.link);
    expect(english.headers["set-cookie"]).toBeUndefined();
    const englishOnly = await testApp.app.inject({ method: "GET", url: "/pricing" });
    expect(englishOnly.body).toBe("<html lang=en-GB>Pricing");
    expect(englishOnly.headers.link).toBeUndefined();
  });

  it("lets browsers keep hashed assets for a year, but revalidate the service worker", async () => {
    const asset = await testApp.app.inject({ method: "GET", url: "/assets/index-B7x9kQ2a.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const worker = await testApp.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with 404 rather than the app shell", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/assets/old-bundle-Zz99xxYY.js" });
    expect(response.statusCode).toBe(404);
  });

  it("sends a Content-Security-Policy that allows nothing inline or foreign", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("sends a page as the build compressed it, in the encoding the browser accepts", async () => {
    const page = (acceptEncoding?: string) =>
      testApp.app.inject({
        method: "GET",
        url: "/jobs",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const brotli = await page("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("<div id=root>");
    // The build's own bytes: nothing compressed again on the way out.
    expect(brotli.rawPayload.equals(readFileSync(path.join(webBuild, "index.html.br")))).toBe(true);
    const gzip = await page("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<div id=root>");
    expect(gzip.rawPayload.equals(readFileSync(path.join(webBuild, "index.html.gz")))).toBe(true);
    const plain = await page();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<div id=root>");
  });

  it("compresses large API answers as it sends them", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths["/api/health"].get.responses["200"]).toBeDefined();
    const page = await testApp.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });
});

describe("without a web build", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("says how to build the web app instead of failing silently", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dashboard" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("npm run build");
  });
});
