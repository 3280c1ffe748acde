import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { featureKeys } from "@siteready/domain/features";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Mailer } from "../adapters/mail/mailer.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { skillsCards } from "../db/schema/profile.ts";
import { loadConfig } from "../lib/config.ts";
import { runReminderJob } from "../modules/reminders/reminder-job.ts";
import { createDefaultSchemeRuleSource } from "../modules/scheme-rules/scheme-rule-source.ts";
import { expiringItemsIn } from "../server-modules.ts";
import {
  BENCH_COMPANY_ID,
  BENCH_SITE_ID,
  databaseUrlOf,
  ownDataStatements,
  recreateDatabase,
  runSeed,
  seedStatements,
} from "./scale-seed.ts";

/**
 * `npm run bench -- scale`: the site at two sizes 10x apart on PostgreSQL. For each size a fresh database seeded
 * in SQL (scale-seed.ts) and the real app (buildApp) signed in as a seeded worker and as an admin; every list,
 * search and page endpoint is timed (median and p95) on all sizes at once, a request to each in turn, so load
 * from elsewhere on the machine falls on both alike; then the reminder job for every worker (one card due each)
 * in a child process of its own, for its run time and peak RSS. The crew board of a company with 5,000 crew is
 * among the pages (issue 50: first page p95 ≤ 150 ms, growth ≤ 0.15). Prints the growth exponent
 * log(t_big / t_small) / log(10).
 * Usage: node --import tsx apps/server/src/bench/scale.bench.ts <postgres-url> (a server where databases
 * siteready_scale_<size> may be dropped and created); `reminders <database-url>` is the child's entry.
 */

const origin = "http://localhost:3000";
const adminEmail = "bench.admin@scale.test";
const workerEmail = "bench.worker@scale.test";
/** Timed requests per endpoint (argv: `<url> [sizes] [runs]`, from SCALE_SIZES and SCALE_RUNS in scale.mjs). */
const RUNS = Number(process.argv[4] || 30);
const WARM_UP = 3;

