import type { SignInRequest, signUpRequestSchema, TermsAgreement } from "@siteready/domain/accounts";
import type { z } from "zod";
import { callEndpoint, frameEndpoints } from "../../../lib/endpoint-client.ts";

export const signUpWithEmail = async (input: z.input<typeof signUpRequestSchema>) =>
  callEndpoint((await frameEndpoints()).authEndpoints.signUp, { body: input });

/** Signed in, or (two-factor on, device not trusted) asked for a code next. */
export const signInWithEmail = async (input: SignInRequest) =>
  callEndpoint((await frameEndpoints()).authEndpoints.signIn, { body: { ...input, rememberMe: true } });

export const requestPasswordReset = async (email: string) =>
  callEndpoint((await frameEndpoints()).authEndpoints.requestPasswordReset, {
    body: { email, redirectTo: "/reset-password" },
  });

export const resetPassword = async (input: { token: string; newPassword: string }) =>
  callEndpoint((await frameEndpoints()).authEndpoints.resetPassword, { body: input });

export const fetchSignInProviders = async () =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.providers, {});

/** Starts an OpenID Connect sign-in; the provider sends the user back through /auth/callback. */
export async function startProviderSignIn(providerId: string, returnTo: string) {
  const callback = `/auth/callback?from=${encodeURIComponent(returnTo)}`;
  const result = await callEndpoint((await frameEndpoints()).authEndpoints.signInWithProvider, {
    body: { provider: providerId, callbackURL: callback, errorCallbackURL: "/login?error=oauth_failed" },
  });
  window.location.assign(result.url);
}

/** Agrees to the current terms of use and privacy notice for the signed-in account. */
export const agreeToTerms = async (input: TermsAgreement) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.agreeToTerms, { body: input });
