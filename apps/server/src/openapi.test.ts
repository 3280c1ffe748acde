import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

interface Operation {
  "x-access"?: { level: string; [detail: string]: unknown };
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route the server registers, from Fastify's own route tree (printRoutes), as "METHOD /path/{param}".
 * HEAD is Fastify's automatic twin of GET.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (prefixes[depth - 1] ?? "") + (match[2] ?? "");
    prefixes[depth] = path;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
    }
  }
  return routes;
}

/** Routes that are not API endpoints: the document itself, and the web app's pages and its 404 for unknown /api paths. */
const notEndpoints = /^(GET|POST) (\/api\/docs|\/?\*$|\/api\/\*$|\/api\/auth\/\*$)/;

describe("the OpenAPI document", () => {
  let testApp: TestApp;
  let document: Document;
  beforeAll(async () => {
    testApp = await createTestApp();
    document = (await testApp.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  });
  afterAll(() => testApp.close());

  it("is a valid OpenAPI 3.0 document (an independent validator)", async () => {
    const result = await new Validator().validate({ ...structuredClone(document) });
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("describes every route the server registers", () => {
    const routes = registeredRoutes(testApp.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(150);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = routes.filter((route) => !notEndpoints.test(route) && !documented.has(route));
    expect(missing).toEqual([]);
  });

  it("says who may call each route-described operation, as its route declares it (x-access)", () => {
    const operations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
    );
    const described = operations.filter(({ operation }) => operation["x-access"]);
    expect(described.length).toBeGreaterThan(140);
    const levels = new Set(described.map(({ operation }) => operation["x-access"]?.level));
    expect([...levels].sort()).toEqual(["admin", "public", "signed-in", "token"]);
    expect(document.paths["/api/weather/forecasts"]?.get?.["x-access"]).toEqual({
      level: "signed-in",
      feature: "weather",
    });
    expect(document.paths["/api/notion-reports"]?.post?.["x-access"]).toEqual({
      level: "token",
      proof: "REPORTS_API_TOKEN as a bearer token",
      bearer: "Authorization: Bearer",
      orAdmin: true,
    });
    // Only the operations no route schema describes (better-auth's API, Stripe's webhook, /metrics) lack it.
    const without = operations.filter(({ operation }) => !operation["x-access"]).map(({ route }) => route);
    expect(
      without.filter((route) => !/ \/api\/auth\/| \/api\/stripe\/webhook$| \/metrics$/.test(route)),
    ).toEqual([]);
  });

  it("includes the sign-in API, Stripe's webhook and /metrics", () => {
    for (const [method, path] of [
      ["post", "/api/auth/sign-in/email"],
      ["post", "/api/auth/sign-up/email"],
      ["post", "/api/auth/sign-out"],
      ["get", "/api/auth/get-session"],
      ["post", "/api/auth/request-password-reset"],
      ["post", "/api/auth/reset-password"],
      ["post", "/api/stripe/webhook"],
      ["get", "/metrics"],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    // Session tokens travel only in the cookie: the answers the proxy gives have none.
    const signedIn = document.paths["/api/auth/sign-in/email"]?.post?.responses?.["200"];
    expect(JSON.stringify(signedIn)).not.toContain('"token"');
  });

  it("gives every operation its error answers, each with the one error body", () => {
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const expected = ["400", "401", "403", "404", "409", "429", "500", "503"];
        if (operation.requestBody) expected.push("413", "415");
        for (const status of expected) {
          // The health checks answer 503 with their report, which says what is down.
          if ((path === "/api/health" || path === "/api/health/ready") && status === "503") continue;
          const schema = operation.responses?.[status]?.content?.["application/json"]?.schema;
          if (JSON.stringify(schema) !== '{"$ref":"#/components/schemas/ApiError"}') {
            undeclared.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("lists null among the values of every nullable enum", () => {
    const offending: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (node === null || typeof node !== "object") return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable && schema.enum && !schema.enum.includes(null)) offending.push(where);
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(document, "#");
    expect(offending).toEqual([]);
    // e.g. a user's urgency may be null: the document says so in the enum itself.
    expect(JSON.stringify(document)).toMatch(/"nullable":true,[^}]*"enum":\[[^\]]*null\]/);
  });

  it("lists a request body for every POST, PUT and PATCH route", () => {
    const withoutBody: string[] = [];
    let writes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of ["post", "put", "patch"]) {
        const operation = operations[method];
        if (!operation) continue;
        writes += 1;
        // better-auth's sign-out and a few like it take no body at all.
        if (path.startsWith("/api/auth/")) continue;
        if (Object.keys(operation.requestBody?.content ?? {}).length === 0) {
          withoutBody.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(writes).toBeGreaterThan(50);
    expect(withoutBody).toEqual([]);
  });
});
