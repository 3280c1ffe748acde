import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPersonalDetails } from "./modules/profile/profile-test-support.ts";
import { signedInUser, testOrigin } from "./test-support/auth-helpers.ts";
import { createTestApp, logCollector, type TestApp } from "./test-support/test-app.ts";

/**
 * When queries fail, the log says what failed but never with what: no session token, no names, phones or
 * e-mails from the query's parameters. When the database is away, the API says so with 503.
 */
describe("when the database fails", () => {
  const logs = logCollector();
  let testApp: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const personal = {
    ...validPersonalDetails,
    first_name: "Zebedee",
    last_name: "Quarrington",
    email: "zebedee.quarrington@example.com",
    address_line1: "17 Unusual Lane",
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { logs });
    user = await signedInUser(testApp.app, { firstName: "Zebedee", lastName: "Quarrington" });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const sessionToken = () => decodeURIComponent(user.cookie.match(/session_token=([^.;]+)/)?.[1] ?? "");

  it("a failed write logs no personal data from the query", async () => {
    await db().execute(sql`alter table personal_details rename to personal_details_away`);
    try {
      const response = await testApp.app.inject({
        method: "PUT",
        url: "/api/profile/personal-details",
        headers: user.headers,
        payload: personal,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe("Server error. Please try again later.");
    } finally {
      await db().execute(sql`alter table personal_details_away rename to personal_details`);
    }
    const written = logs.text();
    expect(written).toContain("request failed");
    expect(written).toContain("params: [redacted]");
    for (const value of ["Zebedee", "Quarrington", "zebedee.quarrington", "Unusual Lane", "+447700900123"]) {
      expect(written).not.toContain(value);
    }
  });

  it("a failed session lookup logs no session token", async () => {
    // A session not looked up yet: one already looked up is answered from the instance's session cache.
    const newcomer = await signedInUser(testApp.app, { firstName: "Ottoline", lastName: "Fairweather" });
    const newcomerToken = decodeURIComponent(newcomer.cookie.match(/session_token=([^.;]+)/)?.[1] ?? "");
    expect(newcomerToken.length).toBeGreaterThan(10);
    await db().execute(sql`alter table sessions rename to sessions_away`);
    try {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/profile/personal-details",
        headers: { cookie: newcomer.cookie },
      });
      expect(response.statusCode).toBe(500);
      const auth = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: newcomer.cookie },
      });
      expect(auth.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table sessions_away rename to sessions`);
    }
    const written = logs.text();
    expect(written).toContain('from \\"sessions\\" where');
    expect(written).not.toContain(newcomerToken);
    expect(written).not.toContain(newcomer.email);
  });

  it("with the database away, API routes answer 503 with the catalogue's message (health too)", async () => {
    const stillSignedIn = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/personal-details",
      headers: { cookie: user.cookie },
    });
    expect(stillSignedIn.statusCode).toBe(200);
    await testApp.database.close();
    const requests = [
      { method: "GET" as const, url: "/api/profile/personal-details", headers: { cookie: user.cookie } },
      { method: "GET" as const, url: "/api/auth/get-session", headers: { cookie: user.cookie } },
      { method: "GET" as const, url: "/api/features" },
      {
        method: "POST" as const,
        url: "/api/auth/sign-in/email",
        headers: { origin: testOrigin },
        payload: { email: user.email, password: user.password },
      },
      {
        method: "PUT" as const,
        url: "/api/profile/personal-details",
        headers: user.headers,
        payload: personal,
      },
    ];
    for (const request of requests) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json().message).toBe("Service temporarily unavailable. Please try again later.");
    }
    const health = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(logs.text()).not.toContain(sessionToken());
  });
});
