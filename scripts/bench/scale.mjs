import { spawn } from "node:child_process";
import { repositoryRoot } from "./_support.mjs";

/**
 * The site at 10,000 and 100,000 workers on PostgreSQL (BENCH_DATABASE_URL, default the local server): every
 * list, search and page endpoint's median, p95 and growth exponent, and the reminder job's run time and peak RSS.
 * `SCALE_PGLITE=1` measures the embedded database instead (a fresh data directory per size);
 * `SCALE_REUSE=1` times the endpoints again on the databases an earlier run seeded (no seed, no reminder run);
 * `SCALE_SIZES=1000,10000` picks other sizes, `SCALE_RUNS=10` fewer timed requests per endpoint (30). The work is TypeScript, so it runs in a child process through tsx.
 */
export async function run() {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "apps/server/src/bench/scale.bench.ts",
      process.env.SCALE_PGLITE ? "pglite" : postgresUrl,
      process.env.SCALE_SIZES ?? "",
      process.env.SCALE_RUNS ?? "",
      process.env.SCALE_REUSE ? "reuse" : "",
    ],
    { cwd: repositoryRoot, stdio: "inherit" },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`scale bench failed (exit code ${code})`);
}
