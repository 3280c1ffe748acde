import { PASSKEYS_PER_ACCOUNT_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listSessionsOf, listSignInMethodsOf } from "./accounts.repository.ts";

/**
 * Sign-ins: sessions and sign-in methods; passwords, tokens and authenticator secrets stay out (live keys), as
 * do the answers to creates kept for a day against repeats (each a copy of a record the export holds anyway).
 */
export const accountsPersonalData: PersonalDataPart = {
  module: "accounts",
  columns: [
    column("sessions", "user_id", "sessions", "cascade"),
    column("accounts", "user_id", "sign_in_methods", "cascade"),
    column(
      "two_factors",
      "user_id",
      { excluded: "live secrets: the authenticator secret and codes" },
      "cascade",
    ),
    column(
      "two_factor_recoveries",
      "user_id",
      { excluded: "transient machinery: a recovery request lives for its waiting period" },
      "cascade",
    ),
    column(
      "used_authenticator_codes",
      "user_id",
      { excluded: "transient machinery: a used code's hash, kept for its 90-second window" },
      "cascade",
    ),
    column(
      "step_up_challenges",
      "user_id",
      { excluded: "transient machinery: a confirmation in progress, for 10 minutes" },
      "cascade",
    ),
    column(
      "idempotency_keys",
      "user_id",
      {
        excluded:
          "transient machinery: a create's answer kept a day to answer the same request again (decision 0026)",
      },
      "cascade",
    ),
    // Each passkey's name and date join the sign-in methods; its public key is no use to anyone reading it.
    column("passkeys", "user_id", "sign_in_methods", "cascade"),
  ],
  async exportOf(db, userId) {
    const [sessions, signInMethods] = await Promise.all([
      listSessionsOf(db, userId),
      listSignInMethodsOf(db, userId),
    ]);
    return {
      sessions: sessions.map((session) => ({
        created_at: session.createdAt.toISOString(),
        last_active_at: session.updatedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        ip_address: session.ipAddress,
        user_agent: session.userAgent,
      })),
      sign_in_methods: signInMethods.map((method) => ({
        provider: method.provider,
        name: method.name,
        since: method.since?.toISOString() ?? null,
      })),
    };
  },
  growth: {
    sessions: {
      limit:
        "enforced elsewhere (better-auth): one per sign-in, and sign-ins are limited per address (AUTH_RATE_LIMIT_PER_IP) and per e-mail (accounts.routes.ts); sessions end after their lifetime",
    },
    passkeys: {
      limit: `${PASSKEYS_PER_ACCOUNT_LIMIT} per account (modules/accounts/second-factor-guards.ts)`,
    },
    used_authenticator_codes: {
      limit:
        "each check of a code (rate-limited per address, 5 per sign-in, 5 step-ups a minute) adds at most one; a user's rows older than 3 minutes go at each check",
    },
    step_up_challenges: { limit: "one per session (its primary key), replaced by the next request" },
    idempotency_keys: {
      limit:
        "one per create sent with a key, and every create has its own limit; deleted after a day (idempotency-key-cleanup-job.ts)",
    },
    two_factor_recoveries: { onePerUser: "user_id" },
    accounts: {
      notGrownByTheirUser:
        "better-auth: one per way of signing in (the password, each configured OpenID provider's account with the same e-mail)",
    },
    two_factors: { notGrownByTheirUser: "better-auth: one per user (enrolling again updates the row)" },
  },
};
