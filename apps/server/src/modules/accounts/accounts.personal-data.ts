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
};
