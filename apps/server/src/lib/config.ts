import { createPrivateKey, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { loadOrCreateGateSigningKeys } from "./gate-signing.ts";
import { serverRoot } from "./server-root.ts";

/**
 * The only reader of process.env. Everything the server needs from its environment is checked here at start;
 * a bad value stops start-up with one message listing every problem.
 */

/** Where the files go when FILE_STORAGE is s3. */
export interface S3Settings {
  bucket: string;
  /** Unset → AWS S3 itself; MinIO, R2, B2 and the like give their own. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket.host` addressing is AWS's default; MinIO and most self-hosted stores want `host/bucket`. */
  forcePathStyle: boolean;
}

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
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|[1-9])$/, "must be true, false or the number of proxies in front (1 to 9)")
    .default("false"),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  FIELD_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (a 256-bit key)")
      .optional(),
  ),
  GATE_SIGNING_KEYS: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || value.split(",").every((key) => /^[\w-]{43}$/.test(key.trim())),
      "must be comma-separated 32-byte keys, base64url (43 characters each)",
    )
    .default(""),
  WEB_DIST_DIR: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => /^smtps?:\/\//.test(value) && URL.canParse(value),
        "must be an smtp:// or smtps:// URL",
      )
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default("SiteReady <no-reply@siteready.local>"),
  // DKIM signing of every e-mail: the PEM private key (line breaks may be written as \n), its DNS selector
  // (<selector>._domainkey.<domain> holds the public key) and the signing domain (MAIL_FROM's by default).
  DKIM_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .transform((value) => value.replace(/\\n/g, "\n"))
      .refine((value) => {
        try {
          return createPrivateKey(value).asymmetricKeyType !== undefined;
        } catch {
          return false;
        }
      }, "must be a PEM private key (RSA or Ed25519)")
      .optional(),
  ),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]+$/, "must be a DNS label")
    .default("siteready"),
  DKIM_DOMAIN: optionalString,
  ADMIN_EMAILS: z.string().default(""),
  GROK_API_KEY: optionalString,
  GROK_API_URL: httpUrl.default("https://api.x.ai/v1"),
  GROK_MODEL: z.string().trim().min(1).default("grok-3-mini"),
  COMPANY_EMAIL_DOMAIN: z.string().trim().default("siteready.app"),
  FLAG_CONFIG_URL: optionalString.pipe(httpUrl.optional()),
  REPORTS_API_TOKEN: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  NOTION_TOKEN: optionalString,
  NOTION_DATABASE_ID: optionalString,
  NOTION_API_URL: optionalString.pipe(httpUrl.optional()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  POSTCODES_IO_URL: httpUrl.default("https://api.postcodes.io"),
  OPEN_METEO_URL: httpUrl.default("https://api.open-meteo.com"),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number({ message: "must be a whole number" }).int().min(1).default(30),
  TRUSTED_ORIGINS: z.string().default(""),
  OIDC_ISSUER_URL: optionalString.pipe(httpUrl.optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_DISPLAY_NAME: z.string().trim().min(1).default("Single sign-on"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT_ID: z.string().trim().min(1).default("common"),
  SCHEDULED_JOBS: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  REMINDER_JOB_INTERVAL_MINUTES: z.coerce
    .number({ message: "must be a whole number of minutes from 1 to 1440" })
    .int("must be a whole number of minutes from 1 to 1440")
    .min(1, "must be a whole number of minutes from 1 to 1440")
    .max(1440, "must be a whole number of minutes from 1 to 1440")
    .default(60),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_YEARLY: optionalString,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalString,
  STRIPE_PRICE_PREMIUM_YEARLY: optionalString,
  STRIPE_PRICE_COMPANY_MONTHLY: optionalString,
  STRIPE_PRICE_COMPANY_YEARLY: optionalString,
  STRIPE_API_BASE: optionalString.pipe(httpUrl.optional()),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  OCR_WORKERS: z.coerce
    .number({ message: "must be a whole number from 0 to 8" })
    .int("must be a whole number from 0 to 8")
    .min(0, "must be a whole number from 0 to 8")
    .max(8, "must be a whole number from 0 to 8")
    .default(1),
});

const commaList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** An OpenID Connect provider people can sign in with; discovered from its issuer. */
interface OidcProviderConfig {
  id: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Providers whose settings are all given; a half-configured provider is a configuration problem. */
function oidcProviders(values: z.infer<typeof envSchema>): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const candidates = [
    {
      id: "oidc",
      displayName: values.OIDC_DISPLAY_NAME,
      settings: {
        OIDC_ISSUER_URL: values.OIDC_ISSUER_URL,
        OIDC_CLIENT_ID: values.OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: values.OIDC_CLIENT_SECRET,
      },
      issuerUrl: values.OIDC_ISSUER_URL,
    },
    {
      id: "google",
      displayName: "Google",
      settings: {
        GOOGLE_CLIENT_ID: values.GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: values.GOOGLE_CLIENT_SECRET,
      },
      issuerUrl: "https://accounts.google.com",
    },
    {
      id: "microsoft",
      displayName: "Microsoft",
      settings: {
        MICROSOFT_CLIENT_ID: values.MICROSOFT_CLIENT_ID,
        MICROSOFT_CLIENT_SECRET: values.MICROSOFT_CLIENT_SECRET,
      },
      issuerUrl: `https://login.microsoftonline.com/${values.MICROSOFT_TENANT_ID}/v2.0`,
    },
  ];
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const candidate of candidates) {
    const given = Object.values(candidate.settings).filter(Boolean).length;
    const names = Object.keys(candidate.settings);
    if (given > 0 && given < names.length) {
      problems.push(`${names.join(", ")}: set all of them to enable sign-in with ${candidate.displayName}`);
    }
    const [clientId, clientSecret] = names
      .slice(-2)
      .map((name) => candidate.settings[name as keyof typeof candidate.settings]);
    if (given === names.length && candidate.issuerUrl && clientId && clientSecret) {
      providers.push({
        id: candidate.id,
        displayName: candidate.displayName,
        issuerUrl: candidate.issuerUrl,
        clientId,
        clientSecret,
      });
    }
  }
  return { providers, problems };
}

