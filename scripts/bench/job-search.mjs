import { spawn } from "node:child_process";
import { repositoryRoot } from "./_support.mjs";

/**
 * Job search with 10 000 jobs seeded: full text + distance + pagination, p50/p95 over 200 runs, on embedded
 * PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server (a throw-away database is made there).
 * The work is TypeScript (it calls the jobs repository), so it runs in a child process through tsx.
 */
export async function run() {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/bench/job-search.bench.ts", ...(postgresUrl ? [postgresUrl] : [])],
    { cwd: repositoryRoot, stdio: "inherit" },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`job-search bench failed (exit code ${code})`);
  if (!postgresUrl) console.log("(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL as well)");
}
