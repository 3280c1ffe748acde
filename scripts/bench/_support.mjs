import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function hasTaskset() {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Load benches pin the servers they measure to core 0 and their own load generator to core 1 (Linux's taskset,
 * on two cores or more). Left to the scheduler, autocannon and a server share both cores by turns, and a run's
 * figure moves with how they happened to be placed: the bare route swung between 16,000 and 58,000 req/s from
 * one run to the next on the 2-core machine (decision 0007, "Measuring").
 */
export const pinning = availableParallelism() >= 2 && hasTaskset();

/** `node args…`, on the servers' core when `pinned` and pinning is possible. */
function spawnNode(args, options, pinned) {
  return pinned && pinning
    ? spawn("taskset", ["-c", "0", process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
}

/**
 * Runs `measure` with this process (every thread: it runs autocannon) on the load generator's core when pinning,
 * then gives it every core back, so the benches after it (Chromium, OCR) run as before. Resolves with what
 * `measure` resolves with; `describe` says how the run was placed, for the report.
 */
export async function withPinnedLoadGenerator(measure) {
  const cores = (cpus) =>
    execFileSync("taskset", ["-a", "-p", "-c", cpus, String(process.pid)], { stdio: "ignore" });
  if (pinning) cores("1");
  try {
    return await measure(
      pinning
        ? "servers pinned to core 0, the load generator to core 1"
        : "not pinned (no taskset, or one core)",
    );
  } finally {
    if (pinning) cores(`0-${availableParallelism() - 1}`);
  }
}

/** Builds the production server (apps/server/dist/server.js) from the sources as they are now. */
function buildServer() {
  execFileSync(process.execPath, ["apps/server/scripts/build.mjs"], { cwd: repositoryRoot, stdio: "ignore" });
}

/**
 * Starts the production server (built, run by node, as `npm start` runs it) on a fresh DATA_DIR; resolves
 * once /api/health answers, with the time it took from process start. `pinned`: on core 0 when the bench has
 * pinned its load generator to core 1 (`pinLoadGenerator`).
 */
export async function startServer(env = {}, { pinned = false } = {}) {
  buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnNode(
    ["--enable-source-maps", "apps/server/dist/server.js"],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
    pinned,
  );
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    baseUrl,
    dataDir,
    readyMs,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Times `count` sequential calls of `work` after a short warm-up; returns p50, p95 and mean in ms. */
export async function timeCalls(work, count = 200) {
  for (let i = 0; i < 10; i++) await work();
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return {
    p50: at(0.5).toFixed(1),
    p95: at(0.95).toFixed(1),
    mean: (samples.reduce((sum, value) => sum + value, 0) / samples.length).toFixed(1),
  };
}

/**
 * Starts a reference server (_reference-server.mjs): a bare Fastify route answering `bodies` from memory
 * (`mode` "memory"), or from one query on the database `env` names ("query"). Resolves once it answers.
 * `pinned`: on the servers' core, as `startServer`'s.
 */
export async function startReference(mode, bodies, env = {}, { pinned = false } = {}) {
  const port = await freePort();
  const bodiesFile = path.join(mkdtempSync(path.join(tmpdir(), "siteready-bench-ref-")), "bodies.json");
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const child = spawnNode(
    ["scripts/bench/_reference-server.mjs", mode, bodiesFile, String(port)],
    { cwd: repositoryRoot, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] },
    pinned,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/ref/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(path.dirname(bodiesFile), { recursive: true, force: true });
    },
  };
}