/** Every variable the server reads (README's configuration table and .env.example are tested against it). */
export const configVariableNames = Object.keys(envSchema.shape);

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
  /**
   * How many proxies in front add to X-Forwarded-For (false: none). The client's IP is the entry the outermost of
   * them added, counted from the right: the entries left of it are whatever the client sent, so trusting them
   * would let anyone pick the address the rate limits count.
   */
  trustProxy: false | number;
  authSecret: string;
  /** 32-byte AES-256-GCM key for sensitive fields, as hex. */
  fieldEncryptionKey: string;
  /** Ed25519 seeds (base64url) signing offline gate codes: the first signs, all verify (decision 0019). */
  gateSigningKeys: string[];
  /** The built web app to serve; absent in development (Vite serves it). */
  webDistDir: string;
  version: string;
  /** SMTP server for e-mail; unset writes each message as an .eml file under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs every e-mail when DKIM_PRIVATE_KEY is set. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /** These people become admins when they sign up or sign in. */
  adminEmails: string[];
  /** Sign-in, sign-up and reset attempts allowed per IP per minute (per e-mail it is always 5). */
  authRateLimitPerIp: number;
  /** Origins allowed to call the API with cookies, besides PUBLIC_URL, its subdomains and localhost. */
  trustedOrigins: string[];
  oidcProviders: OidcProviderConfig[];
  /** Whether this instance runs the scheduled jobs (reminders, clean-ups); 'off' in tests. */
  scheduledJobs: boolean;
  /** How often the expiry-reminder job runs. */
  reminderJobIntervalMinutes: number;
  /** OCR worker threads on this instance (each about 100 MB); 0 leaves reading to other instances. */
  ocrWorkers: number;
  /** The AI provider for the CV optimizer (OpenAI-compatible chat completions); unset key → not configured. */
  ai: { apiKey: string | undefined; baseUrl: string; model: string };
  /** People whose e-mail is at this domain get the beta-features flag (§6). */
  companyEmailDomain: string;
  /** Optional remote feature-flag config (§7), re-read at most every 5 minutes. */
  flagConfigUrl: string | undefined;
  /** Bearer token automated agents use to POST /api/notion-reports; unset → only admins can post. */
  reportsApiToken: string | undefined;
  /** Where agent reports are copied (§7); both set or neither. Another API base only for tests. */
  notion: { token: string; databaseId: string; apiUrl: string | undefined } | undefined;
  /** Bearer token a Prometheus scraper uses for /metrics; unset → only admins can read it. */
  metricsToken: string | undefined;
  /** postcodes.io base URL for UK postcode look-ups; tests point it at a local fake. */
  postcodesIoUrl: string;
  /** Open-Meteo base URL for site forecasts; tests point it at a local fake. */
  openMeteoUrl: string;
  /** Uploaded files in an S3-compatible bucket shared by every instance; unset → DATA_DIR/files on this disk. */
  s3: S3Settings | undefined;
  /** Card payments (§7); no secret key → checkout answers 'Payment system is not configured'. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** Stripe price ids per plan and interval; a missing one means that plan cannot be bought. */
    prices: {
      pro: { month: string | undefined; year: string | undefined };
      premium: { month: string | undefined; year: string | undefined };
      company: { month: string | undefined; year: string | undefined };
    };
    /** Another Stripe API base (tests point it at a local fake); unset → api.stripe.com. */
    apiBase: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid SiteReady configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const repositoryRoot = path.resolve(serverRoot, "../..");

