import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { poundsToPence, trades } from "@siteready/domain/jobs";
import { cardSchemes } from "@siteready/domain/skills-cards";
import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { jobs } from "../db/schema/jobs.ts";
import { type JobSearchFilters, searchJobs } from "../modules/jobs/jobs.repository.ts";

/**
 * Job search latency with 10 000 open jobs: seeds a fresh database straight through SQL, then times the
 * repository's search (full text + distance + pagination, and its parts) over 200 runs each.
 * Run by scripts/bench/job-search.mjs: `node --import tsx apps/server/src/bench/job-search.bench.ts [postgres-url]`.
 * With a URL, a throw-away database is created on that server and dropped afterwards; without, embedded PGlite.
 */

const JOB_COUNT = 10_000;
const POSTER_COUNT = 50;
const BATCH_SIZE = 500;
const RUNS = 200;

/** A small seeded generator, so every run searches the same data. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// Reset before each seeding, so PGlite and PostgreSQL get the same jobs.
let random = mulberry32(20_260_114);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const cities = [
  { town: "Leeds", latitude: 53.7997, longitude: -1.5492 },
  { town: "Manchester", latitude: 53.4808, longitude: -2.2426 },
  { town: "Birmingham", latitude: 52.4862, longitude: -1.8904 },
  { town: "London", latitude: 51.5072, longitude: -0.1276 },
  { town: "Bristol", latitude: 51.4545, longitude: -2.5879 },
  { town: "Newcastle upon Tyne", latitude: 54.9783, longitude: -1.6178 },
  { town: "Glasgow", latitude: 55.8642, longitude: -4.2518 },
  { town: "Cardiff", latitude: 51.4816, longitude: -3.1791 },
  { town: "Sheffield", latitude: 53.3811, longitude: -1.4701 },
  { town: "Nottingham", latitude: 52.9548, longitude: -1.1581 },
];
const tasks = [
  "drainage",
  "footings",
  "kerbs",
  "brickwork",
  "blockwork",
  "first fix",
  "second fix",
  "scaffold erection",
  "excavator driving",
  "dumper driving",
  "steel fixing",
  "plastering",
  "dry lining",
  "roofing",
  "site clearance",
];
const sites = ["housing site", "school extension", "hospital refurb", "warehouse", "flats", "road scheme"];
const cardIds = cardSchemes.map((card) => card.id);

function fakeJob(posterIds: string[]): typeof jobs.$inferInsert {
  const city = pick(cities);
  const task = pick(tasks);
  const salaried = random() < 0.15;
  const cards = Array.from({ length: Math.floor(random() * 3) }, () => pick(cardIds));
  return {
    posterId: pick(posterIds),
    title: `${pick(trades)} for ${task} on a ${pick(sites)}`,
    trade: pick(trades),
    description: `We need an experienced hand for ${task} and ${pick(tasks)} on a ${pick(sites)} in ${city.town}. Own PPE and tools; start next week.`,
    sitePostcode: "LS1 4DY",
    // Within about 30 miles of the city centre.
    latitude: city.latitude + (random() - 0.5) * 0.9,
    longitude: city.longitude + (random() - 0.5) * 1.4,
    town: city.town,
    rateType: salaried ? "salary" : "day_rate",
    ratePence: poundsToPence(
      salaried ? 28_000 + Math.floor(random() * 40) * 1000 : 110 + Math.floor(random() * 25) * 10,
    ),
    requiredCardTypes: [...new Set(cards)],
    contactPreference: "in_app",
    status: random() < 0.1 ? "closed" : "open",
  };
}

async function seed(database: Database) {
  random = mulberry32(20_260_114);
  const posterIds = Array.from({ length: POSTER_COUNT }, () => randomUUID());
  await database.db.insert(users).values(
    posterIds.map((id, index) => ({
      id,
      name: `Poster ${index}`,
      email: `poster-${index}-${id}@example.com`,
    })),
  );
  for (let start = 0; start < JOB_COUNT; start += BATCH_SIZE) {
    await database.db.insert(jobs).values(Array.from({ length: BATCH_SIZE }, () => fakeJob(posterIds)));
  }
  // Planner statistics, as autovacuum would have gathered on a live database.
  await database.db.execute(sql`analyze`);
}

async function time(work: () => Promise<unknown>) {
  for (let run = 0; run < 10; run += 1) await work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) =>
    samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
  return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  mean ${mean.toFixed(1)} ms`;
}

const leeds = { latitude: 53.7997, longitude: -1.5492 };
const page = { limit: 20, offset: 0 };
const scenarios: Array<[string, JobSearchFilters]> = [
  ["FTS + 25 mi + page 1", { text: "drainage excavator", near: { ...leeds, radiusMiles: 25 }, ...page }],
  ["FTS + 25 mi + page 3", { text: "drainage", near: { ...leeds, radiusMiles: 25 }, limit: 20, offset: 40 }],
  [
    "FTS + 50 mi + trade + min rate + my cards",
    {
      text: "drainage",
      trade: "Groundworker",
      minDayRatePence: 15_000,
      near: { ...leeds, radiusMiles: 50 },
      withinCardTypes: ["cscs-labourer", "cpcs-competent-operator", "sssts"],
      ...page,
    },
  ],
  ["25 mi only, nearest first", { near: { ...leeds, radiusMiles: 25 }, ...page }],
  ["FTS only (whole country)", { text: "drainage", ...page }],
  ["no filters, newest first", { ...page }],
];

async function benchmark(label: string, database: Database) {
  const seedStarted = performance.now();
  await seed(database);
  const [counts] = await database.db
    .select({ open: count().mapWith(Number) })
    .from(jobs)
    .where(eq(jobs.status, "open"));
  console.info(
    `${label}: seeded ${JOB_COUNT} jobs (${counts?.open ?? "?"} open) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  for (const [name, filters] of scenarios) {
    const { rows, hasMore } = await searchJobs(database.db, filters);
    console.info(
      `  ${name.padEnd(42)} ${await time(() => searchJobs(database.db, filters))}  (${rows.length}${hasMore ? "+" : ""} on the page)`,
    );
  }
}

async function withPostgres(serverUrl: string, work: (database: Database) => Promise<void>) {
  const name = `siteready_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "" });
  try {
    await work(database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-bench-jobs-"));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      await benchmark("PGlite (embedded, on disk)", database);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgresUrl = process.argv[2];
  if (postgresUrl) await withPostgres(postgresUrl, (database) => benchmark("PostgreSQL", database));
}

await main();
