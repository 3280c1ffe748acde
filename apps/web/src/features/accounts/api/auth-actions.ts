import type {
  SignInProvider,
  SignInRequest,
  signUpRequestSchema,
  TermsAgreement,
  TermsAgreementAnswer,
} from "@siteready/domain";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import type { CurrentSession } from "../../../lib/session/session.ts";

export const signUpWithEmail = (input: z.input<typeof signUpRequestSchema>) =>
  api.request<{ user: CurrentSession["user"] }>("/api/auth/sign-up/email", { method: "POST", body: input });

/** Signed in, or (two-factor on, device not trusted) asked for a code next. */
export const signInWithEmail = (input: SignInRequest) =>
  api.request<{ user: CurrentSession["user"] } | { twoFactorRedirect: true }>("/api/auth/sign-in/email", {
    method: "POST",
    body: { ...input, rememberMe: true },
  });

export const requestPasswordReset = (email: string) =>
  api.request<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: "/reset-password" },
  });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.request<unknown>("/api/auth/reset-password", { method: "POST", body: input });

export const fetchSignInProviders = () => api.request<SignInProvider[]>("/api/accounts/providers");

/** Starts an OpenID Connect sign-in; the provider sends the user back through /auth/callback. */
export async function startProviderSignIn(providerId: string, returnTo: string) {
  const callback = `/auth/callback?from=${encodeURIComponent(returnTo)}`;
  const result = await api.request<{ url: string; redirect: boolean }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider: providerId, callbackURL: callback, errorCallbackURL: "/login?error=oauth_failed" },
  });
  window.location.assign(result.url);
}

/** Agrees to the current terms of use and privacy notice for the signed-in account. */
export const agreeToTerms = (input: TermsAgreement) =>
  api.request<TermsAgreementAnswer>("/api/accounts/terms", { method: "POST", body: input });
