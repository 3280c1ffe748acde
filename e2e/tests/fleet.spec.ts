import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type LocalS3, startLocalS3 } from "../../apps/server/src/test-support/s3-server.ts";
import { logIn, logOut, newWorker, register } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";

async function onPostgres(sql: string) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server CI runs (.ci/run); each run makes a database of its own on it and drops it after. */
const postgresServer = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Server = Awaited<ReturnType<typeof startProductionServer>>;

/**
 * Two built servers, as two machines behind a load balancer: each its own DATA_DIR, one PostgreSQL database,
 * one S3-compatible bucket (s3rver) and the same AUTH_SECRET and FIELD_ENCRYPTION_KEY between them.
 */
test.describe("two instances on one database", () => {
  let s3: LocalS3;
  let servers: Server[] = [];
  const dataDirs: string[] = [];
  const databaseName = `siteready_e2e_fleet_${Date.now()}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await onPostgres(`create database ${databaseName}`);
    s3 = await startLocalS3();
    const shared = {
      DATABASE_URL: Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).toString(),
      AUTH_SECRET: "e2e-fleet-secret-that-is-at-least-32-characters",
      FIELD_ENCRYPTION_KEY: `${"ab".repeat(32)}`,
      SCHEDULED_JOBS: "off",
      OCR_WORKERS: "0",
      ...s3.env,
    };
    // One after the other, as a rolling start would: the second finds the database migrated.
    for (const name of ["a", "b"]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `siteready-e2e-fleet-${name}-`));
      dataDirs.push(dataDir);
      servers.push(await startProductionServer(dataDir, shared));
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await onPostgres(`drop database if exists ${databaseName} with (force)`);
  });

  test("signs up through one instance, and carries on, logs out and back in through the other", async ({
    page,
  }) => {
    const [first, second] = servers.map((server) => server.baseUrl);
    for (const server of servers) {
      const ready = await page.request.get(`${server.baseUrl}/api/health/ready`);
      expect(ready.status()).toBe(200);
    }
    const worker = newWorker();
    await page.goto(`${first}/`);
    await register(page, worker);

    // The other instance knows the session: same database, same secret.
    await page.goto(`${second}/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(worker.email)).toBeVisible();
    await logOut(page);

    await page.goto(`${second}/login`);
    await logIn(page, worker);
    await expect(page).toHaveURL(/\/dashboard$/);

    // And back on the first, signed in through the second.
    await page.goto(`${first}/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
