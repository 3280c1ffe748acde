import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPersonalDetails } from "./modules/profile/profile-test-support.ts";
import { testOrigin, uniqueEmail } from "./test-support/auth-helpers.ts";
import { databaseUrlFor, withAdminClient } from "./test-support/database-template.ts";

/**
 * A rolling upgrade, as an operator runs one (docs/operations.md): the previous release keeps serving on the
 * database while the new release's first instance starts on it and migrates it, then both serve side by side.
 * The previous release is the code just before the newest migration (from git history): the one release the
 * newest migration must leave working. Both run as real processes (each release's own production build) on one
 * PostgreSQL database, so this
 * runs on TEST_DATABASE_URL only (CI's second run of the server suite): PGlite opens in one process at a time.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

function git(...args: string[]): string {
  return execFileSync("git", ["-C", repositoryRoot, ...args], { encoding: "utf8" }).trim();
}

/** The commit that added the newest migration, and the release before it. */
function previousRelease(): { migrationCommit: string; previous: string } {
  const migrationCommit = git(
    "log",
    "-1",
    "--diff-filter=A",
    "--format=%H",
    "--",
    "apps/server/drizzle/*.sql",
  );
  if (git("rev-parse", "--is-shallow-repository") === "true") {
    throw new Error(
      "The rolling-upgrade test needs git history: this clone is shallow (git fetch --unshallow).",
    );
  }
  return { migrationCommit, previous: git("rev-parse", `${migrationCommit}^`) };
}

/**
 * The previous release's server and domain in a folder of its own. Where every package its lock file names is
 * installed here at the same version (this release may have added some), it runs on this checkout's installed
 * packages (linked, except its own workspace packages); otherwise it gets its own install of exactly its locked
 * versions (an install from the registry's cache took most of this test's three minutes in CI).
 */
