// `npm test`: lint, typecheck, the unit projects and the server project, side by side. One after another, a
// core stood idle most of the time (biome, knip and tsc are mostly single-threaded, the unit projects run in one
// worker, the server suite's first seconds migrate its template database on one core); side by side they keep
// both cores of a small machine busy (docs/decisions/0008). The server suite's output streams as it runs; each
// other part's output is printed in one piece when it ends, so the parts' lines never interleave. Every part
// runs to the end, and the run fails if any part fails, naming it.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

/** npm scripts of the root package.json; the first one streams its output. */
const parts = ["test:integration", "test:unit", "lint", "typecheck"];

// Colours as on a terminal, though each part writes to a pipe.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;

function run(script, streamed) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script], { env, stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  if (streamed) {
    child.stdout.pipe(process.stdout, { end: false });
    child.stderr.pipe(process.stderr, { end: false });
  } else {
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      const outcome = passed ? "passed" : `FAILED (${signal ?? `exit code ${code}`})`;
      const summary = `${script}: ${outcome} in ${seconds} s`;
      if (!streamed) process.stdout.write(`\n── ${summary} ──\n${Buffer.concat(output).toString()}`);
      resolve({ passed, summary });
    });
  });
}

const results = await Promise.all(parts.map((script, index) => run(script, index === 0)));
process.stdout.write(`\n${results.map(({ summary }) => summary).join("\n")}\n`);
process.exitCode = results.every(({ passed }) => passed) ? 0 : 1;
