import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { withAdminClient } from "./test-support/database-template.ts";
import { eventReader, sendMessage } from "./test-support/live-events.ts";
import { createTestApp, logCollector, type TestApp } from "./test-support/test-app.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Ends every connection the app holds to its database, as a failover, a restart or a pooler would. */
async function terminateConnections(databaseName: string): Promise<number> {
  if (!serverUrl) throw new Error("needs TEST_DATABASE_URL");
  return withAdminClient(serverUrl, async (client) => {
    const result = await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );
    return result.rowCount ?? 0;
  });
}

async function healthyWithin(testApp: TestApp, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const health = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
    if (health.statusCode === 200) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not ready after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PostgreSQL only: PGlite runs inside the process and has no connection that anything outside could end. Its
 * equivalent, the database closed under the app, is in database-failure.test.ts; CI runs this file on
 * PostgreSQL (.ci/run).
 */
describe.runIf(serverUrl)("when PostgreSQL ends the app's connections under load", () => {
  const logs = logCollector();
  let testApp: TestApp;
  let databaseName: string;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" }, { logs });
    const rows = await testApp.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    databaseName = (rows as unknown as { rows: Array<{ name: string }> }).rows[0]?.name ?? "";
  });
  afterAll(() => testApp.close());

  it("stays up, answers 503 (never 500) meanwhile, loses no acknowledged write, and is ready again within 5 s", async () => {
    const user = await signedInUser(testApp.app);
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    const recoveries: number[] = [];
    for (let round = 0; round < 6; round++) {
      const writes = Array.from({ length: 8 }, (_, index) => {
        const registrationNumber = `R${round}-${index}`;
        return testApp.app
          .inject({
            method: "POST",
            url: "/api/profile/skills-cards",
            headers: user.headers,
            payload: {
              card_type: "cscs-labourer",
              registration_number: registrationNumber,
              expiry_date: "2031-01-01",
            },
          })
          .then((response) => {
            statuses.add(response.statusCode);
            if (response.statusCode === 201) acknowledged.push(registrationNumber);
          });
      });
      const reads = Array.from({ length: 4 }, () =>
        testApp.app
          .inject({ method: "GET", url: "/api/profile/skills-cards", headers: user.headers })
          .then((response) => statuses.add(response.statusCode)),
      );
      await new Promise((resolve) => setTimeout(resolve, round * 3));
      const ended = await terminateConnections(databaseName);
      expect(ended).toBeGreaterThan(0);
      await Promise.all([...writes, ...reads]);
      recoveries.push(await healthyWithin(testApp, 5_000));
    }
    // Every answer was a success or "temporarily unavailable": nothing reached the person as a server error.
    expect([...statuses].filter((status) => status !== 200 && status !== 201 && status !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    const list = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/skills-cards",
      headers: user.headers,
    });
    expect(list.statusCode).toBe(200);
    const stored = (list.json() as Array<{ registration_number: string }>).map(
      (card) => card.registration_number,
    );
    for (const registrationNumber of acknowledged) expect(stored).toContain(registrationNumber);
    for (const recovery of recoveries) expect(recovery).toBeLessThan(5_000);
  });

  it("survives a connection ended while lent out between two queries (a job's open transaction)", async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    const transaction = testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await pause();
      await tx.execute(sql`select 1`);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminateConnections(databaseName);
    // Without a listener on the lent connection its 'error' event would have ended this process here.
    await expect(transaction).rejects.toThrow();
    expect(await healthyWithin(testApp, 5_000)).toBeLessThan(5_000);
  });

  it("listens again: a live stream is told to catch up, then gets what is sent after the connections came back", async () => {
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/messages",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    const [alice, bob] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await fetch(`${baseUrl}/api/live`, { headers: { cookie: bob.cookie } });
    const events = eventReader(stream.body as ReadableStream<Uint8Array>);

    await terminateConnections(databaseName);
    // Notices sent while the listening connection was away are lost: the stream is told to refetch.
    expect(await events()).toEqual({ kind: "resync" });
    await healthyWithin(testApp, 5_000);
    const id = await sendMessage(testApp.app, alice, bob, "Still there?");
    expect(await events()).toEqual({ kind: "conversation", id });
  });
});
