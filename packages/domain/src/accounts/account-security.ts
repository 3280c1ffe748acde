import { z } from "zod";
import { encoded } from "../fields/fields.ts";

/** Two-factor, step-up, passkeys and signed-in devices (issue 37; decision 0021). */

/** What a wrong-shaped authenticator or recovery code is told, as a field error by key (issue 49). */
export const secondFactorCodeError = encoded("validation.secondFactorCode");

export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The characters of a recovery code: capitals and digits that cannot be taken for one another on paper or on a
 * screen (none of 0/O/D/Q, 1/I/L/J, 2/Z, 5/S, 6/G, 8/B, U/V).
 */
export const RECOVERY_CODE_ALPHABET = "ACEFHKMNPRTWXY3479";
export const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as it is kept and compared: capitals, its two halves joined by a dash (ACEFH-KMNPR). */
export function canonicalRecoveryCode(code: string): string {
  const plain = code.replace(/[\s-]+/g, "").toUpperCase();
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${plain.slice(0, half)}-${plain.slice(half)}`;
}

/**
 * A 6-digit authenticator code, or a recovery code as printed or typed: in either case, with or without its
 * dash and spaces. Codes made before issue 47 mixed small and capital letters; they are compared in capitals
 * too (auth.ts keeps every stored code that way).
 */
export const secondFactorCodeSchema = z
  .string(secondFactorCodeError)
  .transform((value) => value.replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{10})$/, secondFactorCodeError))
  .transform((value) => (isAuthenticatorCode(value) ? value : canonicalRecoveryCode(value)));

/** A WebAuthn answer as @simplewebauthn/browser hands it over (base64url strings, bounded). */
export const webAuthnCredentialSchema = z.object({
  id: z.string().max(1400),
  rawId: z.string().max(1400),
  type: z.literal("public-key"),
  response: z.record(
    z.string().max(40),
    z.union([z.string().max(65_536), z.number(), z.array(z.string().max(20)).max(10)]),
  ),
  clientExtensionResults: z.record(z.string().max(40), z.unknown()).optional(),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).nullable().optional(),
});

const base64url = z.string().max(65_536);

/** A passkey's answer to a sign-in or step-up challenge (navigator.credentials.get, as @simplewebauthn/browser gives it). */
const webAuthnAssertionSchema = z.object({
  id: z.string().max(1400),
  rawId: z.string().max(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  // Extensions are not used: whatever the browser reports is dropped.
  clientExtensionResults: z.unknown().transform(() => ({})),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

const emailCodeMessage = "Enter the 6-digit code from the e-mail we sent you.";

/**
 * The ways to confirm it's you again (decision 0027): the authenticator app or a recovery code, a passkey, or,
 * for an account with no password (made through an OpenID provider), a code sent by e-mail.
 */
export const stepUpMethods = ["authenticator", "passkey", "email"] as const;
export type StepUpMethod = (typeof stepUpMethods)[number];

export const stepUpRequestSchema = z.union([
  z.object({ code: secondFactorCodeSchema }),
  z.object({
    email_code: z
      .string(emailCodeMessage)
      .trim()
      .regex(/^\d{6}$/, emailCodeMessage),
  }),
  z.object({ passkey: webAuthnAssertionSchema }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** What the step-up dialog offers, and whether this session needs it now. */
export const stepUpStateSchema = z.object({
  /** False for an account without two-factor: nothing to confirm. */
  required: z.boolean(),
  methods: z.array(z.enum(stepUpMethods)),
  step_up_until: z.iso.datetime({ offset: true }).nullable(),
});
export type StepUpState = z.infer<typeof stepUpStateSchema>;

/** How long a step-up lets sensitive actions through before the code is asked again. */
export const STEP_UP_MINUTES = 10;

/** A TOTP code is accepted once (RFC 6238 §5.2): the same code again within its window is refused. */
export const codeAlreadyUsedMessage =
  "That code has been used already. Wait for the next code in your authenticator app and enter that one.";

/** The second factor is locked after 10 wrong codes in a row, whichever form asked for them. */
export const secondFactorLockedMessage =
  "Too many wrong codes for this account. Wait 15 minutes and try again, or use one of your recovery codes later.";

export const stepUpResultSchema = z.object({ step_up_until: z.iso.datetime({ offset: true }) });

/**
 * A signed-in browser or app: what its user agent says, never the raw string or the IP address. Browser and
 * system are names ("Chrome 131", "Android 14") that read the same in every language, or null when the user agent
 * does not say (the reader's own words for "Unknown browser").
 */
export const signedInDeviceSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  signed_in_at: z.iso.datetime({ offset: true }),
  last_active_at: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const passkeyNameSchema = z
  .string(encoded("validation.passkeyName"))
  .trim()
  .min(1, encoded("validation.passkeyName"))
  .max(60, encoded("validation.passkeyNameLength"));

export const accountSecuritySettingsSchema = z.object({ require_admin_two_factor: z.boolean() });
export type AccountSecuritySettings = z.infer<typeof accountSecuritySettingsSchema>;

/** A passkey as better-auth lists it (its own endpoint, GET /api/auth/passkey/list-user-passkeys). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
