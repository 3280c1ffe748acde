import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { diskDatabaseTestTimeoutMs } from "./test-support/test-database.ts";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The production server, as `npm start` runs it: the bundle `npm run build` makes, run by node. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-srv-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("server start-up", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: serverRoot, stdio: "ignore" });
  }, 60_000);

  it("refuses to start on bad configuration and lists every problem", async () => {
    const server = runServer({ DATABASE_URL: "not-a-url", PORT: "abc" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid SiteReady configuration:");
    expect(server.output()).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(server.output()).toContain("PORT: must be a whole number from 0 to 65535");
    // Loading the bundle before it checks the configuration passed 30 s with npm test's parts side by side on a
    // loaded machine (load average 13-15); the time is not what this tests.
  }, 120_000);

  it(
    "starts with no configuration, answers health, and stops cleanly on SIGTERM",
    async () => {
      const server = runServer({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" });
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
          if (match?.[1]) {
            clearInterval(timer);
            resolve(match[1]);
          }
          if (server.child.exitCode !== null) reject(new Error(server.output()));
        }, 50);
      });
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shutting down");
      // A fresh PGlite runs initdb and every migration before it listens.
    },
    diskDatabaseTestTimeoutMs,
  );
});
