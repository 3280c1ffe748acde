import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db/client.ts";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { startCommitCuttingProxy } from "./test-support/commit-cutting-proxy.ts";
import { withAdminClient } from "./test-support/database-template.ts";
import { eventReader, sendMessage } from "./test-support/live-events.ts";
import { createTestApp, logCollector, type TestApp } from "./test-support/test-app.ts";
import { createTestDatabase } from "./test-support/test-database.ts";

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

  it("with Idempotency-Keys, keeps each create once: every write the outage cut, sent again with its key, is answered 201", async () => {
    const user = await signedInUser(testApp.app);
    // Skills cards (a copy is refused by its number) and qualifications without a number (nothing else stops a
    // copy): the web app's retry of a create whose commit went through but whose answer was lost.
    const writeOf = (round: number, index: number) =>
      index % 2 === 0
        ? {
            url: "/api/profile/skills-cards",
            label: `I${round}-${index}`,
            body: {
              card_type: "cscs-labourer",
              registration_number: `I${round}-${index}`,
              expiry_date: "2031-01-01",
            },
          }
        : {
            url: "/api/profile/qualifications",
            label: `Course I${round}-${index}`,
            body: { type: `Course I${round}-${index}`, issuing_authority: "CITB", issue_date: "2024-01-01" },
          };
    type Write = ReturnType<typeof writeOf>;
    const send = (key: string, write: Write) =>
      testApp.app.inject({
        method: "POST",
        url: write.url,
        headers: { ...user.headers, "idempotency-key": key },
        payload: write.body,
      });
    const sent = new Map<string, Write>();
    const unanswered: string[] = [];
    for (let round = 0; round < 6; round++) {
      const writes = Array.from({ length: 8 }, (_, index) => {
        const key = `outage-${round}-${index}`;
        const write = writeOf(round, index);
        sent.set(key, write);
        return send(key, write).then((response) => {
          if (response.statusCode !== 201) unanswered.push(key);
        });
      });
      await new Promise((resolve) => setTimeout(resolve, round * 3));
      expect(await terminateConnections(databaseName)).toBeGreaterThan(0);
      await Promise.all(writes);
      await healthyWithin(testApp, 5_000);
    }
    expect(unanswered.length).toBeGreaterThan(0);

    for (const key of unanswered) {
      const retried = await send(key, sent.get(key) as Write);
      expect(retried.statusCode, `${key}: ${retried.body}`).toBe(201);
    }
    const stored = async (url: string, field: "registration_number" | "type") => {
      const list = await testApp.app.inject({ method: "GET", url, headers: user.headers });
      return (list.json() as Array<Record<string, string>>).map((record) => record[field]);
    };
    const expected = (url: string) =>
      [...sent.values()].filter((write) => write.url === url).map((write) => write.label);
    const cards = await stored("/api/profile/skills-cards", "registration_number");
    const courses = await stored("/api/profile/qualifications", "type");
    expect(cards.sort()).toEqual(expected("/api/profile/skills-cards").sort());
    expect(courses.sort()).toEqual(expected("/api/profile/qualifications").sort());
  });

  it("survives a connection ended while lent out between two queries (a job's open transaction)", async () => {
    // The cut comes once the transaction holds its connection (not on a timer: on a loaded machine the first query
    // had not started by then, and the transaction took a fresh connection and committed), and long before its end.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 3_000));
    let lent = () => {};
    const holding = new Promise<void>((resolve) => {
      lent = resolve;
    });
    // Its outcome is taken at once: the cut may end it before the test awaits it (an unhandled rejection then).
    const outcome = testApp.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        lent();
        await pause();
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        (error: unknown) => error,
      );
    await holding;
    await terminateConnections(databaseName);
    // Without a listener on the lent connection its 'error' event would have ended this process here.
    expect(await outcome).toBeInstanceOf(Error);
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

/**
 * The finding of issue 46: a create committed while the database connection ended before its answer, so the
 * person got a 503 for a saved record, and the web app's retry made it again. A proxy between the app and
 * PostgreSQL cuts the connection at exactly that moment (PostgreSQL only, like the file).
 */
describe.runIf(serverUrl)("when the connection ends after a create was committed, before its answer", () => {
  let proxy: Awaited<ReturnType<typeof startCommitCuttingProxy>>;
  let direct: Database;
  let throughProxy: Database;
  let testApp: TestApp;

  beforeAll(async () => {
    proxy = await startCommitCuttingProxy(serverUrl as string);
    direct = await createTestDatabase();
    const rows = await direct.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (rows as unknown as { rows: Array<{ name: string }> }).rows[0]?.name ?? "";
    throughProxy = await openDatabase({ databaseUrl: proxy.urlFor(name), pgliteDir: "" });
    testApp = await createTestApp({}, { database: throughProxy });
  });
  afterAll(async () => {
    await testApp.close();
    await throughProxy.close();
    await direct.close();
    await proxy.close();
  });

  it("answers the retry with its Idempotency-Key with the record it saved, and makes none again", async () => {
    const user = await signedInUser(testApp.app);
    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/profile/qualifications",
        headers: { ...user.headers, "idempotency-key": "saved-but-unanswered" },
        payload: { type: "Confined spaces", issuing_authority: "CITB", issue_date: "2024-01-01" },
      });
    proxy.cutAfterCommitOf('insert into "qualifications"');
    const cut = await send();
    expect(proxy.cuts()).toBe(1);
    expect(cut.statusCode).toBe(503);

    const retried = await send();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    const list = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/qualifications",
      headers: user.headers,
    });
    expect(list.json()).toEqual([retried.json()]);
  });
});
