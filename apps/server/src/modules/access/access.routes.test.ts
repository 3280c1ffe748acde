import { apiErrorBodySchema } from "@siteready/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { setRoleByEmail } from "../accounts/accounts.repository.ts";

describe("feature access", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let worker: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    worker = await signedInUser(testApp.app);
  });
  afterAll(() => testApp.close());

  const features = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url: "/api/features", headers }).then((response) => response.json());

  const changeFeature = (key: string, change: Record<string, unknown>, headers = admin.headers) =>
    testApp.app.inject({ method: "PATCH", url: `/api/admin/features/${key}`, headers, payload: change });

  it("resolves the catalogue for a visitor: marketing open, member areas need sign-in", async () => {
    const visitor = await features();
    expect(visitor.pricing).toMatchObject({ state: "enabled", accessible: true });
    expect(visitor.skillsCards).toMatchObject({ accessible: false, reason: "sign_in_required" });
    expect(visitor.renewals).toMatchObject({ state: "donateToUnlock", accessible: false });
  });

  it("resolves it for a worker: profile areas open, donate-to-unlock features locked, admin refused", async () => {
    const mine = await features({ cookie: worker.cookie });
    expect(mine.skillsCards.accessible).toBe(true);
    expect(mine.cvOptimizer).toMatchObject({
      state: "donateToUnlock",
      accessible: false,
      reason: "not_enabled",
    });
    expect(mine.admin).toMatchObject({ accessible: false, reason: "role_required" });
  });

  it("lets only an admin read and change the catalogue", async () => {
    const refused = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/features",
      headers: worker.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorBodySchema.parse(refused.json())).toMatchObject({
      code: "FEATURE_LOCKED",
      category: "authorization",
    });
    expect((await changeFeature("renewals", { state: "enabled" }, worker.headers)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/admin/features" });
    expect(anonymous.statusCode).toBe(401);

    const list = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/features",
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    // The 28 feature keys of §3, the site-gate wallet (issue 14) and companies (issue 50).
    expect(Object.keys(list.json())).toHaveLength(30);
  });

  it("stores an admin's change, which wins over the default for everyone at once", async () => {
    const changed = await changeFeature("groups", { state: "enabled" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ key: "groups", state: "enabled", enabled: true });
    expect((await features({ cookie: worker.cookie })).groups.accessible).toBe(true);

    // A partial change keeps the rest of the override.
    await changeFeature("groups", { tier: "premium" });
    const after = (await features({ cookie: worker.cookie })).groups;
    expect(after).toMatchObject({
      state: "enabled",
      tier: "premium",
      accessible: false,
      reason: "tier_required",
    });
  });

  it("records every feature change in the audit log", async () => {
    await changeFeature("renewals", { state: "comingSoon" });
    const log = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/audit-log",
      headers: admin.headers,
    });
    expect(log.json()[0]).toMatchObject({
      action: "feature_state",
      // So the admin's own page can say "by you" (issue 47: it said "a deleted account").
      adminId: admin.userId,
      adminEmail: "boss@example.com",
      targetEmail: null,
      detail: "Renewals Dashboard: state Coming soon",
    });
  });

  it("switches on every finished feature in one audited step, leaving premium and hidden ones", async () => {
    await changeFeature("diggs", { state: "premium" });
    const switchOn = (headers: Record<string, string>) =>
      testApp.app.inject({ method: "POST", url: "/api/admin/features/switch-on-finished", headers });
    expect((await switchOn(worker.headers)).statusCode).toBe(403);

    const switched = await switchOn(admin.headers);
    expect(switched.statusCode).toBe(200);
    const mine = await features({ cookie: worker.cookie });
    for (const key of ["cvOptimizer", "renewals", "messages", "sharingCenter", "inductions", "testCenters"])
      expect(mine[key]).toMatchObject({ state: "enabled", accessible: true });
    expect(mine.diggs.state).toBe("premium");
    // The tier an admin set earlier stays: only the state was switched.
    expect(mine.groups).toMatchObject({ state: "enabled", tier: "premium" });

    const log = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/audit-log",
      headers: admin.headers,
    });
    expect(log.json()[0]).toMatchObject({ action: "features_switched_on", adminEmail: "boss@example.com" });
    expect(log.json()[0].detail).toContain("AI CV Optimizer");
    expect(log.json()[0].detail).not.toContain("Accommodation");
  });

  it("refuses an unknown feature or state", async () => {
    expect((await changeFeature("teleporter", { state: "enabled" })).statusCode).toBe(400);
    const bad = await changeFeature("groups", { state: "open-ish" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.state).toBeDefined();
  });

  it("evaluates flags for the caller, with the A/B variant stable per user", async () => {
    const first = await testApp.app.inject({
      method: "GET",
      url: "/api/flags",
      headers: { cookie: worker.cookie },
    });
    const again = await testApp.app.inject({
      method: "GET",
      url: "/api/flags",
      headers: { cookie: worker.cookie },
    });
    expect(first.json()["debug-mode"]).toEqual({ enabled: false });
    expect(first.json()["self-healing"]).toEqual({ enabled: true });
    expect(["control", "treatment"]).toContain(first.json()["new-dashboard"].variant);
    expect(again.json()["new-dashboard"]).toEqual(first.json()["new-dashboard"]);
    expect(first.json()["beta-features"]).toEqual({ enabled: false });
  });

  it("gives beta-features to a beta user (§6: userType beta), who is otherwise an ordinary user", async () => {
    const tester = await signedInUser(testApp.app);
    await setRoleByEmail(testApp.database.db, tester.email, "beta");
    const flags = await testApp.app.inject({ method: "GET", url: "/api/flags", headers: tester.headers });
    expect(flags.json()["beta-features"]).toEqual({ enabled: true });
    const access = await features(tester.headers);
    expect(access.admin).toMatchObject({ accessible: false, reason: "role_required" });
    expect(access.skillsCards).toMatchObject({ accessible: true });
  });

  it("requires the same origin rules on admin writes as everywhere", async () => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/groups",
      headers: { cookie: admin.cookie, origin: testOrigin },
      payload: { state: "comingSoon" },
    });
    expect(response.statusCode).toBe(200);
  });
});
