import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, productionServerArgs, waitForHealth } from "./global-setup.ts";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A second production server for one spec, as run on a private network: the postcode lookup service cannot be
 * reached (nothing listens at its URL) and no postcode directory was imported.
 */
export async function startOfflineServer() {
  const port = await freePort();
  const unreachablePort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-offline-"));
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const server = spawn(process.execPath, productionServerArgs, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: "admin@siteready.test",
      AUTH_RATE_LIMIT_PER_IP: "10000",
      POSTCODES_IO_URL: `http://127.0.0.1:${unreachablePort}`,
      OPEN_METEO_URL: `http://127.0.0.1:${unreachablePort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  await waitForHealth(baseUrl, server, () => log);
  return {
    baseUrl,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