/** The domain of the From address ("SiteReady <no-reply@example.org>" -> example.org). */
function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

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

/**
 * DATA_DIR as the server resolves it, read without the rest of the configuration (and without generating
 * secrets into it): `npm run restore` replaces that folder.
 */
export function configuredDataDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(env.DATA_DIR));
}

/** `overrides` win over the environment (e.g. a CLI that must not start the scheduled jobs). */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Record<string, string> = {},
): Config {
  const parsed = envSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const oidc = oidcProviders(values);
  const problems = [...oidc.problems];
  if (Boolean(values.NOTION_TOKEN) !== Boolean(values.NOTION_DATABASE_ID)) {
    problems.push("NOTION_TOKEN, NOTION_DATABASE_ID: set both to copy agent reports to Notion");
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials",
    );
  }
  if (!values.S3_BUCKET && (values.S3_ENDPOINT || values.S3_ACCESS_KEY_ID)) {
    problems.push("S3_BUCKET: set it to keep files in object storage, or leave every S3_ setting unset");
  }
  if (problems.length > 0) throw new ConfigError(problems);
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
    trustProxy:
      values.TRUST_PROXY === "false" ? false : values.TRUST_PROXY === "true" ? 1 : Number(values.TRUST_PROXY),
    authSecret: values.AUTH_SECRET ?? (generated?.authSecret as string),
    fieldEncryptionKey: values.FIELD_ENCRYPTION_KEY ?? (generated?.fieldEncryptionKey as string),
    gateSigningKeys: values.GATE_SIGNING_KEYS
      ? commaList(values.GATE_SIGNING_KEYS)
      : loadOrCreateGateSigningKeys(dataDir),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repositoryRoot, "apps/web/dist")),
    version: readVersion(),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    dkim: values.DKIM_PRIVATE_KEY
      ? {
          privateKey: values.DKIM_PRIVATE_KEY,
          keySelector: values.DKIM_SELECTOR,
          domainName: values.DKIM_DOMAIN ?? mailDomain(values.MAIL_FROM),
        }
      : undefined,
    adminEmails: commaList(values.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    trustedOrigins: commaList(values.TRUSTED_ORIGINS),
    authRateLimitPerIp: values.AUTH_RATE_LIMIT_PER_IP,
    oidcProviders: oidc.providers,
    scheduledJobs: values.SCHEDULED_JOBS === "on",
    reminderJobIntervalMinutes: values.REMINDER_JOB_INTERVAL_MINUTES,
    ocrWorkers: values.OCR_WORKERS,
    ai: {
      apiKey: values.GROK_API_KEY,
      baseUrl: values.GROK_API_URL.replace(/\/$/, ""),
      model: values.GROK_MODEL,
    },
    companyEmailDomain: values.COMPANY_EMAIL_DOMAIN,
    flagConfigUrl: values.FLAG_CONFIG_URL,
    reportsApiToken: values.REPORTS_API_TOKEN,
    notion:
      values.NOTION_TOKEN && values.NOTION_DATABASE_ID
        ? { token: values.NOTION_TOKEN, databaseId: values.NOTION_DATABASE_ID, apiUrl: values.NOTION_API_URL }
        : undefined,
    metricsToken: values.METRICS_TOKEN,
    postcodesIoUrl: values.POSTCODES_IO_URL,
    openMeteoUrl: values.OPEN_METEO_URL,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === "true",
        }
      : undefined,
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      prices: {
        pro: { month: values.STRIPE_PRICE_PRO_MONTHLY, year: values.STRIPE_PRICE_PRO_YEARLY },
        premium: { month: values.STRIPE_PRICE_PREMIUM_MONTHLY, year: values.STRIPE_PRICE_PREMIUM_YEARLY },
        company: { month: values.STRIPE_PRICE_COMPANY_MONTHLY, year: values.STRIPE_PRICE_COMPANY_YEARLY },
      },
      apiBase: values.STRIPE_API_BASE,
    },
  };
}
