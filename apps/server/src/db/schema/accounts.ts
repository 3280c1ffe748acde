import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * better-auth's tables (core + admin plugin + our additional user fields). Property names are the field
 * names better-auth uses; columns are snake_case through the client's casing option.
 */

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text().notNull().default("user"),
    subscriptionTier: text().notNull().default("free"),
    onboardingCompleted: boolean().notNull().default(false),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    twoFactorEnabled: boolean().notNull().default(false),
    /** The terms and privacy notice agreed to at sign-up (their "last updated" date), and when; null for older accounts. */
    termsAcceptedVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** The language chosen for SiteReady's words and e-mails (en, pl, ro, lt, bg); null until one is saved. */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in and "start a conversation by e-mail" look accounts up case-blind.
    index("users_lower_email_idx").on(sql`lower(${table.email})`),
    // Admin → Users: "contains" search (pg_trgm) on e-mail and name, newest first.
    index("users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index().on(table.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    /** When this session last proved its second factor again (step-up before sensitive actions). */
    stepUpAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server instance sees the same counts. */
export const rateLimits = pgTable("rate_limits", {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * better-auth's two-factor plugin: the authenticator-app secret and the recovery codes, both encrypted by
 * better-auth (XChaCha20-Poly1305 under AUTH_SECRET) before they reach this table; attempt counters for its lock.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The lock the owner was last told about by e-mail (ours, not better-auth's: one e-mail per lock). */
    lockNoticedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Authenticator codes already accepted, so none is accepted twice within its window (RFC 6238 §5.2). The code
 * is kept only as a keyed hash; rows older than the window count as gone and are replaced.
 */
export const usedAuthenticatorCodes = pgTable(
  "used_authenticator_codes",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/**
 * A step-up in progress on one session: the WebAuthn challenge a passkey must sign, or the hash of a code sent
 * by e-mail, with the tries spent on it. One per session; a new request replaces it.
 */
export const stepUpChallenges = pgTable("step_up_challenges", {
  sessionId: uuid()
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  method: text({ enum: ["passkey", "email"] }).notNull(),
  secret: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** better-auth's passkey plugin: one row per WebAuthn credential (public key only). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text(),
    publicKey: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer().notNull(),
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    transports: text(),
    aaguid: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * A lost second factor, recovered by e-mail: confirmed through the link, it turns two-factor off once the
 * waiting period is over, unless the owner signs in with the factor (or cancels) before then.
 */
export const twoFactorRecoveries = pgTable("two_factor_recoveries", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  confirmedAt: timestamp({ withTimezone: true }),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A create a signed-in person sent with an Idempotency-Key (db/idempotent-creates.ts), written in the create's
 * own transaction with its answer, so a repeat of the request within a day is answered again instead of run
 * again. The answer is kept encrypted as it was sent: it may carry a secret (a share's link).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** sha256 of the method, path and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    status: integer().notNull(),
    /** Null only inside the transaction that claims the key, until the create has answered. */
    answer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index().on(table.createdAt)],
);
