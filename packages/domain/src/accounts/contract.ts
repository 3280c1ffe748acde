import { z } from "zod";
import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { encoded, PASSWORD_MAX_LENGTH } from "../fields/fields.ts";
import {
  accountSecuritySettingsSchema,
  passkeyNameSchema,
  passkeySchema,
  STEP_UP_MINUTES,
  signedInDeviceSchema,
  stepUpRequestSchema,
  stepUpResultSchema,
  stepUpStateSchema,
} from "./account-security.ts";
import {
  passwordResetRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  termsAgreementAnswerSchema,
  termsAgreementSchema,
} from "./registration.ts";
import { currentSessionSchema, signInProviderSchema } from "./session-schemas.ts";

/** A lost second factor: once the owner confirms the e-mailed link, two-factor goes off after this wait. */
export const RECOVERY_WAIT_HOURS = 72;

const tags = ["accounts"] as const;
const securityTags = ["account security"] as const;
const signedIn = { level: "signed-in" } as const;

/**
 * The accounts module's own endpoints (apps/server/src/modules/accounts): the sign-in providers, agreeing to
 * the terms, step-up, signed-in devices, recovery of a lost second factor by e-mail and the admins' two-factor
 * requirement (decision 0021). better-auth's endpoints are `authEndpoints` below.
 */
export const accountsEndpoints = {
  providers: {
    method: "GET",
    path: "/api/accounts/providers",
    summary: "The sign-in providers configured on this server, for the sign-in buttons",
    tags,
    access: { level: "public" },
    response: z.array(signInProviderSchema),
  },
  agreeToTerms: {
    method: "POST",
    path: "/api/accounts/terms",
    summary:
      "Agree to the current terms of use and privacy notice (accounts made through an OpenID provider, or after the terms change)",
    tags,
    access: signedIn,
    body: termsAgreementSchema,
    response: termsAgreementAnswerSchema,
  },
  stepUpState: {
    method: "GET",
    path: "/api/accounts/step-up",
    summary: "Whether this session must confirm it's you before sensitive actions, and the ways it can",
    tags: securityTags,
    access: signedIn,
    response: stepUpStateSchema,
  },
  stepUp: {
    method: "POST",
    path: "/api/accounts/step-up",
    summary: `Confirm it's you again (authenticator or recovery code, passkey, or e-mailed code): sensitive actions pass for ${STEP_UP_MINUTES} minutes`,
    description:
      "Wrong codes count towards the account's lock-out with the sign-in codes (10 in a row lock it for 15 minutes); " +
      "an authenticator code already used is refused.",
    tags: securityTags,
    access: signedIn,
    body: stepUpRequestSchema,
    response: stepUpResultSchema,
  },
  sendStepUpEmailCode: {
    method: "POST",
    path: "/api/accounts/step-up/email-code",
    summary: "Accounts without a password: e-mail a 6-digit code to confirm it's you (valid 10 minutes)",
    tags: securityTags,
    access: signedIn,
    body: z.object({}),
    response: z.object({ sent_to: z.string().describe("the address, partly hidden") }),
    status: 202,
  },
  stepUpPasskeyOptions: {
    method: "POST",
    path: "/api/accounts/step-up/passkey-options",
    summary: "WebAuthn's options to confirm it's you with one of your passkeys",
    tags: securityTags,
    access: signedIn,
    body: z.object({}),
    response: z.unknown(),
  },
  devices: {
    method: "GET",
    path: "/api/accounts/devices",
    summary: "Your signed-in devices: browser and system from the user agent, when signed in and last active",
    description: "Last active is when the session was last renewed (at most a day behind).",
    tags: securityTags,
    access: signedIn,
    response: z.array(signedInDeviceSchema),
  },
  signOutDevice: {
    method: "DELETE",
    path: "/api/accounts/devices/:id",
    summary: "Sign one device out (every server instance stops accepting it at once)",
    tags: securityTags,
    access: signedIn,
    params: z.object({ id: z.uuid(encoded("validation.deviceId")) }),
  },
  signOutOtherDevices: {
    method: "POST",
    path: "/api/accounts/devices/sign-out-others",
    summary: "Sign out every device but this one",
    tags: securityTags,
    access: signedIn,
    body: z.object({}),
    response: z.object({ signed_out: z.number().int() }),
  },
  requestTwoFactorRecovery: {
    method: "POST",
    path: "/api/accounts/two-factor-recovery",
    summary: `Lost the authenticator and the recovery codes: e-mails a link; confirmed, two-factor goes off after ${RECOVERY_WAIT_HOURS} hours`,
    tags: securityTags,
    access: { level: "public" },
    body: passwordResetRequestSchema,
    response: z.object({ message: z.string() }),
    status: 202,
  },
  confirmTwoFactorRecovery: {
    method: "POST",
    path: "/api/accounts/two-factor-recovery/confirm",
    summary: "Confirm a recovery request from the e-mail link; answers when two-factor will go off",
    tags: securityTags,
    access: { level: "token", proof: "the recovery link's token in the body" },
    body: z.object({
      token: z.string().regex(/^[\w-]{20,100}$/, encoded("validation.linkExpired")),
    }),
    response: z.object({ turns_off_at: z.iso.datetime({ offset: true }) }),
  },
  adminSecurity: {
    method: "GET",
    path: "/api/admin/account-security",
    summary: "Whether admins must use two-factor",
    tags: ["admin"],
    access: { level: "admin" },
    response: accountSecuritySettingsSchema,
  },
  saveAdminSecurity: {
    method: "PUT",
    path: "/api/admin/account-security",
    summary: "Require two-factor of every admin (the admin pages answer 403 TWO_FACTOR_REQUIRED without it)",
    tags: ["admin"],
    access: { level: "admin" },
    body: accountSecuritySettingsSchema,
    response: accountSecuritySettingsSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** Anyone may call them: better-auth answers 401 itself where a session is needed. */
const byBetterAuth = { tags: ["auth"], access: { level: "public" } } as const;
/**
 * Changes to how the account is protected: the auth proxy asks an account with two-factor to confirm it's you
 * first (403 STEP_UP_REQUIRED), as for revealing bank details (decision 0027).
 */
const guardedByBetterAuth = { tags: ["auth"], access: { level: "signed-in", stepUp: true } } as const;
const redirectTarget = z.string().max(2048).optional();
const confirmWithPassword = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() });
const codeWithTrust = z.object({ code: z.string(), trustDevice: z.boolean().optional() });
/** Who is signed in now (better-auth answers more of the user; the app reads the session afresh). */
const signedInAnswer = z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) });
/** What better-auth answers where the app only needs the success (its own small objects). */
const done = z.unknown();
/** WebAuthn's options as better-auth makes them, handed to the browser's WebAuthn helper as they are. */
const webAuthnOptions = z.unknown();

