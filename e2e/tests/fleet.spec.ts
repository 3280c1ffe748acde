import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type LocalS3, startLocalS3 } from "../../apps/server/src/test-support/s3-server.ts";
import { adminAccount, logIn, logOut, newWorker, register } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { freePort, startProductionServer } from "../support/global-setup.ts";
import { cardPhoto } from "../support/images.ts";
import { nginxPath, startNginxBalancer } from "../support/nginx-balancer.ts";

async function onPostgres(sql: string, database = postgresServer) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server CI runs (.ci/run); each run makes a database of its own on it and drops it after. */
const postgresServer = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Server = Awaited<ReturnType<typeof startProductionServer>>;

/**
 * Debian's nginx with the shipped deploy/nginx/siteready.conf (support/nginx-balancer.ts), where it is installed:
 * CI installs it (.ci/run). Elsewhere the balancer below stands in, and the test that stops an instance mid-way
 * is skipped (it needs nginx's retries), saying so.
 */
const nginx = nginxPath();

/**
 * A load balancer of our own in front of the instances, where nginx is not installed: one origin for the browser
 * (Chromium binds cookies to the port, as a real fleet's one address makes moot), each request to the instance
 * `pick` names at that moment. It notes which instance served each API request.
 */
async function startBalancer(instances: () => Server[], pick: () => number) {
  const served: { instance: number; path: string }[] = [];
  const server = createServer((request, response) => {
    const instance = pick();
    const target = new URL(request.url ?? "/", instances()[instance]?.baseUrl);
    if (target.pathname.startsWith("/api/")) served.push({ instance, path: target.pathname });
    const upstream = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Two built servers, as two machines behind a load balancer: each its own DATA_DIR, one PostgreSQL database,
 * one S3-compatible bucket (s3rver) and the same AUTH_SECRET and FIELD_ENCRYPTION_KEY between them.
 */
test.describe("two instances on one database", () => {
  let s3: LocalS3;
  let servers: Server[] = [];
  let balancer: {
    url: string;
    served(): { instance: number; path: string }[];
    /** Every new request to this instance (0 or 1); undefined: to either. */
    sendTo(instance: number | undefined): Promise<void>;
    close(): Promise<void>;
  };
  /** Which instance our own balancer sends requests to: 0 or 1. */
  let current = 0;
  const dataDirs: string[] = [];
  const databaseName = `siteready_e2e_fleet_${Date.now()}`;
  const fleetDatabase = Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).toString();
  const emailsInFleetDatabase = async () =>
    (await onPostgres("select email from users order by created_at", fleetDatabase)).map((row) => row.email);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await onPostgres(`create database ${databaseName}`);
    s3 = await startLocalS3();
    const shared = {
      DATABASE_URL: fleetDatabase,
      AUTH_SECRET: "e2e-fleet-secret-that-is-at-least-32-characters",
      FIELD_ENCRYPTION_KEY: `${"ab".repeat(32)}`,
      SCHEDULED_JOBS: "off",
      OCR_WORKERS: "0",
      ...s3.env,
    };
    const own = nginx
      ? undefined
      : await startBalancer(
          () => servers,
          () => current,
        );
    // nginx's address is known before it starts: the instances are started first, for its upstream.
    const publicUrl = own?.url ?? `https://localhost:${await freePort()}`;
    // One after the other, as a rolling start would: the second finds the database migrated. Both have the
    // balancer's address as PUBLIC_URL, and trust the one proxy in front (deploy/siteready.env.example).
    for (const name of ["a", "b"]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `siteready-e2e-fleet-${name}-`));
      dataDirs.push(dataDir);
      const server = await startProductionServer(dataDir, {
        ...shared,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: "true",
      });
      // Stopping twice (a test stops one, afterAll all) waits for one exit.
      let stopped: Promise<void> | undefined;
      servers.push({ ...server, stop: () => (stopped ??= server.stop().then(() => undefined)) });
    }
    balancer = own
      ? {
          ...own,
          sendTo: async (instance) => {
            current = instance ?? 0;
          },
        }
      : await startNginxBalancer(
          nginx as string,
          servers.map((server) => server.baseUrl),
          Number(new URL(publicUrl).port),
        );
  });

  test.afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await onPostgres(`drop database if exists ${databaseName} with (force)`);
  });

  test("signs up through one instance, carries on and logs out through the other, and signs in through either", async ({
    browser,
  }) => {
    // Four reloads of nginx (each waits for its new workers to route as told) besides the journey itself.
    test.setTimeout(120_000);
    for (const server of servers) {
      const ready = await fetch(`${server.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
    }
    // The browser knows only the balancer's address, as a worker's phone knows only the site's.
    const page = await browser.newPage({ baseURL: balancer.url, ignoreHTTPSErrors: true });
    const worker = newWorker();
    await balancer.sendTo(0);
    await register(page, worker);
    expect(await emailsInFleetDatabase()).toEqual([worker.email]);

    const session = () =>
      page.evaluate(() =>
        fetch("/api/auth/get-session").then((response) => response.json() as Promise<unknown>),
      );
    expect(await session()).toMatchObject({ user: { email: worker.email } });

    // A photo sent through one instance goes to the shared bucket, not to that machine's disk.
    const sent = await page.request.post("/api/profile/personal-details/photo", {
      headers: { origin: balancer.url },
      multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() } },
    });
    expect(sent.status()).toBe(200);
    const { photo_url: photoUrl } = (await sent.json()) as { photo_url: string };

    // A live stream opened through instance 0 (the other is out of the balancer's choice) …
    await page.evaluate(() => {
      const events: unknown[] = [];
      Object.assign(window, { fleetLiveEvents: events });
      const source = new EventSource("/api/live");
      Object.assign(window, { fleetLiveSource: source });
      source.onopen = () => events.push("open");
      source.onmessage = (message) => events.push(JSON.parse(message.data));
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fleetLiveEvents: unknown[] }).fleetLiveEvents))
      .toContain("open");

    // The balancer moves this browser to the other instance: same database, same secret, same session,
    // and the photo is there.
    await balancer.sendTo(1);
    expect(await session()).toMatchObject({ user: { email: worker.email } });

    // … tells of a message someone else sends through instance 1: the admin, who first turns messages on for
    // everyone (off by default, as on a new site).
    const sender = await browser.newPage({ baseURL: balancer.url, ignoreHTTPSErrors: true });
    const origin = { origin: balancer.url };
    await sender.request.post("/api/auth/sign-up/email", { data: adminAccount, headers: origin });
    const signedIn = await sender.request.post("/api/auth/sign-in/email", {
      data: { email: adminAccount.email, password: adminAccount.password },
      headers: origin,
    });
    expect(signedIn.ok()).toBe(true);
    const enabled = await sender.request.patch("/api/admin/features/messages", {
      data: { state: "enabled" },
      headers: origin,
    });
    expect(enabled.ok()).toBe(true);
    const conversation = await sender.request.post("/api/conversations", {
      headers: { origin: balancer.url },
      data: { via: "email", email: worker.email },
    });
    expect(conversation.status()).toBe(200);
    const { id: conversationId } = (await conversation.json()) as { id: string };
    const message = await sender.request.post(`/api/conversations/${conversationId}/messages`, {
      headers: { origin: balancer.url },
      data: { body: "Across the fleet" },
    });
    expect(message.status()).toBe(201);
    await sender.close();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fleetLiveEvents: unknown[] }).fleetLiveEvents))
      .toContainEqual({ kind: "conversation", id: conversationId });
    await page.evaluate(() =>
      (window as unknown as { fleetLiveSource: EventSource }).fleetLiveSource.close(),
    );
    const photo = await page.request.get(photoUrl);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect((await photo.body()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await logOut(page);
    expect(await session()).toBeNull();

    // Signing in works through either instance, and the session holds on the other.
    const servedBeforeSignIns = balancer.served().length;
    for (const [through, then] of [
      [1, 0],
      [0, 1],
    ] as const) {
      await balancer.sendTo(through);
      await page.goto("/login");
      await logIn(page, worker);
      await expect(page).toHaveURL(/\/dashboard$/);
      await balancer.sendTo(then);
      expect(await session()).toMatchObject({ user: { email: worker.email } });
      await logOut(page);
    }
    // Every step above was answered by the instance the balancer chose, never by the suite's own server.
    const served = balancer.served().map(({ instance, path }) => ({ instance, path }));
    expect(served.map((one) => one.instance)).toEqual(expect.arrayContaining([0, 1]));
    const signIns = served.slice(servedBeforeSignIns).filter((one) => one.path === "/api/auth/sign-in/email");
    expect(signIns).toEqual([
      { instance: 1, path: "/api/auth/sign-in/email" },
      { instance: 0, path: "/api/auth/sign-in/email" },
    ]);
    await page.close();
  });

  test("one instance stopped mid-way: nginx moves every request to the other, none lost", async ({
    browser,
  }) => {
    // biome-ignore lint/suspicious/noSkippedTests: only where nginx is not installed (CI installs it); the reason is the skip's own message
    test.skip(!nginx, "needs Debian's nginx (apt-get install nginx-light): our own balancer does not retry");
    test.setTimeout(120_000);
    await balancer.sendTo(undefined);
    const page = await browser.newPage({ baseURL: balancer.url, ignoreHTTPSErrors: true });
    const worker = newWorker();
    await register(page, worker);
    // Requests one after another through nginx, to either instance, while instance 1 stops (SIGTERM: it answers
    // 503 while it finishes what it has, then goes away): each is answered, by whichever instance nginx tried
    // last.
    const asking = page.evaluate(async () => {
      const answers: { status: number; email: string | undefined }[] = [];
      for (let index = 0; index < 60; index += 1) {
        const response = await fetch("/api/auth/get-session");
        const body = (await response.json().catch(() => null)) as { user?: { email: string } } | null;
        answers.push({ status: response.status, email: body?.user?.email });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return answers;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const servedBefore = balancer.served().length;
    await servers[1]?.stop();
    const answers = await asking;
    expect(answers).toEqual(answers.map(() => ({ status: 200, email: worker.email })));
    const afterStop = balancer.served().slice(servedBefore);
    expect(afterStop.filter((one) => one.path === "/api/auth/get-session").length).toBeGreaterThan(0);
    // A write after the stop goes to the instance still running.
    const sent = await page.request.post("/api/profile/personal-details/photo", {
      headers: { origin: balancer.url },
      multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() } },
    });
    expect(sent.status()).toBe(200);
    expect(balancer.served().at(-1)).toMatchObject({
      instance: 0,
      path: "/api/profile/personal-details/photo",
    });
    await page.close();
  });
});