interface Timing {
  name: string;
  median: number;
  p95: number;
  status: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function cookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Signs up, or with `reuse` (the account is there from an earlier run) signs in. */
async function signUp(app: FastifyInstance, email: string, reuse: boolean) {
  const response = await app.inject({
    method: "POST",
    url: reuse ? "/api/auth/sign-in/email" : "/api/auth/sign-up/email",
    headers: { origin },
    payload: { firstName: "Bench", lastName: "User", email, password: "bench-pass-42", acceptTerms: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response.headers["set-cookie"]), id: response.json().user.id as string };
}

type Request = { method?: "GET" | "POST"; url: string; cookie: string; payload?: object };

const send = (app: FastifyInstance, request: Request) =>
  app.inject({
    method: request.method ?? "GET",
    url: request.url,
    headers: { origin, cookie: request.cookie },
    ...(request.payload ? { payload: request.payload } : {}),
  });

/**
 * Times one endpoint on every size's site, a request to each in turn: the sizes share whatever else the machine
 * is doing at that moment, so a busy spell slows both instead of skewing their ratio.
 */
async function timeTogether(
  name: string,
  requests: Array<{ app: FastifyInstance; request: Request }>,
  runs = RUNS,
): Promise<Timing[]> {
  const statuses = requests.map(() => 0);
  const samples: number[][] = requests.map(() => []);
  for (let run = 0; run < WARM_UP + runs; run += 1) {
    for (const [index, { app, request }] of requests.entries()) {
      const started = performance.now();
      statuses[index] = (await send(app, request)).statusCode;
      if (run >= WARM_UP) samples[index]?.push(performance.now() - started);
    }
  }
  return samples.map((times, index) => {
    times.sort((a, b) => a - b);
    return { name, median: quantile(times, 0.5), p95: quantile(times, 0.95), status: statuses[index] ?? 0 };
  });
}

/** Where a size's database is: a PostgreSQL URL, or an embedded PGlite data directory. */
interface Target {
  databaseUrl?: string;
  pgliteDir: string;
}

const targetOf = (place: string): Target =>
  place.startsWith("postgres") ? { databaseUrl: place, pgliteDir: "unused" } : { pgliteDir: place };

/** A size's site opened through the real app, signed in, with the endpoints to time on it. */
interface Site {
  app: FastifyInstance;
  endpoints: Array<[string, Request, number?]>;
  close: () => Promise<void>;
}

async function openSite(target: Target, reuse: boolean): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-scale-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    LOG_LEVEL: "silent",
    PUBLIC_URL: origin,
    AUTH_SECRET: "scale-bench-secret-that-is-at-least-32-characters",
    FIELD_ENCRYPTION_KEY: `${"0".repeat(63)}1`,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ADMIN_EMAILS: adminEmail,
    AUTH_RATE_LIMIT_PER_IP: "100000",
    SCHEDULED_JOBS: "off",
  });
  const database = await openDatabase(target);
  const app = await buildApp(config, { database });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = await signUp(app, adminEmail, reuse);
    const worker = await signUp(app, workerEmail, reuse);
    for (const key of featureKeys) {
      await app.inject({
        method: "PATCH",
        url: `/api/admin/features/${key}`,
        headers: { origin, cookie: admin.cookie },
        payload: { state: "enabled" },
      });
    }
    if (!reuse) await runSeed(database.db, ownDataStatements(worker.id));
    const [card] = await database.db
      .select({ id: skillsCards.id })
      .from(skillsCards)
      .where(eq(skillsCards.userId, worker.id))
      .limit(1);
    const firstCard = card?.id;
    const get = async (url: string, cookie = worker.cookie) =>
      (await app.inject({ url, headers: { cookie } })).json();
    const conversation = (await get("/api/conversations")).conversations?.[0]?.id;
    const group = ((await get("/api/groups")).groups ?? [])[0]?.id;
    const share = await app.inject({
      method: "POST",
      url: "/api/shares",
      headers: { origin, cookie: worker.cookie },
      payload: {
        recipient_label: "Site manager",
        items: [{ kind: "skills-card", id: firstCard }],
        expiry: "30",
      },
    });
    const shareToken = String(share.json().url ?? "").split("#")[1];

    const w = worker.cookie;
    const a = admin.cookie;
    const crewBoard = `/api/companies/${BENCH_COMPANY_ID}/sites/${BENCH_SITE_ID}/board`;
    const endpoints: Site["endpoints"] = [
      ["dashboard", { url: "/api/core-data?route=dashboard-data", cookie: w }],
      ["renewals", { url: "/api/renewals", cookie: w }],
      ["wallet", { url: "/api/wallet", cookie: w }],
      ["reminder settings", { url: "/api/reminders/settings", cookie: w }],
      ["profile audit log", { url: "/api/profile/audit-log", cookie: w }],
      ["projects", { url: "/api/projects", cookie: w }],
      ["job search (profile postcode)", { url: "/api/jobs", cookie: w }],
      ["job search near + text", { url: "/api/jobs?near=M1%201AE&q=drainage", cookie: w }],
      ["job search, page 3", { url: "/api/jobs?near=LS1%204DY&page=3", cookie: w }],
      ["my jobs", { url: "/api/jobs/mine", cookie: w }],
      ["my applications", { url: "/api/applications/mine", cookie: w }],
      ["diggs search near", { url: "/api/diggs/listings?near=LS1%204DY", cookie: w }],
      ["inbox", { url: "/api/conversations", cookie: w }],
      ["conversation page", { url: `/api/conversations/${conversation}`, cookie: w }],
      ["unread count", { url: "/api/conversations/unread", cookie: w }],
      ["my groups", { url: "/api/groups", cookie: w }],
      ["group page", { url: `/api/groups/${group}`, cookie: w }],
      ["shares", { url: "/api/shares", cookie: w }],
      // A company with 5,000 crew among all the workers and 1,000 companies (issue 50).
      ["crew board, first page", { url: `${crewBoard}`, cookie: w }],
      ["crew board, search + filter", { url: `${crewBoard}?q=Number42&status=amber`, cookie: w }],
      ["crew board, page 40 by name", { url: `${crewBoard}?sort=name&page=40`, cookie: w }],
      [
        "share page (public)",
        { method: "POST", url: "/api/shared/view", cookie: "", payload: { token: shareToken } },
      ],
      ["admin user search", { url: "/api/admin/users?q=worker4711", cookie: a }],
      ["admin user search (name)", { url: "/api/admin/users?q=Number99", cookie: a }],
      ["admin users (newest)", { url: "/api/admin/users", cookie: a }],
      ["admin audit log", { url: "/api/admin/audit-log", cookie: a }],
      ["health", { url: "/api/health", cookie: "" }],
      ["metrics", { url: "/metrics", cookie: a }],
      ["data export (zip)", { url: "/api/profile/export", cookie: w }, 10],
    ];
    return { app, endpoints, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The child's work: one reminder run over the whole site, then a second (which must send nothing). */
async function remindersChild(place: string) {
  const database = await openDatabase(targetOf(place));
  let sent = 0;
  const mailer: Mailer = {
    destination: "bench",
    send: async () => {
      sent += 1;
    },
  };
  // The reminders' one-click switch-off links are signed with the server's secret; any value signs them here.
  const config = { publicUrl: origin, authSecret: "scale-bench-secret" };
  const baselineMb = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  let error: string | null = null;
  let second: number | null = null;
  try {
    await runReminderJob({
      db: database.db,
      mailer,
      config,
      now: new Date(),
      expiringItems: expiringItemsIn(database.db),
      schemeRules: createDefaultSchemeRuleSource(),
    });
  } catch (caught) {
    error = caught instanceof Error ? caught.message.slice(0, 120) : String(caught);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  if (!error) {
    const before = sent;
    await runReminderJob({
      db: database.db,
      mailer,
      config,
      now: new Date(),
      expiringItems: expiringItemsIn(database.db),
      schemeRules: createDefaultSchemeRuleSource(),
    });
    second = sent - before;
  }
  await database.close();
  console.info(JSON.stringify({ sent: sent - (second ?? 0), second, seconds, baselineMb, peakMb, error }));
}

interface ReminderFigures {
  sent: number;
  second: number | null;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  error: string | null;
}

function runRemindersChild(place: string): ReminderFigures {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/bench/scale.bench.ts", "reminders", place],
    { encoding: "utf8", maxBuffer: 16 * 2 ** 20 },
  );
  const last = output.trim().split("\n").at(-1) ?? "{}";
  return JSON.parse(last) as ReminderFigures;
}

async function main() {
  const [first, second] = process.argv.slice(2);
  if (first === "reminders" && second) return remindersChild(second);
  if (!first) throw new Error("usage: scale.bench.ts <postgres-url | pglite> [sizes] [runs]");
  const sizes = (process.argv[3] || "10000,100000").split(",").map(Number);
  // "reuse": time the endpoints again on the databases an earlier run seeded (no seed, no reminder run).
  const reuse = process.argv[5] === "reuse" && first !== "pglite";
  const results = new Map<
    number,
    { timings: Timing[]; reminders: ReminderFigures | null; seedSeconds: number }
  >();
  const places = new Map<number, string>();
  for (const size of sizes) {
    const name = `siteready_scale_${size}`;
    // The embedded database: a fresh data directory per size, removed afterwards.
    const place =
      first === "pglite"
        ? path.join(mkdtempSync(path.join(tmpdir(), "siteready-scale-pglite-")), "db")
        : reuse
          ? databaseUrlOf(first, name)
          : await recreateDatabase(first, name);
    const seedStarted = performance.now();
    if (!reuse) {
      const database = await openDatabase(targetOf(place));
      await runSeed(database.db, seedStatements(size));
      await database.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.info(
      `${size} workers: ${reuse ? "reusing" : "migrated and seeded"} ${name} in ${seedSeconds.toFixed(0)} s`,
    );
    places.set(size, place);
    results.set(size, { timings: [], reminders: null, seedSeconds });
  }
  // Every size's site open at once, each endpoint timed on them in turn (timeTogether).
  const sites: Site[] = [];
  try {
    for (const size of sizes) sites.push(await openSite(targetOf(places.get(size) as string), reuse));
    for (const [index, [name, , runs]] of (sites[0]?.endpoints ?? []).entries()) {
      const requests = sites.map((site) => ({
        app: site.app,
        request: (site.endpoints[index] as Site["endpoints"][number])[1],
      }));
      const timings = await timeTogether(name, requests, runs);
      for (const [at, size] of sizes.entries()) results.get(size)?.timings.push(timings[at] as Timing);
    }
  } finally {
    for (const site of sites) await site.close();
  }
  for (const size of sizes) {
    const place = places.get(size) as string;
    const figures = results.get(size);
    if (figures && !reuse) figures.reminders = runRemindersChild(place);
    if (!targetOf(place).databaseUrl) rmSync(path.dirname(place), { recursive: true, force: true });
  }
  report(sizes, results);
}

function report(
  sizes: number[],
  results: Map<number, { timings: Timing[]; reminders: ReminderFigures | null; seedSeconds: number }>,
) {
  const small = sizes[0] as number;
  const big = sizes.at(-1) as number;
  const smallTimings = results.get(small)?.timings ?? [];
  const bigTimings = results.get(big)?.timings ?? [];
  const ms = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(1));
  console.info(
    `\n${"endpoint".padEnd(32)} ${"status".padStart(6)} | ${`${small}: median`.padStart(14)} ${"p95".padStart(7)} | ${`${big}: median`.padStart(15)} ${"p95".padStart(7)} | growth`,
  );
  for (const timing of smallTimings) {
    const other = bigTimings.find((candidate) => candidate.name === timing.name);
    const growth = other ? Math.log(other.median / timing.median) / Math.log(big / small) : Number.NaN;
    console.info(
      `${timing.name.padEnd(32)} ${String(other?.status ?? timing.status).padStart(6)} | ${ms(timing.median).padStart(14)} ${ms(timing.p95).padStart(7)} | ${ms(other?.median).padStart(15)} ${ms(other?.p95).padStart(7)} | ${growth.toFixed(2)}`,
    );
  }
  console.info("\nreminder job (every seeded worker has exactly one card due):");
  for (const size of sizes) {
    const figures = results.get(size)?.reminders;
    if (!figures) continue;
    console.info(
      `  ${size} workers: ${figures.error ? `FAILED: ${figures.error}` : `sent ${figures.sent}, second run sent ${figures.second}`} in ${figures.seconds.toFixed(1)} s; RSS ${figures.baselineMb.toFixed(0)} MB before, peak ${figures.peakMb.toFixed(0)} MB (seeded in ${results.get(size)?.seedSeconds.toFixed(0)} s)`,
    );
  }
}

await main();
