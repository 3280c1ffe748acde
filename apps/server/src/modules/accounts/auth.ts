import { passkey } from "@better-auth/passkey";
import { AUTH_PATH_PREFIX, isLoopbackHost } from "@siteready/domain/accounts";
import { accountSuspendedRef } from "@siteready/domain/admin";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@siteready/domain/fields";
import { encodeMessageRef, languageInCookies } from "@siteready/domain/i18n";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, genericOAuth, openAPI, twoFactor } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../../db/schema/accounts.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { safeLogDetails } from "../../lib/logger.ts";
import { deleteResetTokens, promoteIfAdminEmail } from "./accounts.repository.ts";
import { recoveryCodeOptions } from "./recovery-codes.ts";
import { secondFactorGuards } from "./second-factor-guards.ts";
import { resetPasswordEmail } from "./security-mail.ts";
import { withHashedSessionTokens } from "./session-token-hashing.ts";

const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A browser trusted at a second-factor check is not asked again for this long. */
const TRUSTED_DEVICE_SECONDS = 30 * 24 * 60 * 60;

/** Endpoints people guess passwords or spam e-mail through: our own tighter limits replace better-auth's. */
export const sensitiveAuthPaths = ["/sign-in/email", "/sign-up/email", "/request-password-reset"] as const;

/**
 * Origins allowed to make credentialed requests and to be redirected to after sign-in (§5): this app's own
 * origin, its subdomains (on the same port), any configured extras, and localhost only while the app itself
 * runs on localhost (development).
 */
function trustedOriginsFor(config: Config): string[] {
  const publicUrl = new URL(config.publicUrl);
  const loopback = isLoopbackHost(publicUrl.hostname)
    ? ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*"]
    : [];
  return [
    publicUrl.origin,
    `${publicUrl.protocol}//*.${publicUrl.host}`,
    ...loopback,
    ...config.trustedOrigins,
  ];
}

/** How passwords are hashed and checked: better-auth's own scrypt unless given (AppDependencies). */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
}

