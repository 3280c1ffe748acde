import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { verifyPassword } from "better-auth/crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { type Config, loadConfig } from "../lib/config.ts";
import type { PasswordHashing } from "../modules/accounts/auth.ts";
import { type FakeServer, startFakePostcodesIo } from "./location-fakes.ts";
import { createResponseChecker } from "./openapi-responses.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** Collects the app's log lines, for tests that prove what never reaches a log. */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream, text: () => lines.join("") };
}

const TEST_HASH_PREFIX = "test-scrypt:";
/** A password's key under the tests' scrypt cost (N 1024, r 4: production's is N 16384, r 16). */
const testKeyOf = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N: 1024, r: 4, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * Passwords hashed at a sixty-fourth of production's cost: better-auth's scrypt takes 160 ms of CPU a hash on a
 * CI machine, and every test user signs up, twice over in CI (the suite runs on PGlite and again on
 * PostgreSQL). A hash made elsewhere (a command-line tool, a release started as a process) is still checked by
 * better-auth's own verifier.
 */
export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${TEST_HASH_PREFIX}${salt}:${(await testKeyOf(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", expected = ""] = hash.slice(TEST_HASH_PREFIX.length).split(":");
    return timingSafeEqual(await testKeyOf(password, salt), Buffer.from(expected, "hex"));
  },
};

/**
 * Every API answer of every integration test is checked against the OpenAPI document (its status declared, its
 * JSON body matching the declared schema); what does not match fails the test file when its app closes.
 */
function checkAnswersAgainstTheDocument(app: FastifyInstance): string[] {
  const offDocument: string[] = [];
  let check: ReturnType<typeof createResponseChecker> | null = null;
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0] ?? "";
    if (!(path.startsWith("/api/") || path === "/metrics") || path.startsWith("/api/docs")) return payload;
    check ??= createResponseChecker(app.swagger() as Parameters<typeof createResponseChecker>[0]);
    const problem = check({
      method: request.method === "HEAD" ? "GET" : request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: String(reply.getHeader("content-type") ?? ""),
      body: typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : "",
    });
    if (problem) offDocument.push(problem);
    return payload;
  });
  return offDocument;
}

/**
 * buildApp on a fresh database (or a given one) and a temporary DATA_DIR of its own, with fixed secrets and quiet
 * logs (or, with a
 * log collector, every line at info and above written to it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logs?: ReturnType<typeof logCollector>;
    /** Another instance's database (a fleet on one database); the caller closes it. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logs ? "info" : "silent",
    PUBLIC_URL: "http://localhost:3000",
    AUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
    FIELD_ENCRYPTION_KEY: `${"0".repeat(63)}1`,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    AUTH_RATE_LIMIT_PER_IP: "1000",
    SCHEDULED_JOBS: "off",
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    passwordHashing: testPasswordHashing,
    ...(options.logs ? { logStream: options.logs.stream } : {}),
  });
  const offDocument = checkAnswersAgainstTheDocument(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      if (offDocument.length > 0) {
        throw new Error(
          `Answers the OpenAPI document does not allow:\n${[...new Set(offDocument)].join("\n")}`,
        );
      }
      // A test that takes the database away has closed it already.
      if (!options.database) await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app whose postcode look-ups go to a fake postcodes.io (location-fakes.ts; `postcodes.down` takes it
 * down), and the `inject` of its app, usable before the app exists (in the describe block, for helpers).
 * Closing it closes both.
 */
export async function createTestAppWithPostcodes(
  env: Record<string, string> = {},
): Promise<TestApp & { postcodes: FakeServer }> {
  const postcodes = await startFakePostcodesIo();
  const testApp = await createTestApp({ ...env, POSTCODES_IO_URL: postcodes.baseUrl });
  return {
    ...testApp,
    postcodes,
    async close() {
      await testApp.close();
      await postcodes.close();
    },
  };
}
