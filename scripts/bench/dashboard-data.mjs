import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { repositoryRoot, startServer, timeCalls } from "./_support.mjs";

const demo = { email: "demo@siteready.test", password: "site-ready-demo" };
const secrets = {
  AUTH_SECRET: randomBytes(32).toString("hex"),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
};

async function seed(env) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/cli/seed-demo.ts"], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error("seeding the demo profile failed");
}

async function measure(label, env) {
  await seed(env);
  const server = await startServer(env);
  const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(demo),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const latency = await timeCalls(() =>
    fetch(`${server.baseUrl}/api/core-data?route=dashboard-data`, { headers: { cookie } }).then((r) =>
      r.arrayBuffer(),
    ),
  );
  console.log(
    `${label}: GET dashboard-data (full profile)  p50 ${latency.p50} ms  p95 ${latency.p95} ms  mean ${latency.mean} ms`,
  );
  await server.stop();
}

/** Dashboard data for the demo worker (every section filled, 5 cards, 2 documents), over HTTP. */
export async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-bench-dash-"));
  await measure("PGlite", { DATA_DIR: dataDir, PUBLIC_URL: "http://127.0.0.1", ...secrets });

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL as well)");
    return;
  }
  const name = `siteready_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure("PostgreSQL", {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-bench-pg-")),
      ...secrets,
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