/**
 * better-auth's endpoints the app exposes (decision 0024), and the only ones: the server's auth proxy forwards
 * these and answers 404 to any other, checking each body with the declared schema or a stricter one of its own;
 * `route-access.test.ts` checks that the proxy answers each. The answers are better-auth's, described as far
 * as the app reads them.
 */
export const authEndpoints = {
  session: {
    method: "GET",
    path: "/api/auth/get-session",
    summary: "The signed-in user and session, or null",
    ...byBetterAuth,
    response: currentSessionSchema.nullable(),
  },
  signOut: {
    method: "POST",
    path: "/api/auth/sign-out",
    summary: "Sign out this browser",
    ...byBetterAuth,
    body: z.object({}),
    response: done,
  },
  signUp: {
    method: "POST",
    path: "/api/auth/sign-up/email",
    summary: "Create an account with e-mail and password (signs in)",
    ...byBetterAuth,
    body: signUpRequestSchema,
    response: signedInAnswer,
  },
  signIn: {
    method: "POST",
    path: "/api/auth/sign-in/email",
    summary: "Sign in, or (two-factor on, device not trusted) be asked for a code next",
    ...byBetterAuth,
    body: signInRequestSchema.extend({ rememberMe: z.boolean().optional() }),
    response: z.union([signedInAnswer, z.object({ twoFactorRedirect: z.literal(true) })]),
  },
  signInWithProvider: {
    method: "POST",
    path: "/api/auth/sign-in/social",
    summary: "Start an OpenID Connect sign-in: the provider's URL to go to",
    ...byBetterAuth,
    body: z.object({ provider: z.string(), callbackURL: redirectTarget, errorCallbackURL: redirectTarget }),
    response: z.object({ url: z.string(), redirect: z.boolean() }),
  },
  requestPasswordReset: {
    method: "POST",
    path: "/api/auth/request-password-reset",
    summary: "E-mail a password reset link (the same answer whether the account exists or not)",
    ...byBetterAuth,
    body: passwordResetRequestSchema.extend({ redirectTo: redirectTarget }),
    response: done,
  },
  changePassword: {
    method: "POST",
    path: "/api/auth/change-password",
    summary: "Change your password (the current one, then the new one); other devices are signed out",
    ...guardedByBetterAuth,
    body: z.object({
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
      newPassword: z.string().max(PASSWORD_MAX_LENGTH),
      revokeOtherSessions: z.boolean().optional(),
    }),
    response: done,
  },
  resetPassword: {
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Choose a new password with the reset link's token",
    ...byBetterAuth,
    body: z.object({ token: z.string(), newPassword: z.string() }),
    response: done,
  },
  enableTwoFactor: {
    method: "POST",
    path: "/api/auth/two-factor/enable",
    summary: "Start two-factor enrolment: the authenticator's URI and recovery codes",
    ...byBetterAuth,
    body: confirmWithPassword,
    response: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  },
  disableTwoFactor: {
    method: "POST",
    path: "/api/auth/two-factor/disable",
    summary: "Turn two-factor off",
    ...guardedByBetterAuth,
    body: confirmWithPassword,
    response: done,
  },
  newRecoveryCodes: {
    method: "POST",
    path: "/api/auth/two-factor/generate-backup-codes",
    summary: "New recovery codes (the old ones stop working)",
    ...guardedByBetterAuth,
    body: confirmWithPassword,
    response: z.object({ backupCodes: z.array(z.string()) }),
  },
  verifyAuthenticatorCode: {
    method: "POST",
    path: "/api/auth/two-factor/verify-totp",
    summary: "Confirm enrolment (signed in) or answer the sign-in challenge with an authenticator code",
    ...byBetterAuth,
    body: codeWithTrust,
    response: signedInAnswer,
  },
  verifyRecoveryCode: {
    method: "POST",
    path: "/api/auth/two-factor/verify-backup-code",
    summary: "Answer the sign-in challenge with a recovery code",
    ...byBetterAuth,
    body: codeWithTrust,
    response: signedInAnswer,
  },
  passkeys: {
    method: "GET",
    path: "/api/auth/passkey/list-user-passkeys",
    summary: "My passkeys",
    ...byBetterAuth,
    response: z.array(passkeySchema),
  },
  passkeyRegistrationOptions: {
    method: "GET",
    path: "/api/auth/passkey/generate-register-options",
    summary: "WebAuthn's options for adding a passkey",
    ...guardedByBetterAuth,
    response: webAuthnOptions,
  },
  addPasskey: {
    method: "POST",
    path: "/api/auth/passkey/verify-registration",
    summary: "Add the passkey the browser made",
    ...guardedByBetterAuth,
    body: z.object({ response: z.unknown(), name: passkeyNameSchema.optional() }),
    response: passkeySchema,
  },
  passkeySignInOptions: {
    method: "GET",
    path: "/api/auth/passkey/generate-authenticate-options",
    summary: "WebAuthn's options for signing in with a passkey",
    ...byBetterAuth,
    response: webAuthnOptions,
  },
  signInWithPasskey: {
    method: "POST",
    path: "/api/auth/passkey/verify-authentication",
    summary: "Sign in with the passkey the browser answered with",
    ...byBetterAuth,
    body: z.object({ response: z.unknown() }),
    response: signedInAnswer,
  },
  renamePasskey: {
    method: "POST",
    path: "/api/auth/passkey/update-passkey",
    summary: "Rename a passkey",
    ...byBetterAuth,
    body: z.object({ id: z.string(), name: z.string() }),
    response: done,
  },
  removePasskey: {
    method: "POST",
    path: "/api/auth/passkey/delete-passkey",
    summary: "Remove a passkey",
    ...guardedByBetterAuth,
    body: z.object({ id: z.string() }),
    response: done,
  },
  sessions: {
    method: "GET",
    path: "/api/auth/list-sessions",
    summary: "The signed-in user's sessions",
    ...byBetterAuth,
    response: done,
  },
  setRole: {
    method: "POST",
    path: "/api/auth/admin/set-role",
    summary:
      "Make a user an admin, or a user again (better-auth's admin plugin checks the caller is an admin)",
    ...byBetterAuth,
    body: z.object({ userId: z.string(), role: z.enum(["user", "admin"]) }),
    response: done,
  },
} as const satisfies Record<string, Endpoint>;

/** better-auth's pages the browser is sent to: the e-mailed reset link, and the sign-in providers' returns. */
export const authPlainRoutes = {
  resetPasswordLink: { method: "GET", path: "/api/auth/reset-password/:token", kind: "page" },
  providerCallback: { method: "GET", path: "/api/auth/callback/:providerId", kind: "page" },
  oauth2Callback: { method: "GET", path: "/api/auth/oauth2/callback/:providerId", kind: "page" },
} as const satisfies Record<string, PlainRoute>;
