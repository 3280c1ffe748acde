import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type LocalS3, startLocalS3 } from "../../apps/server/src/test-support/s3-server.ts";
import { logIn, logOut, newWorker, register } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { cardPhoto } from "../support/images.ts";

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
 * A load balancer in front of the instances: one origin for the browser (Chromium binds cookies to the port, as
 * a real fleet's one address makes moot), each request to the instance `pick` names at that moment. It notes
 * which instance served each API request.
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
    served,
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
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  /** Which instance the balancer sends requests to: 0 or 1. */
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
    balancer = await startBalancer(
      () => servers,
      () => current,
    );
    // One after the other, as a rolling start would: the second finds the database migrated. Both have the
    // balancer's address as PUBLIC_URL.
    for (const name of ["a", "b"]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `siteready-e2e-fleet-${name}-`));
      dataDirs.push(dataDir);
      servers.push(await startProductionServer(dataDir, { ...shared, PUBLIC_URL: balancer.url }));
    }
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
    for (const server of servers) {
      const ready = await fetch(`${server.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
    }
    // The browser knows only the balancer's address, as a worker's phone knows only the site's.
    const page = await browser.newPage({ baseURL: balancer.url });
    const worker = newWorker();
    current = 0;
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

    // The balancer moves this browser to the other instance: same database, same secret, same session,
    // and the photo is there.
    current = 1;
    expect(await session()).toMatchObject({ user: { email: worker.email } });
    const photo = await page.request.get(photoUrl);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect((await photo.body()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await logOut(page);
    expect(await session()).toBeNull();

    // Signing in works through either instance, and the session holds on the other.
    for (const [through, then] of [
      [1, 0],
      [0, 1],
    ] as const) {
      current = through;
      await page.goto("/login");
      await logIn(page, worker);
      await expect(page).toHaveURL(/\/dashboard$/);
      current = then;
      expect(await session()).toMatchObject({ user: { email: worker.email } });
      await logOut(page);
    }
    // Every step above was answered by the instance the balancer chose, never by the suite's own server.
    expect(balancer.served.map((served) => served.instance)).toEqual(expect.arrayContaining([0, 1]));
    expect(balancer.served.filter((served) => served.path === "/api/auth/sign-in/email")).toEqual([
      { instance: 1, path: "/api/auth/sign-in/email" },
      { instance: 0, path: "/api/auth/sign-in/email" },
    ]);
    await page.close();
  });
});
