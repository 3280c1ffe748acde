import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { FullConfig } from "@playwright/test";
import { OAuth2Server } from "oauth2-mock-server";
// The same local stand-ins for postcodes.io and Open-Meteo the server's own tests use.
import {
  calmWeather,
  fakePostcodes,
  startFakeOpenMeteo,
  startFakePostcodesIo,
  windyFrostyWeather,
} from "../../apps/server/src/test-support/location-fakes.ts";
import { requireChromium } from "./chromium.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { type SuiteServer, useSuiteServer } from "./suite-servers.ts";

const runFile = promisify(execFile);

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const e2eStripeWebhookSecret = "whsec_e2e_siteready_webhook_secret";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/**
 * The production server as `npm start` runs it (the bundle `npm run build` makes), on a free port with its own
 * data folder, once it answers /api/health. `env` is what this server needs beyond the common settings. A data
 * folder with no database yet first gets a copy of the suite's migrated one (E2E_TEMPLATE_DATA_DIR, made by the
 * global set-up; files already there are kept), as a server restarted on an unchanged schema finds it: creating
 * the database and running every migration cost about 5 s of CPU each time, near a minute under load.
 */
export async function startProductionServer(dataDir: string, env: Record<string, string>) {
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template && !env.DATABASE_URL && !existsSync(path.join(dataDir, "db"))) {
    cpSync(template, dataDir, { recursive: true, force: false });
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const server = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/server.js"], {
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
      // A suite signs up dozens of people from one IP within a minute; the limits have their own tests.
      AUTH_RATE_LIMIT_PER_IP: "10000",
      ...env,
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
    },
  };
}

/**
 * Halifax postcodes the fake postcodes.io does not know: found only through the directory an operator imports
 * (`npm run postcodes:import`), which is loaded here before the server starts (PGlite allows one process at once).
 */
export const directoryPostcodes = {
  "HX1 1AA": { latitude: 53.7215, longitude: -1.8575 },
  "HX1 1AB": { latitude: 53.7248, longitude: -1.8622 },
  "HX3 5AX": { latitude: 53.7302, longitude: -1.8268 },
};

async function importPostcodeDirectory(dataDir: string) {
  const file = path.join(dataDir, "postcodes.csv");
  writeFileSync(
    file,
    [
      "postcode,latitude,longitude",
      ...Object.entries(directoryPostcodes).map(
        ([code, place]) => `${code},${place.latitude},${place.longitude}`,
      ),
    ].join("\n"),
  );
  await runFile(
    process.execPath,
    [
      path.join(repositoryRoot, "node_modules/tsx/dist/cli.mjs"),
      "apps/server/src/cli/postcodes-import.ts",
      file,
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    },
  );
}

/**
 * Starts the real production server (built web app, embedded database in a temporary DATA_DIR) on a free port,
 * as `npm start` would, once for each worker the run may use, and hands their URLs to the tests through the
 * environment: each worker then keeps to its own server (suite-servers.ts), so a journey that changes the admin's
 * settings only ever shares its server with the journeys one after another in its own worker.
 */
export default async function globalSetup(config: FullConfig) {
  requireChromium();
  const builds = ["apps/web/dist/index.html", "apps/server/dist/server.js"];
  if (!builds.every((built) => existsSync(path.join(repositoryRoot, built)))) {
    throw new Error(
      "The web app or the server is not built. Run `npm run test:e2e`, which builds both first.",
    );
  }
  const identityProvider = new OAuth2Server();
  // The postcode directory is imported once (the CLI takes seconds of CPU, most of it migrating a new database)
  // into the template every suite server, and any other server a spec starts, begins from a copy of.
  const templateDataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-template-"));
  const [postcodes, weather] = await Promise.all([
    startFakePostcodesIo(),
    // Manchester (M2 5PD) gets a cold, windy week so the weather page has warnings to show; elsewhere is calm.
    startFakeOpenMeteo((latitude, longitude) =>
      manchester &&
      Math.abs(latitude - manchester.latitude) < 0.02 &&
      Math.abs(longitude - manchester.longitude) < 0.02
        ? windyFrostyWeather
        : calmWeather,
    ),
    startIdentityProvider(identityProvider),
    importPostcodeDirectory(templateDataDir),
  ]);
  process.env.E2E_TEMPLATE_DATA_DIR = templateDataDir;

  // One for each worker the run may have at once (`--workers` included); they start side by side.
  const serverCount = Math.max(1, config.workers);
  const dataDirs = Array.from({ length: serverCount }, () =>
    mkdtempSync(path.join(tmpdir(), "siteready-e2e-")),
  );
  const started = await Promise.all(
    dataDirs.map(async (dataDir) => {
      // Mail goes through a real SMTP server, as in production, not the outbox folder.
      const smtpInbox = path.join(dataDir, "smtp-inbox");
      const smtp = await startSmtpInbox(smtpInbox);
      const { baseUrl, stop } = await startProductionServer(dataDir, {
        OIDC_ISSUER_URL: String(identityProvider.issuer.url),
        OIDC_CLIENT_ID: "siteready-e2e",
        OIDC_CLIENT_SECRET: "e2e-client-secret",
        OIDC_DISPLAY_NAME: "Test Identity",
        POSTCODES_IO_URL: postcodes.baseUrl,
        OPEN_METEO_URL: weather.baseUrl,
        // No STRIPE_SECRET_KEY: checkout is "not configured". Webhooks still verify, so a test can fake a payment.
        STRIPE_WEBHOOK_SECRET: e2eStripeWebhookSecret,
        SMTP_URL: smtp.smtpUrl,
        MAIL_FROM: "SiteReady <no-reply@siteready.test>",
      });
      const server: SuiteServer = { baseUrl, dataDir, smtpInbox };
      return {
        server,
        async stop() {
          await stop();
          await smtp.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }),
  );

  const servers = started.map(({ server }) => server);
  process.env.E2E_SERVERS = JSON.stringify(servers);
  // The first server's, for whatever runs outside a worker; each worker points these at its own server.
  useSuiteServer(servers[0] as SuiteServer);
  process.env.E2E_STRIPE_WEBHOOK_SECRET = e2eStripeWebhookSecret;

  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
    await identityProvider.stop();
    await postcodes.close();
    await weather.close();
    rmSync(templateDataDir, { recursive: true, force: true });
  };
}

const manchester = fakePostcodes["M2 5PD"];

/** A real OpenID Connect provider on 127.0.0.1; it approves every sign-in as the worker below. */
async function startIdentityProvider(identityProvider: OAuth2Server) {
  await identityProvider.issuer.keys.generate("RS256");
  await identityProvider.start(0, "127.0.0.1");
  const oidcUser = {
    email: "oidc.worker@siteready.test",
    given_name: "Kim",
    family_name: "Okafor",
    name: "Kim Okafor",
  };
  identityProvider.service.on("beforeTokenSigning", (token) =>
    Object.assign(token.payload, oidcUser, { email_verified: true }),
  );
  identityProvider.service.on("beforeUserinfo", (userInfo) => {
    userInfo.body = { sub: "oidc-worker", email_verified: true, ...oidcUser };
  });
}
