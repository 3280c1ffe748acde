import { AUTH_PATH_PREFIX } from "@siteready/domain/accounts";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLevel } from "./lib/route-access.ts";
import { publicAccess } from "./lib/route-access.ts";
import { type DeclaredRoute, registerRouteGuards } from "./modules/accounts/route-guards.ts";
import { signedInUser, testOrigin } from "./test-support/auth-helpers.ts";
import { declaredEndpoints, declaredPlainRoutes } from "./test-support/declared-contracts.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/** Every `:param` of a route filled with an id no record has; a wildcard with a name no route has. */
function urlOf(route: DeclaredRoute) {
  return route.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "no-such-page");
}

describe("deny by default: every route declares who may call it", () => {
  let testApp: TestApp;
  let worker: Awaited<ReturnType<typeof signedInUser>>;
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    testApp = await createTestApp();
    worker = await signedInUser(testApp.app);
    // HEAD answers as GET does (Fastify adds it to every GET route).
    routes = testApp.app.declaredRoutes.filter((route) => route.method !== "HEAD");
  });
  afterAll(() => testApp.close());

  const call = (route: DeclaredRoute, headers: Record<string, string>) =>
    testApp.app.inject({
      method: route.method as "GET",
      url: urlOf(route),
      headers,
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });
  const withLevel = (...levels: AccessLevel[]) =>
    routes.filter((route) => levels.includes(route.access.level));

  it("walks every route of the app", () => {
    expect(routes.length).toBeGreaterThan(150);
    const levels = new Set(routes.map((route) => route.access.level));
    expect([...levels].sort()).toEqual(["admin", "public", "signed-in", "token"]);
    expect(routes).toContainEqual({ method: "GET", url: "/api/jobs", access: expect.anything() });
  });

  /** better-auth's endpoints, which the auth proxy forwards rather than the server registering each. */
  const isAuthProxied = (endpoint: { path: string }) => endpoint.path.startsWith(AUTH_PATH_PREFIX);

  it("finds the contracts' declarations by their shape", () => {
    expect(declaredEndpoints.length).toBeGreaterThan(190);
    expect(declaredPlainRoutes.length).toBeGreaterThan(20);
    expect(declaredEndpoints.filter(isAuthProxied).length).toBeGreaterThan(15);
  });

  it("registers each endpoint declared in the domain with its declared method, path and access", () => {
    // The bearer token a token route accepts is the server's to know (a function of its configuration).
    const registered = routes.map(({ access, ...route }) => {
      const { bearer: _serverOnly, ...declaredPart } = access as typeof access & { bearer?: unknown };
      return { ...route, access: declaredPart };
    });
    for (const endpoint of declaredEndpoints.filter((endpoint) => !isAuthProxied(endpoint))) {
      expect(registered).toContainEqual({
        method: endpoint.method,
        url: endpoint.path,
        access: endpoint.access,
      });
    }
  });

  it("registers each plain route declared in the domain (files, uploads, the stream, probes) with its method and path", () => {
    for (const route of declaredPlainRoutes.filter((route) => !isAuthProxied(route))) {
      expect(routes).toContainEqual({ method: route.method, url: route.path, access: expect.anything() });
    }
  });

  it("declares every route it registers in a contract, but for the few no contract can name", () => {
    const declared = new Set(
      [...declaredEndpoints, ...declaredPlainRoutes].map((route) => `${route.method} ${route.path}`),
    );
    const apiDocs = monitoringPlainRoutes.apiDocs.path;
    const undeclared = routes.filter(
      (route) =>
        !declared.has(`${route.method} ${route.url}`) &&
        // better-auth's handler behind the proxy: its endpoints are declared one by one (checked below).
        route.url !== `${AUTH_PATH_PREFIX}*` &&
        // Swagger UI's own files and the document, under the declared documentation page.
        !route.url.startsWith(`${apiDocs}/`) &&
        // The web app's fallbacks: a 404 for an API path no route has, the app's pages for every other.
        !["/*", "/api/*"].includes(route.url),
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("answers each of better-auth's endpoints declared in the domain through the auth proxy, and no other", async () => {
    const call = (method: "GET" | "POST", url: string) =>
      testApp.app.inject({
        method,
        url,
        headers: { origin: testOrigin },
        ...(method === "GET" ? {} : { payload: {} }),
      });
    const notAnswered: string[] = [];
    for (const endpoint of declaredEndpoints.filter(isAuthProxied)) {
      const { statusCode } = await call(endpoint.method as "GET" | "POST", endpoint.path);
      if (statusCode === 404) notAnswered.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(notAnswered).toEqual([]);
    // The proxy exposes only the endpoints the app uses: better-auth's others answer 404.
    expect((await call("POST", `${AUTH_PATH_PREFIX}update-user`)).statusCode).toBe(404);
  });

  it("answers 401 to a signed-out call of every route that is not public or token", async () => {
    const answered: string[] = [];
    for (const route of withLevel("signed-in", "admin")) {
      const response = await call(route, { origin: testOrigin });
      answered.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answered.filter((line) => !line.endsWith(" 401"))).toEqual([]);
    expect(answered.length).toBeGreaterThan(120);
  });

  it("answers 403 to a plain worker on every admin route", async () => {
    const answered: string[] = [];
    for (const route of withLevel("admin")) {
      const response = await call(route, worker.headers);
      answered.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answered.filter((line) => !line.endsWith(" 403"))).toEqual([]);
    expect(answered.length).toBeGreaterThan(20);
  });

  it("refuses a signed-out call without its token on every token route, and never asks a public one to sign in", async () => {
    const answeredWithoutToken: string[] = [];
    for (const route of withLevel("token")) {
      const { statusCode } = await call(route, { origin: testOrigin });
      // Refused: 4xx, or 503 where the service behind it (Stripe) is not set up.
      if (statusCode < 400 || statusCode === 500) answeredWithoutToken.push(`${route.method} ${route.url}`);
    }
    expect(answeredWithoutToken).toEqual([]);
    const askedToSignIn: string[] = [];
    for (const route of withLevel("public")) {
      const { statusCode } = await call(route, { origin: testOrigin });
      if (statusCode === 401) askedToSignIn.push(`${route.method} ${route.url}`);
    }
    expect(askedToSignIn).toEqual([]);
  });

  it("refuses to register a route that declares no access level, so the server does not start", async () => {
    const app = Fastify();
    // The guards are never reached: registering the route is what fails.
    registerRouteGuards(app, { guard: undefined as never, access: undefined as never });
    app.get("/api/open", publicAccess(), async () => ({ ok: true }));
    expect(() => app.get("/api/forgotten", async () => ({ ok: true }))).toThrow(
      "GET /api/forgotten declares no access level",
    );
    await app.close();
  });
});
