import { z } from "zod";

/** Two-factor, step-up, passkeys and signed-in devices (issue 37; decision 0021). */

export const secondFactorCodeMessage =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";

/** A 6-digit authenticator code, or a recovery code as printed (ABCDE-12345; the dash may be left out). */
export const secondFactorCodeSchema = z
  .string(secondFactorCodeMessage)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, secondFactorCodeMessage))
  .transform((value) => (/^[A-Za-z0-9]{10}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value));

export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

export const stepUpRequestSchema = z.object({ code: secondFactorCodeSchema });

/** How long a step-up lets sensitive actions through before the code is asked again. */
export const STEP_UP_MINUTES = 10;

export const stepUpRequiredMessage =
  "For your safety, confirm it's you: enter a code from your authenticator app, then try again.";

export const twoFactorRequiredMessage =
  "Admins must turn on two-factor authentication first. Set it up under Account security.";

export const stepUpResultSchema = z.object({ step_up_until: z.iso.datetime({ offset: true }) });

/** A signed-in browser or app: what its user agent says, never the raw string or the IP address. */
export const signedInDeviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  signed_in_at: z.iso.datetime({ offset: true }),
  last_active_at: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const passkeyNameSchema = z
  .string("Give the passkey a name")
  .trim()
  .min(1, "Give the passkey a name")
  .max(60, "Passkey names are at most 60 characters");

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
