import { startServer, timeCalls } from "./_support.mjs";

/** Time from process start to a healthy server on a fresh embedded database, and /api/health latency. */
export async function run() {
  const server = await startServer();
  console.log(`ready in ${server.readyMs.toFixed(0)} ms (fresh PGlite, migrations applied)`);
  const latency = await timeCalls(() => fetch(`${server.baseUrl}/api/health`).then((r) => r.arrayBuffer()));
  console.log(`GET /api/health  p50 ${latency.p50} ms  p95 ${latency.p95} ms  mean ${latency.mean} ms`);
  await server.stop();
}