function checkOutRelease(commit: string, folder: string) {
  execSync(`git -C "${repositoryRoot}" archive --format=tar ${commit} | tar -x -C "${folder}"`);
  // The installed packages, by their lock entries (the root entry's own fields, engines say, do not matter).
  const installed = (root: string) => {
    const { packages } = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>;
    };
    return new Map(
      Object.entries(packages)
        .filter(([key]) => key.includes("node_modules/"))
        .map(([key, entry]) => [key, JSON.stringify(entry)]),
    );
  };
  const here = installed(repositoryRoot);
  if ([...installed(folder)].some(([key, entry]) => here.get(key) !== entry)) {
    execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: folder,
      stdio: "ignore",
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    });
    return;
  }
  const linkPackages = (from: string, to: string) => {
    if (!existsSync(from)) return;
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (name === "@siteready" || name === ".bin") continue;
      symlinkSync(path.join(from, name), path.join(to, name));
    }
  };
  linkPackages(path.join(repositoryRoot, "node_modules"), path.join(folder, "node_modules"));
  mkdirSync(path.join(folder, "node_modules/@siteready"));
  symlinkSync(path.join(folder, "packages/domain"), path.join(folder, "node_modules/@siteready/domain"));
  for (const workspace of ["apps/server", "packages/domain"]) {
    linkPackages(
      path.join(repositoryRoot, workspace, "node_modules"),
      path.join(folder, workspace, "node_modules"),
    );
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface RunningServer {
  url: string;
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * A release's server bundle, built by its own build script as `npm run build` would (into `outfile` where given):
 * started from source through tsx, each instance compiled the whole server first, which on CI's busy machine
 * took a minute of the two-minute start.
 */
function buildServer(root: string, outfile?: string): string {
  execFileSync(process.execPath, ["apps/server/scripts/build.mjs", ...(outfile ? [outfile] : [])], {
    cwd: root,
    stdio: "ignore",
  });
  return outfile ?? path.join(root, "apps/server/dist/server.js");
}

/** One instance of a release, as `npm start` runs it. */
async function startServer(
  root: string,
  bundle: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", bundle], {
    cwd: root,
    // Not this test's environment: vitest's variables and TEST_DATABASE_URL stay out.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server in ${root} stopped while starting:\n${log}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline) throw new Error(`The server in ${root} was not ready in 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A browser's calls to one instance: the session cookie is the one both instances share. */
function callsTo(server: RunningServer) {
  return async (cookie: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: testOrigin,
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers };
  };
}

async function signUp(server: RunningServer) {
  const email = uniqueEmail("upgrade");
  const answer = await callsTo(server)("", "POST", "/api/auth/sign-up/email", {
    firstName: "Ola",
    lastName: "Nowak",
    email,
    password: "hard-hat-42",
    acceptTerms: true,
  });
  expect(answer.status, answer.text).toBe(200);
  const cookie = (answer.headers.getSetCookie() ?? []).map((value) => value.split(";")[0]).join("; ");
  return { email, cookie };
}

/** Error lines (pino level 50 and above) in an instance's log. */
function errorLines(log: string): string[] {
  return log.split("\n").filter((line) => /"level":(5|6)0/.test(line));
}

describe.skipIf(!serverUrl)(
  "a rolling upgrade: the previous release keeps serving while the new one migrates",
  () => {
    const databaseName = `siteready_upgrade_${Date.now()}`;
    const folders: string[] = [];
    let previousServer: RunningServer;
    let newServer: RunningServer | undefined;
    let newBundle: string;
    let shared: Record<string, string>;
    let release: ReturnType<typeof previousRelease>;

    beforeAll(async () => {
      release = previousRelease();
      await withAdminClient(serverUrl as string, (client) => client.query(`create database ${databaseName}`));
      const previousFolder = mkdtempSync(path.join(tmpdir(), "siteready-previous-release-"));
      folders.push(previousFolder);
      checkOutRelease(release.previous, previousFolder);
      shared = {
        DATABASE_URL: databaseUrlFor(serverUrl as string, databaseName),
        AUTH_SECRET: "rolling-upgrade-secret-that-is-at-least-32-characters",
        FIELD_ENCRYPTION_KEY: "cd".repeat(32),
        PUBLIC_URL: testOrigin,
        SCHEDULED_JOBS: "off",
        OCR_WORKERS: "0",
        AUTH_RATE_LIMIT_PER_IP: "10000",
        // The API is what is upgraded here; neither instance needs the web app's files.
        WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), "siteready-no-web-")),
      };
      folders.push(shared.WEB_DIST_DIR as string);
      const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-upgrade-previous-"));
      folders.push(dataDir);
      previousServer = await startServer(previousFolder, buildServer(previousFolder), {
        ...shared,
        DATA_DIR: dataDir,
      });
      // This release's bundle beside the suite's own dist/server.js, which the browser suite may be running.
      const distFolder = path.join(repositoryRoot, "apps/server/dist");
      mkdirSync(distFolder, { recursive: true });
      const newBundleFolder = mkdtempSync(path.join(distFolder, "rolling-upgrade-"));
      folders.push(newBundleFolder);
      newBundle = buildServer(repositoryRoot, path.join(newBundleFolder, "server.js"));
    }, 300_000);

    afterAll(async () => {
      await newServer?.stop();
      await previousServer?.stop();
      if (serverUrl) {
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${databaseName} with (force)`),
        );
      }
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("serves every request through the migration, and each release reads what the other wrote", async () => {
      const onPrevious = callsTo(previousServer);
      const worker = await signUp(previousServer);
      expect(
        (await onPrevious(worker.cookie, "PUT", "/api/profile/personal-details", validPersonalDetails))
          .status,
      ).toBe(200);
      let serial = 0;
      const addCard = async (call: typeof onPrevious) => {
        serial += 1;
        return call(worker.cookie, "POST", "/api/profile/skills-cards", {
          card_type: "cscs-labourer",
          registration_number: `UPG-${serial}`,
          expiry_date: "2031-03-31",
        });
      };
      expect((await addCard(onPrevious)).status).toBe(201);

      // The previous release keeps taking writes and reads while the new release starts and migrates.
      const statuses: number[] = [];
      let starting = true;
      const traffic = (async () => {
        while (starting) {
          statuses.push((await addCard(onPrevious)).status);
          statuses.push((await onPrevious(worker.cookie, "GET", "/api/profile/skills-cards")).status);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const newDataDir = mkdtempSync(path.join(tmpdir(), "siteready-upgrade-new-"));
      folders.push(newDataDir);
      try {
        newServer = await startServer(repositoryRoot, newBundle, { ...shared, DATA_DIR: newDataDir });
      } finally {
        starting = false;
        await traffic;
      }
      expect(statuses.length).toBeGreaterThan(2);
      expect(statuses.filter((status) => status >= 300)).toEqual([]);

      // The newest migration has run: the new release's tables are there.
      const newest = git(
        "diff-tree",
        "--no-commit-id",
        "--name-only",
        "-r",
        release.migrationCommit,
        "--",
        "apps/server/drizzle/*.sql",
      );
      expect(newest, "the newest migration's file").not.toBe("");
      const applied = await withAdminClient(shared.DATABASE_URL as string, (client) =>
        client.query("select count(*)::int as count from drizzle.__drizzle_migrations"),
      );
      const migrationFiles = readdirSync(path.join(repositoryRoot, "apps/server/drizzle")).filter((name) =>
        name.endsWith(".sql"),
      );
      expect(applied.rows[0]?.count).toBe(migrationFiles.length);

      // Side by side on the migrated database: each release reads what the other wrote, one session for both.
      const onNew = callsTo(newServer);
      const cardsOnNew = (await onNew(worker.cookie, "GET", "/api/profile/skills-cards")).json() as Array<{
        registration_number: string;
      }>;
      expect(cardsOnNew.map((card) => card.registration_number).sort()).toEqual(
        Array.from({ length: serial }, (_, index) => `UPG-${index + 1}`).sort(),
      );
      expect((await addCard(onNew)).status).toBe(201);
      const cardsOnPrevious = (
        await onPrevious(worker.cookie, "GET", "/api/profile/skills-cards")
      ).json() as Array<{
        registration_number: string;
      }>;
      expect(cardsOnPrevious.map((card) => card.registration_number)).toContain(`UPG-${serial}`);
      const details = await onNew(worker.cookie, "GET", "/api/profile/personal-details");
      expect(details.json()).toMatchObject({ first_name: validPersonalDetails.first_name });

      // A new account on the previous release, signed in on the new one.
      const later = await signUp(previousServer);
      const signIn = await onNew("", "POST", "/api/auth/sign-in/email", {
        email: later.email,
        password: "hard-hat-42",
      });
      expect(signIn.status, signIn.text).toBe(200);

      expect(errorLines(previousServer.log()), "errors logged by the previous release").toEqual([]);
      expect(errorLines(newServer.log()), "errors logged by the new release").toEqual([]);
    }, 180_000);
  },
);
