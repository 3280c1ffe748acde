import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type Worker = Awaited<ReturnType<typeof signedInUser>>;

describe("tier policy", () => {
  let testApp: TestApp;
  let admin: Worker;
  let free: Worker;
  let pro: Worker;
  let premium: Worker;

  const setTier = (userId: string, tier: string) =>
    testApp.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    free = await signedInUser(testApp.app);
    pro = await signedInUser(testApp.app);
    premium = await signedInUser(testApp.app);
    await setTier(pro.userId, "pro");
    await setTier(premium.userId, "premium");
    // Test centres wait for donations by default; the admin switches the page on for these tests.
    const enabled = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/testCenters",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(enabled.statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  const setPolicy = (policy: string, headers: Record<string, string> = admin.headers) =>
    testApp.app.inject({ method: "PUT", url: "/api/admin/tier-policy", headers, payload: { policy } });

  const get = (url: string, worker: Worker) =>
    testApp.app.inject({ method: "GET", url, headers: worker.headers });

  const expectPremiumLock = (response: Awaited<ReturnType<typeof get>>, capability: string) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "FEATURE_LOCKED",
      details: { capability, state: "premium", reason: "tier_required" },
    });
  };

  it("is free for everyone until an admin changes it", async () => {
    const policy = await get("/api/admin/tier-policy", admin);
    expect(policy.json()).toEqual({ policy: "free_for_everyone" });
    expect((await get("/api/jobs?only_matching=true", free)).statusCode).toBe(200);
    expect((await get("/api/reminders/settings", free)).statusCode).toBe(200);
    expect((await get("/api/test-centres?near=M1", free)).statusCode).not.toBe(403);
  });

  it("lets only an admin change it, and only from our own pages", async () => {
    expect((await setPolicy("tiered", free.headers)).statusCode).toBe(403);
    expect(
      (await setPolicy("tiered", { cookie: admin.cookie, origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect((await setPolicy("everything_free", admin.headers)).statusCode).toBe(400);
    expect((await get("/api/admin/tier-policy", admin)).json()).toEqual({ policy: "free_for_everyone" });
  });

  it("under the tiered policy, locks each capability below its tier with state premium", async () => {
    const changed = await setPolicy("tiered");
    expect(changed.json()).toEqual({ policy: "tiered" });

    expectPremiumLock(await get("/api/test-centres?near=M1", free), "test_center_search");
    expectPremiumLock(await get("/api/reminders/settings", free), "expiry_reminders");
    expectPremiumLock(await get("/api/jobs?only_matching=true", free), "job_matching");
    expectPremiumLock(await get("/api/jobs?only_matching=true", pro), "job_matching");
    // The plain job search stays open to every tier.
    expect((await get("/api/jobs", free)).statusCode).toBe(200);

    expect((await get("/api/reminders/settings", pro)).statusCode).toBe(200);
    expect((await get("/api/test-centres?near=M1", pro)).statusCode).not.toBe(403);
    expect((await get("/api/jobs?only_matching=true", premium)).statusCode).toBe(200);
    expect((await get("/api/jobs?only_matching=true", admin)).statusCode).toBe(200);

    expect((await setPolicy("free_for_everyone")).json()).toEqual({ policy: "free_for_everyone" });
    expect((await get("/api/jobs?only_matching=true", free)).statusCode).toBe(200);
  });

  it("keeps the origin rule for checkout too", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      headers: { cookie: free.cookie, origin: "https://evil.example" },
      payload: { planName: "pro" },
    });
    expect(response.statusCode).toBe(403);
  });
});
