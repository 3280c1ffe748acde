import { connect } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cookieFrom, type signedInUser, testOrigin } from "../test-support/auth-helpers.ts";
import type { TestApp } from "../test-support/test-app.ts";
import { appWithEverythingUnlocked } from "./json-fuzzing.ts";

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
}

/** Every operation the app documents (every route but better-auth's and the hidden webhook). */
function operationsOf(app: TestApp["app"]): Operation[] {
  const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      queryNames: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
}

const anyId = "7d4f3a2b-1c0e-4f5a-9b8c-6d5e4f3a2b1c";
const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** NUL, another control character, a lone surrogate and DEL, percent-encoded as a client would send them. */
const hostileSegments = ["%00", "a%00b", "%01", "%ED%A0%80", "%7F", "%C0%AF"];

/**
 * Malformed requests on every documented route, signed in as an admin (so gated routes read what they are
 * sent): no body at all, an empty JSON body, the wrong content type, NUL and control characters in every path
 * parameter and every query parameter. None may answer 5xx; each refusal is in the catalogue's shape.
 */
describe("malformed paths, queries and bodies on every route", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  /** Every 5xx of a test, listed at its end (all of them, not only the first). */
  const failures: string[] = [];
  beforeEach(() => {
    failures.length = 0;
  });

  beforeAll(async () => {
    ({ testApp, admin } = await appWithEverythingUnlocked());
  });
  // One of the writes is POST /api/auth/sign-out: each test starts signed in again.
  beforeEach(async () => {
    const signedIn = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email: admin.email, password: admin.password },
    });
    expect(signedIn.statusCode).toBe(200);
    admin = {
      ...admin,
      cookie: cookieFrom(signedIn),
      headers: { cookie: cookieFrom(signedIn), origin: testOrigin },
    };
  });
  afterAll(() => testApp.close());

  async function expectNo5xx(
    label: string,
    request: { method: string; url: string; headers?: Record<string, string>; payload?: string },
  ) {
    const response = await testApp.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: { origin: testOrigin, cookie: admin.cookie, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    // An outside service not set up here (payments) answers 503 NOT_CONFIGURED by design: not a crash.
    const notConfigured = response.statusCode === 503 && response.json().code === "NOT_CONFIGURED";
    if (response.statusCode >= 500 && !notConfigured) {
      failures.push(`${label}: ${request.method} ${request.url} answered ${response.statusCode}`);
    }
    if (response.statusCode >= 400 && String(response.headers["content-type"]).includes("json")) {
      expect(response.json().message, label).toEqual(expect.any(String));
    }
    return response;
  }

  it("answers bodiless, empty and wrongly typed writes with 4xx, never 5xx", async () => {
    // Signing out last, so every other write is read as the admin's.
    const operations = operationsOf(testApp.app)
      .filter((operation) => writeMethods.has(operation.method))
      .sort((a, b) => Number(a.path === "/api/auth/sign-out") - Number(b.path === "/api/auth/sign-out"));
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, anyId);
      await expectNo5xx("no body", { method: operation.method, url });
      await expectNo5xx("empty JSON body", {
        method: operation.method,
        url,
        headers: { "content-type": "application/json" },
        payload: "",
      });
      await expectNo5xx("wrong content type", {
        method: operation.method,
        url,
        headers: { "content-type": "text/plain" },
        payload: "hello",
      });
    }
    expect(failures).toEqual([]);
  }, 480_000); // As the body fuzzing: generous for a loaded 2-core machine beside the browser suite.

  it("answers a write with no body on the routes that take one with 400 and the catalogue's message", async () => {
    for (const url of [
      "/api/jobs",
      "/api/projects",
      "/api/shares",
      "/api/diggs/listings",
      "/api/profile/skills-cards",
      "/api/feedback",
      "/api/inductions",
    ]) {
      const response = await expectNo5xx("no body", { method: "POST", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
    expect(failures).toEqual([]);
  });

  it("answers NUL and control characters in paths and queries with 4xx, never 5xx", async () => {
    // The live stream answers with a stream that stays open: its refusals are tested in live.routes.test.ts.
    const operations = operationsOf(testApp.app).filter((operation) => operation.path !== "/api/live");
    for (const operation of operations) {
      const parameters = operation.path.match(/\{[^}]+\}/g) ?? [];
      for (const hostile of hostileSegments) {
        for (const parameter of parameters) {
          const url = operation.path.replace(/\{[^}]+\}/g, (name) => (name === parameter ? hostile : anyId));
          await expectNo5xx("hostile path", { method: operation.method, url });
        }
        const path = operation.path.replace(/\{[^}]+\}/g, anyId);
        const names = [...new Set([...operation.queryNames, "q", "search", "page"])];
        const query = names.map((name) => `${name}=${hostile}`).join("&");
        const response = await expectNo5xx("hostile query", {
          method: operation.method,
          url: `${path}?${query}`,
        });
        // Control characters never reach a route: the URL is refused in words first.
        if (/%(0|1|7F)/.test(hostile)) expect(response.statusCode).toBe(400);
      }
    }
    expect(failures).toEqual([]);
  }, 480_000); // As the body fuzzing: generous for a loaded 2-core machine beside the browser suite.

  it("answers a header with control characters (refused by Node's parser) in the catalogue's shape", async () => {
    const url = new URL(await testApp.app.listen({ port: 0, host: "127.0.0.1" }));
    for (const header of ["x-note: a\u0000b", "x-note: bell\u0007", "cookie: session\u0001=1"]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(url.port), "127.0.0.1", () => {
          socket.write(`GET /api/health HTTP/1.1\r\nhost: localhost\r\n${header}\r\n\r\n`);
        });
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk;
        });
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer, header).toMatch(/^HTTP\/1\.1 400 /);
      const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
      expect(body).toMatchObject({ code: "VALIDATION_FAILED", message: "Invalid request data" });
    }
  });
});
