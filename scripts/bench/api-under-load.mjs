import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { repositoryRoot, startReference, startServer } from "./_support.mjs";

/**
 * The signed-in API under load: each hot endpoint at 50 connections for a few seconds, against two bare
 * Fastify references in the same run — (a) answering the same JSON from memory, (b) answering it from one
 * query on the same kind of database — on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
 * BENCH_SECONDS sets the seconds per endpoint (default 5: the machine is shared).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
const demo = { email: "demo@siteready.test", password: "site-ready-demo" };
const secrets = {
  AUTH_SECRET: randomBytes(32).toString("hex"),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  // No geocoding service is reachable from the bench; a closed local port fails fast instead of waiting.
  POSTCODES_IO_URL: "http://127.0.0.1:9",
  SCHEDULED_JOBS: "off",
};

async function runNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${args.join(" ")} failed (exit code ${code})`);
}

/** autocannon at 50 connections; req/s with p50/p99 latency and how many answers were not 2xx. */
async function load(url, { method = "GET", headers = {}, body, amount } = {}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
  });
  return {
    // Total over elapsed time: a fixed number of requests may finish within the first second.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(demo),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** A fresh signed session copy (it lasts 30 s), as a browser gets one: better-auth reads the database and issues it. */
async function refreshed(baseUrl, cookie) {
  const response = await fetch(`${baseUrl}/api/auth/get-session?disableCookieCache=true`, {
    headers: { cookie },
  });
  const fresh = new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  for (const value of response.headers.getSetCookie()) {
    const pair = value.split(";")[0];
    fresh.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...fresh.values()].join("; ");
}

const skillsCard = {
  card_type: "cscs-labourer",
  registration_number: "BENCH-0001",
  expiry_date: "2035-01-31",
};

/** The endpoints measured, each with how to call it. A create stops short of the per-type record limit. */
function endpoints(cookie, origin) {
  const json = { cookie, origin, "content-type": "application/json" };
  return [
    { name: "dashboard-data", path: "/api/core-data?route=dashboard-data", headers: { cookie } },
    { name: "profile section", path: "/api/profile/personal-details", headers: { cookie } },
    {
      name: "skills-card create",
      path: "/api/profile/skills-cards",
      method: "POST",
      headers: json,
      body: JSON.stringify(skillsCard),
      amount: 480,
    },
    { name: "job search", path: "/api/jobs?q=groundworks", headers: { cookie } },
    { name: "features", path: "/api/features", headers: { cookie } },
    { name: "health", path: "/api/health" },
    { name: "404", path: "/api/no-such-route", expectStatus: 404 },
  ];
}

const pad = (value, width) => String(value).padStart(width);
const ratio = (value, reference) => `${((100 * value) / reference).toFixed(0)}%`;

async function measure(label, env, referenceEnv) {
  await runNode(["--import", "tsx", "apps/server/src/cli/seed-demo.ts"], env);
  const server = await startServer(env);
  const rows = [];
  try {
    const cookie = await signIn(server.baseUrl);
    const list = endpoints(cookie, server.baseUrl);
    // What each endpoint answers, for the references to answer the same bytes.
    const bodies = { health: "{}" };
    for (const endpoint of list) {
      const response = await fetch(`${server.baseUrl}${endpoint.path}`, {
        method: endpoint.method ?? "GET",
        headers: endpoint.headers,
        body: endpoint.body,
      });
      bodies[endpoint.name] = await response.text();
      const expected = endpoint.expectStatus ?? (endpoint.method === "POST" ? 201 : 200);
      if (response.status !== expected && !(endpoint.method === "POST" && response.ok)) {
        throw new Error(`${endpoint.name} answered ${response.status}: ${bodies[endpoint.name]}`);
      }
    }
    const memory = await startReference("memory", bodies, {});
    const oneQuery = await startReference("query", bodies, referenceEnv);
    try {
      for (const [index, { name }] of list.entries()) {
        const endpoint = endpoints(await refreshed(server.baseUrl, cookie), server.baseUrl)[index];
        const app = await load(`${server.baseUrl}${endpoint.path}`, endpoint);
        const reference = `/ref/${encodeURIComponent(name)}`;
        const fromMemory = await load(`${memory.baseUrl}${reference}`, { amount: endpoint.amount });
        const fromQuery = await load(`${oneQuery.baseUrl}${reference}`, { amount: endpoint.amount });
        // A 404 is what that endpoint is for; any other answer outside 2xx is a failure worth seeing.
        if (endpoint.expectStatus) app.failed = 0;
        rows.push({ endpoint: name, app, fromMemory, fromQuery });
      }
    } finally {
      await memory.stop();
      await oneQuery.stop();
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\n${label}: ${connections} connections, ${seconds} s per endpoint (skills-card create: 480 requests)`,
  );
  console.log(
    `${"endpoint".padEnd(20)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("failed", 8)}` +
      `${pad("memory req/s", 14)}${pad("vs memory", 11)}${pad("1-query req/s", 15)}${pad("vs 1-query", 12)}`,
  );
  for (const { endpoint, app, fromMemory, fromQuery } of rows) {
    console.log(
      `${endpoint.padEnd(20)}${pad(app.rps.toFixed(0), 8)}${pad(app.p50, 8)}${pad(app.p99, 8)}${pad(app.failed, 8)}` +
        `${pad(fromMemory.rps.toFixed(0), 14)}${pad(ratio(app.rps, fromMemory.rps), 11)}` +
        `${pad(fromQuery.rps.toFixed(0), 15)}${pad(ratio(app.rps, fromQuery.rps), 12)}`,
    );
  }
}

export async function run() {
  await measure(
    "PGlite",
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-bench-load-")),
      PUBLIC_URL: "http://127.0.0.1",
      ...secrets,
    },
    {},
  );

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
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-bench-load-pg-")),
      PUBLIC_URL: "http://127.0.0.1",
      ...secrets,
    };
    await measure("PostgreSQL", env, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
