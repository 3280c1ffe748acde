import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startReference, startServer, withPinnedLoadGenerator } from "./_support.mjs";

/**
 * CPU time per request of the built server on /api/health and on a 404 (an unknown /api path), against a bare
 * Fastify route answering the same JSON from memory: read from /proc/<pid>/stat around a fixed number of
 * requests, so a busy shared machine changes it far less than it changes req/s. Linux only.
 * BENCH_REQUESTS sets the requests per measurement (default 60,000); BENCH_ROUNDS the rounds (default 2).
 */
const requests = Number(process.env.BENCH_REQUESTS ?? 60_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 50;

/** User and system CPU time of a process so far, in ms (clock ticks are 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/**
 * µs of the server's CPU per request over `requests` requests at 50 connections. No req/s: a run of a fixed number
 * of requests ends on autocannon's one-second tick, so its rate comes out as 30,000 or 60,000 (api-under-load
 * measures throughput).
 */
async function measure(pid, url) {
  await autocannon({ url, connections, amount: 5_000 });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, amount: requests });
  const after = cpuMs(pid);
  const perRequest = (ms) => (1000 * ms) / result.requests.total;
  return {
    user: perRequest(after.user - before.user),
    system: perRequest(after.system - before.system),
  };
}

export function run() {
  return withPinnedLoadGenerator(measureAll);
}

async function measureAll(placement) {
  const server = await startServer(
    {
      PUBLIC_URL: "http://127.0.0.1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      POSTCODES_IO_URL: "http://127.0.0.1:9",
      SCHEDULED_JOBS: "off",
    },
    { pinned: true },
  );
  const bodies = {
    health: await (await fetch(`${server.baseUrl}/api/health`)).text(),
    404: await (await fetch(`${server.baseUrl}/api/no-such-route`)).text(),
  };
  const reference = await startReference("memory", bodies, {}, { pinned: true });
  try {
    const targets = [
      { name: "health", pid: server.pid, url: `${server.baseUrl}/api/health` },
      { name: "bare (health's JSON)", pid: reference.pid, url: `${reference.baseUrl}/ref/health` },
      { name: "404", pid: server.pid, url: `${server.baseUrl}/api/no-such-route` },
      { name: "bare (404's JSON)", pid: reference.pid, url: `${reference.baseUrl}/ref/404` },
    ];
    console.log(`${requests} requests per row, ${connections} connections; ${placement}`);
    console.log(
      `${"round".padEnd(7)}${"endpoint".padEnd(24)}${"µs CPU/req".padStart(12)}${"user".padStart(7)}${"system".padStart(8)}`,
    );
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const { user, system } = await measure(target.pid, target.url);
        console.log(
          `${String(round).padEnd(7)}${target.name.padEnd(24)}${(user + system).toFixed(1).padStart(12)}` +
            `${user.toFixed(1).padStart(7)}${system.toFixed(1).padStart(8)}`,
        );
      }
    }
  } finally {
    await reference.stop();
    await server.stop();
  }
}
