import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
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

/** Builds the production server (apps/server/dist/server.js) from the sources as they are now. */
function buildServer() {
  execFileSync(process.execPath, ["apps/server/scripts/build.mjs"], { cwd: repositoryRoot, stdio: "ignore" });
}

/**
 * Starts the production server (built, run by node, as `npm start` runs it) on a fresh DATA_DIR; resolves
 * once /api/health answers, with the time it took from process start.
 */
export async function startServer(env = {}) {
  buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/server.js"], {
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
  });
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
 */
export async function startReference(mode, bodies, env = {}) {
  const port = await freePort();
  const bodiesFile = path.join(mkdtempSync(path.join(tmpdir(), "siteready-bench-ref-")), "bodies.json");
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const child = spawn(
    process.execPath,
    ["scripts/bench/_reference-server.mjs", mode, bodiesFile, String(port)],
    { cwd: repositoryRoot, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] },
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
