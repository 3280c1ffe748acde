import { AUTH_PATH_PREFIX, accountsEndpoints, authEndpoints } from "@siteready/domain/accounts";
import { adminEndpoints } from "@siteready/domain/admin";
import { billingEndpoints } from "@siteready/domain/billing";
import { cvEndpoints, cvPlainRoutes } from "@siteready/domain/cv";
import { diggsEndpoints } from "@siteready/domain/diggs";
import { accessEndpoints } from "@siteready/domain/endpoint";
import { groupsEndpoints } from "@siteready/domain/groups";
import { inductionsEndpoints, inductionsPlainRoutes } from "@siteready/domain/inductions";
import { jobsEndpoints } from "@siteready/domain/jobs";
import { languagesEndpoints } from "@siteready/domain/languages";
import { marketingEndpoints } from "@siteready/domain/marketing";
import { messagesEndpoints, messagesPlainRoutes } from "@siteready/domain/messages";
import { moderationEndpoints } from "@siteready/domain/moderation";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import { dashboardEndpoints, profileEndpoints, profilePlainRoutes } from "@siteready/domain/profile";
import { projectsEndpoints } from "@siteready/domain/projects";
import { documentsEndpoints, qualificationsEndpoints, skillsCardsEndpoints } from "@siteready/domain/records";
import { remindersEndpoints } from "@siteready/domain/reminders";
import { renewalsEndpoints } from "@siteready/domain/renewals";
import { sharingEndpoints, sharingPlainRoutes } from "@siteready/domain/sharing";
import { testCentresEndpoints } from "@siteready/domain/test-centres";
import { walletEndpoints, walletPlainRoutes } from "@siteready/domain/wallet";
import { weatherEndpoints } from "@siteready/domain/weather";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLevel } from "./lib/route-access.ts";
import { publicAccess } from "./lib/route-access.ts";
import { type DeclaredRoute, registerRouteGuards } from "./modules/access/route-guards.ts";
import { signedInUser, testOrigin } from "./test-support/auth-helpers.ts";
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

  it("registers each endpoint declared in the domain with its declared method, path and access", () => {
    const declared = [
      accountsEndpoints,
      weatherEndpoints,
      projectsEndpoints,
      renewalsEndpoints,
      remindersEndpoints,
      languagesEndpoints,
      testCentresEndpoints,
      cvEndpoints,
      groupsEndpoints,
      messagesEndpoints,
      marketingEndpoints,
      moderationEndpoints,
      accessEndpoints,
      walletEndpoints,
      billingEndpoints,
      sharingEndpoints,
      adminEndpoints,
      profileEndpoints,
      dashboardEndpoints,
      documentsEndpoints,
      skillsCardsEndpoints,
      qualificationsEndpoints,
      inductionsEndpoints,
      jobsEndpoints,
      diggsEndpoints,
    ].flatMap((area) => Object.values(area));
    // The bearer token a token route accepts is the server's to know (a function of its configuration).
    const registered = routes.map(({ access, ...route }) => {
      const { bearer: _serverOnly, ...declaredPart } = access as typeof access & { bearer?: unknown };
      return { ...route, access: declaredPart };
    });
    for (const endpoint of declared) {
      expect(registered).toContainEqual({
        method: endpoint.method,
        url: endpoint.path,
        access: endpoint.access,
      });
    }
  });

  it("registers each plain route declared in the domain (files, uploads, the stream, probes) with its method and path", () => {
    const declared = [
      cvPlainRoutes,
      inductionsPlainRoutes,
      messagesPlainRoutes,
      monitoringPlainRoutes,
      profilePlainRoutes,
      sharingPlainRoutes,
      walletPlainRoutes,
    ].flatMap((area) => Object.values(area));
    for (const route of declared) {
      expect(routes).toContainEqual({ method: route.method, url: route.path, access: expect.anything() });
    }
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
    for (const endpoint of Object.values(authEndpoints)) {
      expect(endpoint.path.startsWith(AUTH_PATH_PREFIX)).toBe(true);
      const { statusCode } = await call(endpoint.method, endpoint.path);
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
