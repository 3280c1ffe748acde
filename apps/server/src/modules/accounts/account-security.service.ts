import { randomBytes, randomInt } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import {
  isAuthenticatorCode,
  RECOVERY_WAIT_HOURS,
  type SignedInDevice,
  STEP_UP_MINUTES,
  type StepUpMethod,
  type StepUpRequest,
  type StepUpState,
} from "@siteready/domain/accounts";
import { encodeMessageRef, type MessageRef } from "@siteready/domain/i18n";
import { APIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../lib/app-error.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { deriveSecretToken, hashSecretToken } from "../../lib/secret-tokens.ts";
import {
  cancelRecoveryRequest,
  confirmRecoveryRequest,
  deleteDeviceSession,
  deleteOtherSessions,
  deleteStepUpChallenge,
  findMaturedRecovery,
  findSecurityProfile,
  findTwoFactorUserByEmail,
  findUserPasskey,
  listDeviceSessions,
  listPasskeyCredentials,
  markSteppedUp,
  recordSecurityEvent,
  recordWrongSecondFactorCode,
  resetWrongSecondFactorCodes,
  type SecurityEvent,
  savePasskeyCounter,
  saveRecoveryRequest,
  saveStepUpChallenge,
  secondFactorLockedUntil,
  tryStepUpChallenge,
  turnOffTwoFactor,
  withdrawDeviceTrust,
} from "./account-security.repository.ts";
import type { Auth } from "./auth.ts";
import { describeUserAgent } from "./devices.ts";
import { noticeSecondFactorLock } from "./second-factor-guards.ts";
import {
  newDeviceEmail,
  passwordChangedEmail,
  recoveryCompletedEmail,
  recoveryRequestEmail,
  stepUpCodeEmail,
} from "./security-mail.ts";

/** The e-mail link works for a day. */
const RECOVERY_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** better-auth's lock of the second factor (its defaults), which step-up codes count towards too. */
const SECOND_FACTOR_LOCK = { maxFailures: 10, lockMs: 15 * MINUTE_MS };
/** An e-mailed code works for 10 minutes and five tries; a passkey's challenge for five minutes. */
const EMAIL_CODE_MINUTES = 10;
const EMAIL_CODE_TRIES = 5;
const PASSKEY_CHALLENGE_MINUTES = 5;

const stepUpMessages = {
  notOn: { key: "accounts.server.twoFactorNotOn" },
  wrongCode: { key: "accounts.server.wrongStepUpCode" },
  codeUsed: { key: "accounts.server.codeUsed" },
  wrongEmailCode: { key: "accounts.server.wrongEmailCode" },
  emailNotForThisAccount: { key: "accounts.server.emailCodeNotForThisAccount" },
  noPasskey: { key: "accounts.server.noPasskey" },
  passkeyFailed: { key: "accounts.server.stepUpPasskeyFailed" },
  emailNotSent: { key: "accounts.server.emailCodeNotSent" },
} as const satisfies Record<string, MessageRef>;

export type { SecurityEvent };

interface StepUpSession {
  sessionId: string;
  userId: string;
  twoFactorEnabled: boolean;
  stepUpAt: Date | null;
}

/** A partly hidden address for the screen: 'a•••@example.com'. */
function hiddenAddress(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Step-up, signed-in devices, recovery of a lost second factor by e-mail, the new-device e-mail and the
 * audit entries of all of it (decisions 0021, 0027). Codes are checked by better-auth's two-factor plugin.
 */
export function createAccountSecurityService({
  auth,
  db,
  mailer,
  config,
  logger,
}: {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  config: Config;
  logger: FastifyBaseLogger;
}) {
  const publicUrl = new URL(config.publicUrl);
  const emailCodeHash = (sessionId: string, code: string) =>
    deriveSecretToken(config.authSecret, "step-up-email-code", `${sessionId}:${code}`);

  /** The ways this account can confirm it's you (decision 0027). */
  function methodsOf(factors: NonNullable<Awaited<ReturnType<typeof findSecurityProfile>>>): StepUpMethod[] {
    return [
      ...(factors.twoFactorEnabled ? (["authenticator"] as const) : []),
      ...(factors.passkeys > 0 ? (["passkey"] as const) : []),
      ...(factors.hasPassword ? [] : (["email"] as const)),
    ];
  }

  async function factorsOf(userId: string) {
    const factors = await findSecurityProfile(db, userId);
    if (!factors) throw new AppError(401, "UNAUTHENTICATED");
    return factors;
  }

  /** An authenticator or recovery code, checked by better-auth (the code is taken once: second-factor-guards.ts). */
  async function checkCode(code: string, headers: Headers): Promise<SecurityEvent | MessageRef> {
    try {
      if (isAuthenticatorCode(code)) await auth.api.verifyTOTP({ body: { code }, headers });
      else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
    } catch (error) {
      if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
      return error.body?.code === "CODE_ALREADY_USED" ? stepUpMessages.codeUsed : stepUpMessages.wrongCode;
    }
    return isAuthenticatorCode(code)
      ? { field: "two_factor", action: "step_up" }
      : { field: "recovery_codes", action: "recovery" };
  }

  async function checkEmailCode(session: StepUpSession, code: string): Promise<SecurityEvent | MessageRef> {
    const challenge = await tryStepUpChallenge(db, session.sessionId, "email", new Date(), EMAIL_CODE_TRIES);
    if (!challenge || challenge.secret !== emailCodeHash(session.sessionId, code)) {
      return stepUpMessages.wrongEmailCode;
    }
    return { field: "email_code", action: "step_up" };
  }

  async function checkPasskey(
    session: StepUpSession,
    answer: Extract<StepUpRequest, { passkey: unknown }>["passkey"],
  ): Promise<SecurityEvent | MessageRef> {
    const challenge = await tryStepUpChallenge(db, session.sessionId, "passkey", new Date(), 1);
    const passkey = challenge ? await findUserPasskey(db, session.userId, answer.id) : null;
    if (!challenge || !passkey) return stepUpMessages.passkeyFailed;
    const verification = await verifyAuthenticationResponse({
      // Our schema bounds the shape; the library refuses anything that is not a real assertion.
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.secret,
      expectedOrigin: publicUrl.origin,
      expectedRPID: publicUrl.hostname,
      credential: {
        id: passkey.credentialID,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64")),
        counter: passkey.counter,
        ...(passkey.transports ? { transports: passkey.transports.split(",") as never } : {}),
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return stepUpMessages.passkeyFailed;
    await savePasskeyCounter(db, passkey.id, verification.authenticationInfo.newCounter);
    return { field: "passkey", action: "step_up" };
  }

  return {
    recordEvent: (userId: string, event: SecurityEvent, ipAddress: string | null) =>
      recordSecurityEvent(db, userId, event, ipAddress),

    async stepUpState(session: StepUpSession): Promise<StepUpState> {
      const factors = await factorsOf(session.userId);
      const until = session.stepUpAt
        ? new Date(session.stepUpAt.getTime() + STEP_UP_MINUTES * MINUTE_MS)
        : null;
      return {
        required: session.twoFactorEnabled,
        methods: session.twoFactorEnabled ? methodsOf(factors) : [],
        step_up_until: until && until > new Date() ? until.toISOString() : null,
      };
    },

    /**
     * Confirms it's you again on this session: sensitive actions pass for STEP_UP_MINUTES. A wrong answer counts
     * towards the second factor's lock-out with the sign-in codes (the owner is told when it locks); a locked
     * second factor refuses every answer until the lock ends.
     */
    async stepUp(
      session: StepUpSession,
      answer: StepUpRequest,
      headers: Headers,
      ipAddress: string | null,
    ): Promise<Date> {
      if (!session.twoFactorEnabled) throw validationFailed({}, stepUpMessages.notOn);
      const now = new Date();
      if (await secondFactorLockedUntil(db, session.userId, now)) {
        throw new AppError(429, "RATE_LIMITED", { key: "accounts.server.codesLocked" });
      }
      let outcome: SecurityEvent | MessageRef;
      if ("code" in answer) outcome = await checkCode(answer.code, headers);
      else if ("email_code" in answer) outcome = await checkEmailCode(session, answer.email_code);
      else outcome = await checkPasskey(session, answer.passkey);
      if ("key" in outcome) {
        await recordWrongSecondFactorCode(db, session.userId, now, SECOND_FACTOR_LOCK);
        await noticeSecondFactorLock({ db, mailer, logger }, session.userId, ipAddress);
        const field = "code" in answer ? "code" : "email_code" in answer ? "email_code" : "passkey";
        throw validationFailed({ [field]: [encodeMessageRef(outcome)] }, outcome);
      }
      await resetWrongSecondFactorCodes(db, session.userId);
      await deleteStepUpChallenge(db, session.sessionId);
      await markSteppedUp(db, session.sessionId, now);
      // Whoever holds the factor is the owner: a pending recovery by e-mail is not needed any more.
      await cancelRecoveryRequest(db, session.userId);
      await recordSecurityEvent(db, session.userId, outcome, ipAddress);
      return new Date(now.getTime() + STEP_UP_MINUTES * MINUTE_MS);
    },

    /** Accounts without a password: a 6-digit code by e-mail, in the owner's language. */
    async sendStepUpEmailCode(session: StepUpSession): Promise<string> {
      const factors = await factorsOf(session.userId);
      if (!session.twoFactorEnabled) throw validationFailed({}, stepUpMessages.notOn);
      if (factors.hasPassword) throw validationFailed({}, stepUpMessages.emailNotForThisAccount);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await saveStepUpChallenge(db, {
        sessionId: session.sessionId,
        userId: session.userId,
        method: "email",
        secret: emailCodeHash(session.sessionId, code),
        expiresAt: new Date(Date.now() + EMAIL_CODE_MINUTES * MINUTE_MS),
      });
      const words = emailWords(factors.language);
      const email = stepUpCodeEmail(words, factors.name, code, EMAIL_CODE_MINUTES);
      try {
        await mailer.send({ to: factors.email, ...email });
      } catch (error) {
        logger.error({ err: error }, "step-up e-mail code not sent");
        throw new AppError(503, "SERVICE_UNAVAILABLE", stepUpMessages.emailNotSent);
      }
      return hiddenAddress(factors.email);
    },

    /** WebAuthn's options for one of the account's own passkeys; the challenge is kept with the session. */
    async stepUpPasskeyOptions(session: StepUpSession) {
      const credentials = await listPasskeyCredentials(db, session.userId);
      if (credentials.length === 0) throw validationFailed({}, stepUpMessages.noPasskey);
      const options = await generateAuthenticationOptions({
        rpID: publicUrl.hostname,
        userVerification: "required",
        allowCredentials: credentials.map((credential) => ({
          id: credential.credentialID,
          ...(credential.transports ? { transports: credential.transports.split(",") as never } : {}),
        })),
      });
      await saveStepUpChallenge(db, {
        sessionId: session.sessionId,
        userId: session.userId,
        method: "passkey",
        secret: options.challenge,
        expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MINUTES * MINUTE_MS),
      });
      return options;
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
    /** Every other session ends, and no browser stays trusted to skip the code (this one included). */
    async signOutOthers(userId: string, keepSessionId: string) {
      await withdrawDeviceTrust(db, userId, new Date());
      return deleteOtherSessions(db, userId, keepSessionId);
    },

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

    /** The owner hears of every password change, in case it was not them. */
    async sendPasswordChangedEmail(userId: string) {
      const owner = await findSecurityProfile(db, userId);
      if (!owner) return;
      const words = emailWords(owner.language);
      await mailer.send({ to: owner.email, ...passwordChangedEmail(words, owner.name, new Date()) });
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
