import { z } from "zod";
import { subscriptionTiers } from "../features/feature-access.ts";
import { userTypes } from "../features/features.ts";
import { languages } from "../i18n/languages.ts";

/**
 * What GET /api/auth/get-session answers for a signed-in user (better-auth's session with SiteReady's extra user
 * fields), or null when signed out. The route is better-auth's, behind the auth proxy, so no Fastify schema
 * checks it: the accounts tests parse the real answer with this schema and the web reads its type.
 */
const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  /** The stored user type ('user', 'beta' or 'admin'); the web turns it into a role with `roleOfUserType`. */
  role: z.enum(userTypes),
  subscriptionTier: z.enum(subscriptionTiers),
  onboardingCompleted: z.boolean(),
  /** The terms agreed to (their version); the app asks again when this is not the current one. */
  termsAcceptedVersion: z.string().nullable(),
  /** Two-factor authentication is on: sensitive actions ask for a code again (step-up). */
  twoFactorEnabled: z.boolean(),
  /** The language chosen for SiteReady's words and e-mails; null until one is saved (issue #38). */
  language: z.enum(languages).nullable(),
});
export type SessionUserAnswer = z.infer<typeof sessionUserSchema>;

export const currentSessionSchema = z.object({
  session: z.object({ expiresAt: z.string() }),
  user: sessionUserSchema,
});
export type CurrentSessionAnswer = z.infer<typeof currentSessionSchema>;

/** GET /api/accounts/providers: the OpenID Connect providers a person can sign in with. */
export const signInProviderSchema = z.object({ id: z.string(), displayName: z.string() });
