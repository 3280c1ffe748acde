import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type Worker = Awaited<ReturnType<typeof signedInUser>>;

describe("Admin → Flags", () => {
  let testApp: TestApp;
  let admin: Worker;
  let worker: Worker;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    worker = await signedInUser(testApp.app, { email: "dana@contractor.example" });
  });
  afterAll(() => testApp.close());

  const get = (url: string, who: Worker) => testApp.app.inject({ method: "GET", url, headers: who.headers });
  const put = (name: string, payload: object, who: Worker = admin) =>
    testApp.app.inject({ method: "PUT", url: `/api/admin/flags/${name}`, headers: who.headers, payload });

  it("lists the §6/§9 flags with their defaults, and says no remote config is set", async () => {
    const response = await get("/api/admin/flags", admin);
    expect(response.statusCode).toBe(200);
    const { flags, remote } = response.json();
    expect(remote).toEqual({ url: null, refreshedAt: null, error: null });
    const byName = Object.fromEntries(flags.map((entry: { name: string }) => [entry.name, entry]));
    expect(byName["debug-mode"]).toMatchObject({ source: "default", flag: { enabled: false } });
    expect(byName["response-caching"]).toMatchObject({ source: "default", flag: { enabled: true } });
    expect(byName["new-dashboard"].flag).toMatchObject({
      type: "ab_test",
      variants: ["control", "treatment"],
    });
  });

  it("stores an admin's edit with AND targeting, which every evaluation then follows", async () => {
    const { flags } = (await get("/api/admin/flags", admin)).json();
    const beta = flags.find((entry: { name: string }) => entry.name === "beta-features").flag;
    const edited = {
      ...beta,
      targeting: {
        logic: "AND",
        rules: [
          { attribute: "userType", operator: "equals", value: "user" },
          { attribute: "email", operator: "endsWith", value: "@contractor.example" },
        ],
      },
    };
    expect((await put("beta-features", edited)).statusCode).toBe(204);

    const forWorker = await get(`/api/admin/flags/evaluate?email=${encodeURIComponent(worker.email)}`, admin);
    expect(forWorker.json()).toMatchObject({
      userType: "user",
      evaluations: { "beta-features": { enabled: true } },
    });
    const forAdmin = await get("/api/admin/flags/evaluate?email=boss@example.com", admin);
    expect(forAdmin.json().evaluations["beta-features"].enabled).toBe(false);
    expect((await get("/api/flags", worker)).json()["beta-features"].enabled).toBe(true);

    const listed = (await get("/api/admin/flags", admin)).json().flags;
    expect(listed.find((entry: { name: string }) => entry.name === "beta-features").source).toBe("admin");

    const undo = await testApp.app.inject({
      method: "DELETE",
      url: "/api/admin/flags/beta-features",
      headers: admin.headers,
    });
    expect(undo.statusCode).toBe(204);
    expect((await get("/api/flags", worker)).json()["beta-features"].enabled).toBe(false);
  });

  it("refuses a split that does not add up, and anyone but an admin", async () => {
    const { flags } = (await get("/api/admin/flags", admin)).json();
    const dashboard = flags.find((entry: { name: string }) => entry.name === "new-dashboard").flag;
    const bad = await put("new-dashboard", { ...dashboard, split: [60, 60] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ split: ["Split shares must add up to 100"] });
    expect((await put("new-dashboard", dashboard, worker)).statusCode).toBe(403);
    expect((await get("/api/admin/flags", worker)).statusCode).toBe(403);
    expect((await get("/api/admin/flags/evaluate?email=boss@example.com", worker)).statusCode).toBe(403);
    expect((await get("/api/admin/flags/evaluate?email=nobody@example.com", admin)).statusCode).toBe(404);
  });
});
