import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The only reader of process.env. Everything the server needs from its environment is checked here at start;
 * a bad value stops start-up with one message listing every problem.
 */

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: "must be a postgres:// or postgresql:// URL",
  });

const httpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "must be an http:// or https:// URL",
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a whole number from 0 to 65535" })
    .int("must be a whole number from 0 to 65535")
    .min(0, "must be a whole number from 0 to 65535")
    .max(65535, "must be a whole number from 0 to 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), postgresUrl.optional()),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  FIELD_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (a 256-bit key)")
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
});

export type LogLevel = (typeof logLevels)[number];

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Where users reach the app; used for links in e-mails and for origin checks. */
  publicUrl: string;
  dataDir: string;
  /** Unset means the embedded PGlite database in DATA_DIR/db. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  authSecret: string;
  /** 32-byte AES-256-GCM key for sensitive fields, as hex. */
  fieldEncryptionKey: string;
  /** The built web app to serve; absent in development (Vite serves it). */
  webDistDir: string;
  version: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid SiteReady configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repositoryRoot = path.resolve(serverRoot, "../..");

function readVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so a restart keeps sessions valid and encrypted fields readable.
 */
function loadOrCreateSecrets(dataDir: string): { authSecret: string; fieldEncryptionKey: string } {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as {
      authSecret: string;
      fieldEncryptionKey: string;
    };
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    fieldEncryptionKey: randomBytes(32).toString("hex"),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secrets;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const generated =
    values.AUTH_SECRET && values.FIELD_ENCRYPTION_KEY ? undefined : loadOrCreateSecrets(dataDir);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    authSecret: values.AUTH_SECRET ?? (generated?.authSecret as string),
    fieldEncryptionKey: values.FIELD_ENCRYPTION_KEY ?? (generated?.fieldEncryptionKey as string),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repositoryRoot, "apps/web/dist")),
    version: readVersion(),
  };
}
