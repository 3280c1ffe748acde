import { randomBytes } from "node:crypto";
import {
  isAuthenticatorCode,
  RECOVERY_WAIT_HOURS,
  type SignedInDevice,
  STEP_UP_MINUTES,
} from "@siteready/domain";
import { APIError } from "better-auth/api";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { emailWords } from "../../lib/email-words.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import {
  cancelRecoveryRequest,
  confirmRecoveryRequest,
  deleteDeviceSession,
  deleteOtherSessions,
  findMaturedRecovery,
  findTwoFactorUserByEmail,
  listDeviceSessions,
  markSteppedUp,
  recordSecurityEvent,
  type SecurityEvent,
  saveRecoveryRequest,
  turnOffTwoFactor,
} from "./account-security.repository.ts";
import type { Auth } from "./auth.ts";
import { describeUserAgent } from "./devices.ts";
import { newDeviceEmail, recoveryCompletedEmail, recoveryRequestEmail } from "./security-mail.ts";

/** The e-mail link works for a day. */
const RECOVERY_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

export type { SecurityEvent };

/**
 * Step-up, signed-in devices, recovery of a lost second factor by e-mail, the new-device e-mail and the
 * audit entries of all of it (decision 0021). Codes are checked by better-auth's two-factor plugin.
 */
export function createAccountSecurityService({
  auth,
  db,
  mailer,
  config,
}: {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  config: Config;
}) {
  return {
    recordEvent: (userId: string, event: SecurityEvent, ipAddress: string | null) =>
      recordSecurityEvent(db, userId, event, ipAddress),

    /**
     * Checks an authenticator or recovery code for the signed-in session and lets sensitive actions through
     * for STEP_UP_MINUTES. Null when the code is wrong (or a recovery code was used before).
     */
    async stepUp(
      session: { sessionId: string; userId: string },
      code: string,
      headers: Headers,
      ipAddress: string | null,
    ): Promise<Date | null> {
      try {
        if (isAuthenticatorCode(code)) await auth.api.verifyTOTP({ body: { code }, headers });
        else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
      } catch (error) {
        if (error instanceof APIError && error.statusCode < 500) return null;
        throw error;
      }
      const now = new Date();
      await markSteppedUp(db, session.sessionId, now);
      // Whoever holds the factor is the owner: a pending recovery by e-mail is not needed any more.
      await cancelRecoveryRequest(db, session.userId);
      await recordSecurityEvent(
        db,
        session.userId,
        isAuthenticatorCode(code)
          ? { field: "two_factor", action: "step_up" }
          : { field: "recovery_codes", action: "recovery" },
        ipAddress,
      );
      return new Date(now.getTime() + STEP_UP_MINUTES * 60_000);
    },

    async listDevices(userId: string, currentSessionId: string): Promise<SignedInDevice[]> {
      const rows = await listDeviceSessions(db, userId);
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        signed_in_at: row.createdAt.toISOString(),
        last_active_at: row.updatedAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    signOutDevice: (userId: string, sessionId: string) => deleteDeviceSession(db, userId, sessionId),
    signOutOthers: (userId: string, keepSessionId: string) => deleteOtherSessions(db, userId, keepSessionId),

    /** E-mails a confirmation link when the address has an account with two-factor; silent otherwise. */
    async requestRecovery(email: string, ipAddress: string | null) {
      const user = await findTwoFactorUserByEmail(db, email);
      if (!user) return;
      const token = randomBytes(32).toString("base64url");
      await saveRecoveryRequest(db, user.id, hashSecretToken(token), new Date());
      const url = `${config.publicUrl}/two-factor-recovery?token=${token}`;
      await mailer.send({
        to: user.email,
        ...recoveryRequestEmail(emailWords(user.language), user.name, url, RECOVERY_WAIT_HOURS),
      });
      await recordSecurityEvent(
        db,
        user.id,
        { field: "two_factor", action: "recovery_requested" },
        ipAddress,
      );
    },

    /** When two-factor will go off, or null for a link that is wrong, old or used. */
    async confirmRecovery(token: string): Promise<Date | null> {
      const now = new Date();
      const requestedAfter = new Date(now.getTime() - RECOVERY_LINK_HOURS * HOUR_MS);
      const userId = await confirmRecoveryRequest(db, hashSecretToken(token), now, requestedAfter);
      return userId ? new Date(now.getTime() + RECOVERY_WAIT_HOURS * HOUR_MS) : null;
    },

    cancelRecovery: (userId: string) => cancelRecoveryRequest(db, userId),

    /** After the waiting period, the right password turns two-factor off. True when it did. */
    async completeMaturedRecovery(email: string, ipAddress: string | null) {
      const matured = await findMaturedRecovery(
        db,
        email,
        new Date(Date.now() - RECOVERY_WAIT_HOURS * HOUR_MS),
      );
      if (!matured) return false;
      await turnOffTwoFactor(db, matured.userId);
      await recordSecurityEvent(db, matured.userId, { field: "two_factor", action: "recovery" }, ipAddress);
      await mailer.send({ to: email, ...recoveryCompletedEmail(emailWords(matured.language), matured.name) });
      return true;
    },

    async sendNewDeviceEmail(
      user: { email: string; name: string; language: string | null },
      userAgent: string | null,
    ) {
      const device = describeUserAgent(userAgent);
      await mailer.send({
        to: user.email,
        ...newDeviceEmail(emailWords(user.language), user.name, device, new Date()),
      });
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
