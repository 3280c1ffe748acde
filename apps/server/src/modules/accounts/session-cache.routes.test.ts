import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { changeChannels } from "../../db/change-watch.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type Person = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Two server instances on one database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL): the admin acts
 * on instance A while the worker's session is cached on instance B, and B must refuse the worker's very next
 * request. On PostgreSQL each instance hears the change on its own connection, so the test first waits for the
 * notice to reach the test's own listener (it reaches every listener at the same commit).
 */
describe("sessions and access settings cached per instance, dropped at once on every instance", () => {
  let testApp: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let admin: Person;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    instanceA = testApp.app;
    instanceB = await buildApp(testApp.config, { database: testApp.database });
    await instanceB.ready();
    admin = await signedInUser(instanceA, { email: "boss@example.com" });
  });
  afterAll(async () => {
    await instanceB.close();
    await testApp.close();
  });

  const call = (
    instance: FastifyInstance,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who?: Person,
    payload?: object,
  ) =>
    instance.inject({
      method,
      url,
      headers: who ? who.headers : { origin: testOrigin },
      ...(payload ? { payload } : {}),
    });

  /** Runs `change`, then resolves once its notice on `channel` (with `payload`, when given) has been sent. */
  async function afterNotice(channel: string, payload: string | undefined, change: () => Promise<unknown>) {
    let heard: () => void = () => undefined;
    const notice = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await testApp.database.listen(channel, (sent) => {
      if (payload === undefined || sent === payload) heard();
    });
    try {
      const result = await change();
      await notice;
      // Lets every other connection's waiting notice be read too.
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    } finally {
      await stop();
    }
  }

  /** A worker signed in on A whose session instance B has read (and now keeps). */
  async function workerKnownToB() {
    const worker = await signedInUser(instanceA);
    for (let i = 0; i < 2; i++) {
      expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(200);
    }
    return worker;
  }

  it("answers a session it has read from memory: a change made without a notice is not seen", async () => {
    const worker = await workerKnownToB();
    // Triggers off for this one transaction: the session row goes without the notice every real change sends.
    await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from sessions where user_id = ${worker.userId}::uuid`);
    });
    expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(200);
    // Instance A never read this session, so it asks the database and finds none.
    expect((await call(instanceA, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(401);
  });

  it("refuses a suspended worker's next request on the other instance, with the reason, until lifted", async () => {
    const worker = await workerKnownToB();
    const suspend = await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", `/api/admin/users/${worker.userId}/suspend`, admin, {
        reason: "Fake CSCS card uploaded",
      }),
    );
    expect(suspend).toMatchObject({ statusCode: 204 });

    const refused = await call(instanceB, "GET", "/api/profile/personal-details", worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      message: expect.stringContaining("Reason: Fake CSCS card uploaded"),
    });

    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", `/api/admin/users/${worker.userId}/unsuspend`, admin),
    );
    expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(200);
  });

  it("ends a worker's sessions on every instance when an admin ends them", async () => {
    const worker = await workerKnownToB();
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", `/api/admin/users/${worker.userId}/end-sessions`, admin),
    );
    expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(401);
  });

  it("ends the session on every instance at sign-out", async () => {
    const worker = await workerKnownToB();
    const signOut = await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", "/api/auth/sign-out", worker),
    );
    expect(signOut).toMatchObject({ statusCode: 200 });
    expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(401);
  });

  it("sees a role change at once on the other instance, both ways", async () => {
    const worker = await workerKnownToB();
    expect((await call(instanceB, "GET", "/api/admin/users?q=x", worker)).statusCode).toBe(403);
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "PUT", `/api/admin/users/${worker.userId}/role`, admin, { role: "admin" }),
    );
    expect((await call(instanceB, "GET", "/api/admin/users?q=x", worker)).statusCode).toBe(200);
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "PUT", `/api/admin/users/${worker.userId}/role`, admin, { role: "user" }),
    );
    expect((await call(instanceB, "GET", "/api/admin/users?q=x", worker)).statusCode).toBe(403);
  });

  it("sees a tier change made by any code path (here plain SQL), as the next request's tier", async () => {
    const worker = await workerKnownToB();
    const tierOf = async () =>
      (await call(instanceB, "GET", "/api/features", worker)).json().cvOptimizer as { reason?: string };
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/cvOptimizer", admin, { state: "enabled", tier: "pro" }),
    );
    expect(await tierOf()).toMatchObject({ accessible: false, reason: "tier_required" });
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      testApp.database.db.execute(
        sql`update users set subscription_tier = 'pro' where id = ${worker.userId}::uuid`,
      ),
    );
    expect(await tierOf()).toMatchObject({ accessible: true });
  });

  it("refuses a deleted account's session on the other instance", async () => {
    const worker = await workerKnownToB();
    const deleted = await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "DELETE", "/api/account", worker, { confirm: "DELETE MY ACCOUNT" }),
    );
    expect(deleted).toMatchObject({ statusCode: 204 });
    expect((await call(instanceB, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(401);
  });

  it("applies an admin's feature change on the other instance at once", async () => {
    const worker = await workerKnownToB();
    const cardsOnB = () => call(instanceB, "GET", "/api/profile/skills-cards", worker);
    expect((await cardsOnB()).statusCode).toBe(200);
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/skillsCards", admin, { state: "comingSoon" }),
    );
    expect((await cardsOnB()).json()).toMatchObject({
      code: "FEATURE_LOCKED",
      details: { state: "comingSoon" },
    });
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/skillsCards", admin, { state: "enabled" }),
    );
    expect((await cardsOnB()).statusCode).toBe(200);
  });

  it("applies the admin's tier policy on the other instance at once", async () => {
    const worker = await workerKnownToB();
    const remindersOnB = () => call(instanceB, "GET", "/api/reminders/settings", worker);
    expect((await remindersOnB()).statusCode).toBe(200);
    await afterNotice(changeChannels.accessSettings, "site_settings", () =>
      call(instanceA, "PUT", "/api/admin/tier-policy", admin, { policy: "tiered" }),
    );
    expect((await remindersOnB()).json()).toMatchObject({ code: "FEATURE_LOCKED" });
    await afterNotice(changeChannels.accessSettings, "site_settings", () =>
      call(instanceA, "PUT", "/api/admin/tier-policy", admin, { policy: "free_for_everyone" }),
    );
    expect((await remindersOnB()).statusCode).toBe(200);
  });
});
