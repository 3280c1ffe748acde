import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { changeChannels } from "../../db/change-watch.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp, testPasswordHashing } from "../../test-support/test-app.ts";

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Response = Awaited<ReturnType<FastifyInstance["inject"]>>;

/**
 * Two server instances on one database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL): the admin acts
 * on instance A while the worker's session is cached on instance B, and B must refuse the worker's very next
 * request. On PGlite (one process) the notice is handled before the change's own request returns. On PostgreSQL
 * each instance hears it on its own connection, in the moment PostgreSQL takes to deliver it to every listener
 * (well under a millisecond on an idle machine, more on a loaded one): there B is asked until it answers the
 * new way, for up to ten seconds (the machine running the tests may be busy).
 */
describe("sessions and access settings cached per instance, dropped at once on every instance", () => {
  let testApp: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let admin: Person;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    instanceA = testApp.app;
    instanceB = await buildApp(testApp.config, {
      database: testApp.database,
      passwordHashing: testPasswordHashing,
    });
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

  /** B's answer to `who` once the change has reached it; `check` asserts what it must be. */
  async function answerOnB(url: string, who: Person, check: (response: Response) => void) {
    const ask = async () => {
      const response = await call(instanceB, "GET", url, who);
      check(response);
      return response;
    };
    return testApp.database.kind === "pglite" ? ask() : vi.waitFor(ask, { timeout: 10_000, interval: 5 });
  }
  const status = (code: number) => (response: Response) => expect(response.statusCode).toBe(code);

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

    const refused = await answerOnB("/api/profile/personal-details", worker, status(403));
    expect(refused.json()).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      message: expect.stringContaining("Reason: Fake CSCS card uploaded"),
    });

    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", `/api/admin/users/${worker.userId}/unsuspend`, admin),
    );
    await answerOnB("/api/profile/personal-details", worker, status(200));
  });

  it("ends a worker's sessions on every instance when an admin ends them", async () => {
    const worker = await workerKnownToB();
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", `/api/admin/users/${worker.userId}/end-sessions`, admin),
    );
    await answerOnB("/api/profile/personal-details", worker, status(401));
  });

  it("ends the session on every instance at sign-out", async () => {
    const worker = await workerKnownToB();
    const signOut = await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "POST", "/api/auth/sign-out", worker),
    );
    expect(signOut).toMatchObject({ statusCode: 200 });
    await answerOnB("/api/profile/personal-details", worker, status(401));
  });

  it("refuses a signed-out session on the instance that signed it out, before any notice", async () => {
    const worker = await signedInUser(instanceA);
    expect((await call(instanceA, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(200);
    // With the table's notice off, only the instance's own bookkeeping can drop its copy.
    await testApp.database.db.execute(sql`alter table sessions disable trigger user`);
    try {
      expect((await call(instanceA, "POST", "/api/auth/sign-out", worker)).statusCode).toBe(200);
    } finally {
      await testApp.database.db.execute(sql`alter table sessions enable trigger user`);
    }
    expect((await call(instanceA, "GET", "/api/profile/personal-details", worker)).statusCode).toBe(401);
  });

  it("sees a role change at once on the other instance, both ways", async () => {
    const worker = await workerKnownToB();
    expect((await call(instanceB, "GET", "/api/admin/users?q=x", worker)).statusCode).toBe(403);
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "PUT", `/api/admin/users/${worker.userId}/role`, admin, { role: "admin" }),
    );
    await answerOnB("/api/admin/users?q=x", worker, status(200));
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "PUT", `/api/admin/users/${worker.userId}/role`, admin, { role: "user" }),
    );
    await answerOnB("/api/admin/users?q=x", worker, status(403));
  });

  it("sees a tier change made by any code path (here plain SQL), as the next request's tier", async () => {
    const worker = await workerKnownToB();
    const cvOptimizerOnB = (access: object) =>
      answerOnB("/api/features", worker, (response) =>
        expect(response.json().cvOptimizer).toMatchObject(access),
      );
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/cvOptimizer", admin, { state: "enabled", tier: "pro" }),
    );
    await cvOptimizerOnB({ accessible: false, reason: "tier_required" });
    await afterNotice(changeChannels.sessions, worker.userId, () =>
      testApp.database.db.execute(
        sql`update users set subscription_tier = 'pro' where id = ${worker.userId}::uuid`,
      ),
    );
    await cvOptimizerOnB({ accessible: true });
  });

  it("refuses a deleted account's session on the other instance", async () => {
    const worker = await workerKnownToB();
    const deleted = await afterNotice(changeChannels.sessions, worker.userId, () =>
      call(instanceA, "DELETE", "/api/account", worker, { confirm: "DELETE MY ACCOUNT" }),
    );
    expect(deleted).toMatchObject({ statusCode: 204 });
    await answerOnB("/api/profile/personal-details", worker, status(401));
  });

  it("applies an admin's feature change on the other instance at once", async () => {
    const worker = await workerKnownToB();
    const cards = "/api/profile/skills-cards";
    await answerOnB(cards, worker, status(200));
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/skillsCards", admin, { state: "comingSoon" }),
    );
    await answerOnB(cards, worker, (response) =>
      expect(response.json()).toMatchObject({ code: "FEATURE_LOCKED", details: { state: "comingSoon" } }),
    );
    await afterNotice(changeChannels.accessSettings, "feature_overrides", () =>
      call(instanceA, "PATCH", "/api/admin/features/skillsCards", admin, { state: "enabled" }),
    );
    await answerOnB(cards, worker, status(200));
  });

  it("applies the admin's tier policy on the other instance at once", async () => {
    const worker = await workerKnownToB();
    const reminders = "/api/reminders/settings";
    await answerOnB(reminders, worker, status(200));
    await afterNotice(changeChannels.accessSettings, "site_settings", () =>
      call(instanceA, "PUT", "/api/admin/tier-policy", admin, { policy: "tiered" }),
    );
    await answerOnB(reminders, worker, (response) =>
      expect(response.json()).toMatchObject({ code: "FEATURE_LOCKED" }),
    );
    await afterNotice(changeChannels.accessSettings, "site_settings", () =>
      call(instanceA, "PUT", "/api/admin/tier-policy", admin, { policy: "free_for_everyone" }),
    );
    await answerOnB(reminders, worker, status(200));
  });
});
