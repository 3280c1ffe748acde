import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProductionServer } from "./global-setup.ts";

/**
 * A second production server for one spec, as run on a private network: the postcode lookup service cannot be
 * reached (nothing listens at its URL) and no postcode directory was imported.
 */
export async function startOfflineServer() {
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-offline-"));
  const server = await startProductionServer(dataDir, {
    POSTCODES_IO_URL: unreachable,
    OPEN_METEO_URL: unreachable,
  });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
