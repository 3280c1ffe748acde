import {
  accountsEndpoints,
  authEndpoints,
  type SignInRequest,
  type signUpRequestSchema,
  type TermsAgreement,
} from "@siteready/domain/accounts";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const signUpWithEmail = (input: z.input<typeof signUpRequestSchema>) =>
  callEndpoint(authEndpoints.signUp, { body: input });

/** Signed in, or (two-factor on, device not trusted) asked for a code next. */
export const signInWithEmail = (input: SignInRequest) =>
  callEndpoint(authEndpoints.signIn, { body: { ...input, rememberMe: true } });

export const requestPasswordReset = (email: string) =>
  callEndpoint(authEndpoints.requestPasswordReset, { body: { email, redirectTo: "/reset-password" } });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  callEndpoint(authEndpoints.resetPassword, { body: input });

export const fetchSignInProviders = () => callEndpoint(accountsEndpoints.providers, {});

/** Starts an OpenID Connect sign-in; the provider sends the user back through /auth/callback. */
export async function startProviderSignIn(providerId: string, returnTo: string) {
  const callback = `/auth/callback?from=${encodeURIComponent(returnTo)}`;
  const result = await callEndpoint(authEndpoints.signInWithProvider, {
    body: { provider: providerId, callbackURL: callback, errorCallbackURL: "/login?error=oauth_failed" },
  });
  window.location.assign(result.url);
}

/** Agrees to the current terms of use and privacy notice for the signed-in account. */
export const agreeToTerms = (input: TermsAgreement) =>
  callEndpoint(accountsEndpoints.agreeToTerms, { body: input });