/** better-auth on our database: e-mail and password, OpenID Connect providers, admin roles. */
export function createAuth({
  config,
  db,
  mailer,
  logger,
  passwordHashing,
}: {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  passwordHashing?: PasswordHashing | undefined;
}) {
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());

  return betterAuth({
    appName: "SiteReady",
    // better-auth's own messages go to our pino logger, not to the console; what it attaches (a failed
    // session lookup carries the raw token as a query parameter) is cleaned first.
    logger: {
      log: (level, message, ...details) =>
        logger[level]({ details: safeLogDetails(details) }, `better-auth: ${message}`),
    },
    // A failed OAuth sign-in (a state that does not match, say) lands on our own login page, which says
    // what happened in words, never on the library's error page.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    // Reset tokens and OAuth state are looked up by a hash: a copy of the database cannot use them.
    verification: { storeIdentifier: "hashed" },
    baseURL: config.publicUrl,
    basePath: AUTH_PATH_PREFIX.slice(0, -1),
    secret: config.authSecret,
    trustedOrigins: trustedOriginsFor(config),
    // Session tokens are stored as hashes (session-token-hashing.ts); the cookie keeps the raw token.
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: rateLimits,
          twoFactor: twoFactors,
          passkey: passkeys,
        },
      }),
    ),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "siteready",
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // Sliding sessions: a day of use extends the session, so people on site are not signed out mid-week.
      updateAge: 24 * 60 * 60,
      additionalFields: {
        stepUpAt: { type: "date", required: false, input: false },
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        subscriptionTier: { type: "string", required: false, defaultValue: "free", input: false },
        onboardingCompleted: { type: "boolean", required: false, defaultValue: false, input: false },
        // Set only through our sign-up route, which puts in the version the worker agreed to.
        termsAcceptedVersion: { type: "string", required: false, input: true },
        termsAcceptedAt: { type: "date", required: false, input: false },
        // Chosen in the app (PUT /api/account/language), never at sign-up.
        language: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      // Only the newest reset link works: asking again cancels every earlier link.
      async sendResetPassword({ user, url, token }, request) {
        await deleteResetTokens(db, user.id, { except: `reset-password:${token}` });
        // The account's language; an account that has chosen none gets the asking device's.
        const words = emailWords(
          "language" in user && typeof user.language === "string" ? user.language : null,
          {
            cookieLanguage: languageInCookies(request?.headers.get("cookie") ?? undefined),
            acceptLanguage: request?.headers.get("accept-language"),
          },
        );
        await mailer.send({ to: user.email, ...resetPasswordEmail(words, user.name, url) });
      },
      // Using a link cancels every other link still out there (better-auth ends the other sessions).
      async onPasswordReset({ user }) {
        await deleteResetTokens(db, user.id);
      },
    },
    account: {
      // A provider's sign-in joins the account with the same e-mail only when the provider says it verified that
      // e-mail (no provider is "trusted" without it: some let anyone type any address, ASVS V6.8.1).
      accountLinking: { enabled: true },
    },
    // Limits per IP for every auth endpoint; sign-in, sign-up and reset get tighter limits per IP and per
    // e-mail in accounts.routes.ts. Counters live in the database so every instance sees them.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      // Everything else: generous, scaled with the configured per-IP limit (a crew shares one router).
      max: Math.max(100, config.authRateLimitPerIp * 10),
      customRules: {
        ...Object.fromEntries(sensitiveAuthPaths.map((path) => [path, false as const])),
        // Second-factor codes per IP: as generous as sign-in (a crew shares one router); each sign-in
        // attempt allows five codes and ten wrong in a row lock the account's second factor (twoFactor above).
        "/two-factor/*": { window: 60, max: config.authRateLimitPerIp },
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const agreed = typeof user.termsAcceptedVersion === "string";
            return {
              data: {
                ...user,
                role: isAdminEmail(user.email) ? "admin" : "user",
                // The server's clock, not the browser's, says when the terms were agreed to.
                termsAcceptedAt: agreed ? new Date() : null,
              },
            };
          },
        },
      },
      session: {
        create: {
          // Someone added to ADMIN_EMAILS after signing up becomes an admin at their next sign-in.
          async after(session) {
            await promoteIfAdminEmail(db, session.userId, config.adminEmails);
          },
        },
      },
    },
    plugins: [
      // Authenticator-app codes (TOTP) and 10 single-use recovery codes, both stored encrypted under
      // AUTH_SECRET. A browser where the code was given with "trust this device" is not asked again for 30
      // days. Five wrong codes end a sign-in attempt; ten in a row lock the second factor for 15 minutes.
      twoFactor({
        issuer: "SiteReady",
        // Accounts made through an OpenID provider have no password to confirm enrolment with.
        allowPasswordless: true,
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        backupCodeOptions: recoveryCodeOptions(config.authSecret),
      }),
      // Codes used once, the owner told of a lock, trust withdrawn at sign-out, a passkey held elsewhere refused.
      secondFactorGuards({ db, mailer, logger, serverSecret: config.authSecret }),
      // Passkeys (WebAuthn) for this app's own origin; several per account, signing in without a password.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: "SiteReady",
        origin: new URL(config.publicUrl).origin,
      }),
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        // Signing in to a suspended account says why, in the same words as the refused request: by key, which
        // accounts.routes.ts reads back and words in the person's language.
        bannedUserMessage: (user) => encodeMessageRef(accountSuspendedRef(String(user.banReason ?? ""))),
      }),
      genericOAuth({
        config: config.oidcProviders.map((provider) => ({
          providerId: provider.id,
          name: provider.displayName,
          discoveryUrl: `${provider.issuerUrl.replace(/\/$/, "")}/.well-known/openid-configuration`,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          mapProfileToUser: (profile) => {
            const firstName = String(profile.given_name ?? profile.name ?? "").split(" ")[0] ?? "";
            const lastName = String(profile.family_name ?? "");
            return { firstName, lastName };
          },
        })),
      }),
      // Describes the sign-in API for our OpenAPI document (auth.api.generateOpenAPISchema, lib/openapi-document.ts);
      // its own reference page, which loads a script from a CDN, stays off.
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
