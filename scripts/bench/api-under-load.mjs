import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { repositoryRoot, startReference, startServer, withPinnedLoadGenerator } from "./_support.mjs";

/**
 * The signed-in API under load: each hot endpoint at 50 connections, against two bare Fastify references in the
 * same run — (a) answering the same JSON from memory, (b) answering it from one query on the same kind of
 * database — on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
 *
 * The app and its two references are loaded in turn, round after round, and each figure is the median over the
 * rounds (each ratio the median of the rounds' ratios): loaded one after the other once each, a neighbour's burst
 * on this shared machine landed on one of them and moved a ratio by 30 points. BENCH_ROUNDS sets the rounds
 * (default 3), BENCH_SECONDS the seconds of each load (default 2).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
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
async function load(url, { method = "GET", headers = {}, body, amount, duration = seconds } = {}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    ...(amount ? { amount } : { duration }),
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
const percent = (fraction) => `${(100 * fraction).toFixed(0)}%`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One figure for several loads of the same target: medians, and every failure counted. */
function summary(runs) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
  };
}

/**
 * Loads the app's endpoint and the two references in turn: once each to warm up, then `rounds` rounds (a create,
 * which stops short of the per-type record limit, is loaded once). Each load of the app gets a fresh session copy.
 */
async function compare({ app, fromMemory, fromQuery }, once) {
  const runs = { app: [], fromMemory: [], fromQuery: [] };
  if (!once) for (const target of [app, fromMemory, fromQuery]) await target({ duration: 1 });
  for (let round = 0; round < (once ? 1 : rounds); round++) {
    runs.app.push(await app());
    runs.fromMemory.push(await fromMemory());
    runs.fromQuery.push(await fromQuery());
  }
  const ratios = (reference) => median(runs.app.map((run, index) => run.rps / reference[index].rps));
  return {
    app: summary(runs.app),
    fromMemory: summary(runs.fromMemory),
    fromQuery: summary(runs.fromQuery),
    vsMemory: ratios(runs.fromMemory),
    vsQuery: ratios(runs.fromQuery),
  };
}

async function measure(label, env, referenceEnv, placement) {
  await runNode(["--import", "tsx", "apps/server/src/cli/seed-demo.ts"], env);
  const server = await startServer(env, { pinned: true });
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
    const memory = await startReference("memory", bodies, {}, { pinned: true });
    const oneQuery = await startReference("query", bodies, referenceEnv, { pinned: true });
    try {
      for (const [index, { name, amount, expectStatus }] of list.entries()) {
        const reference = `/ref/${encodeURIComponent(name)}`;
        const row = await compare(
          {
            app: async (options) => {
              const endpoint = endpoints(await refreshed(server.baseUrl, cookie), server.baseUrl)[index];
              const run = await load(`${server.baseUrl}${endpoint.path}`, { ...endpoint, ...options });
              // A 404 is what that endpoint is for; any other answer outside 2xx is a failure worth seeing.
              return expectStatus ? { ...run, failed: 0 } : run;
            },
            fromMemory: (options) => load(`${memory.baseUrl}${reference}`, { amount, ...options }),
            fromQuery: (options) => load(`${oneQuery.baseUrl}${reference}`, { amount, ...options }),
          },
          Boolean(amount),
        );
        rows.push({ endpoint: name, ...row });
      }
    } finally {
      await memory.stop();
      await oneQuery.stop();
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\n${label}: ${connections} connections; app and references in turn, ${rounds} rounds of ${seconds} s, ` +
      `medians (skills-card create: 480 requests once); ${placement}`,
  );
  console.log(
    `${"endpoint".padEnd(20)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("failed", 8)}` +
      `${pad("memory req/s", 14)}${pad("vs memory", 11)}${pad("1-query req/s", 15)}${pad("vs 1-query", 12)}`,
  );
  for (const { endpoint, app, fromMemory, fromQuery, vsMemory, vsQuery } of rows) {
    console.log(
      `${endpoint.padEnd(20)}${pad(app.rps.toFixed(0), 8)}${pad(app.p50, 8)}${pad(app.p99, 8)}${pad(app.failed, 8)}` +
        `${pad(fromMemory.rps.toFixed(0), 14)}${pad(percent(vsMemory), 11)}` +
        `${pad(fromQuery.rps.toFixed(0), 15)}${pad(percent(vsQuery), 12)}`,
    );
  }
}

export function run() {
  return withPinnedLoadGenerator((placement) => measureBoth(placement));
}

async function measureBoth(placement) {
  await measure(
    "PGlite",
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-bench-load-")),
      PUBLIC_URL: "http://127.0.0.1",
      ...secrets,
    },
    {},
    placement,
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
    await measure("PostgreSQL", env, { DATABASE_URL: url.toString() }, placement);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
