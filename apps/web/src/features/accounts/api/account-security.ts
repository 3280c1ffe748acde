import type { AccountSecuritySettings, SignedInDevice } from "@siteready/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { CurrentSession } from "../../../lib/session/session.ts";

/** Two-factor, passkeys and devices: better-auth's endpoints under /api/auth and ours under /api/accounts. */

type SignedInAnswer = { user: CurrentSession["user"] };

export const enableTwoFactor = (password: string | undefined) =>
  api.request<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", {
    method: "POST",
    body: password ? { password } : {},
  });

export const disableTwoFactor = (password: string | undefined) =>
  api.request<unknown>("/api/auth/two-factor/disable", {
    method: "POST",
    body: password ? { password } : {},
  });

export const newRecoveryCodes = (password: string | undefined) =>
  api.request<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", {
    method: "POST",
    body: password ? { password } : {},
  });

/** Confirms enrolment (signed in) or answers the sign-in challenge (after the password). */
export const verifyAuthenticatorCode = (code: string, trustDevice = false) =>
  api.request<SignedInAnswer>("/api/auth/two-factor/verify-totp", {
    method: "POST",
    body: { code, trustDevice },
  });

export const verifyRecoveryCode = (code: string, trustDevice = false) =>
  api.request<SignedInAnswer>("/api/auth/two-factor/verify-backup-code", {
    method: "POST",
    body: { code, trustDevice },
  });

export const stepUp = (code: string) =>
  api.request<{ step_up_until: string }>("/api/accounts/step-up", { method: "POST", body: { code } });

export const requestTwoFactorRecovery = (email: string) =>
  api.request<{ message: string }>("/api/accounts/two-factor-recovery", { method: "POST", body: { email } });

export const confirmTwoFactorRecovery = (token: string) =>
  api.request<{ turns_off_at: string }>("/api/accounts/two-factor-recovery/confirm", {
    method: "POST",
    body: { token },
  });

// Passkeys ---------------------------------------------------------------------------------------------

export interface Passkey {
  id: string;
  name: string | null;
  createdAt: string;
  deviceType: string;
  backedUp: boolean;
}

export const passkeysQuery = queryOptions({
  queryKey: ["account-security", "passkeys"],
  queryFn: ({ signal }) => api.request<Passkey[]>("/api/auth/passkey/list-user-passkeys", { signal }),
});

// The WebAuthn helper loads with the first passkey action, never with the page.
const webAuthn = () => import("@simplewebauthn/browser");

export async function addPasskey(name: string) {
  const { startRegistration } = await webAuthn();
  const optionsJSON = await api.request<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
    "/api/auth/passkey/generate-register-options",
  );
  const response = await startRegistration({ optionsJSON });
  return api.request<Passkey>("/api/auth/passkey/verify-registration", {
    method: "POST",
    body: { response, name },
  });
}

/**
 * Signs in with a passkey. With `autofill`, waits for the person to pick one from the e-mail box's suggestions
 * (conditional UI) and gives up quietly where the browser cannot offer that.
 */
export async function signInWithPasskey(autofill: boolean, signal?: AbortSignal) {
  // Asked of the browser first, so a page that cannot offer autofill never downloads the helper.
  if (autofill && !(await globalThis.PublicKeyCredential?.isConditionalMediationAvailable?.())) return null;
  const { startAuthentication, browserSupportsWebAuthnAutofill, WebAuthnAbortService } = await webAuthn();
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  signal?.addEventListener("abort", () => WebAuthnAbortService.cancelCeremony());
  const optionsJSON = await api.request<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/api/auth/passkey/generate-authenticate-options",
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return api.request<SignedInAnswer>("/api/auth/passkey/verify-authentication", {
    method: "POST",
    body: { response },
  });
}

export const renamePasskey = (id: string, name: string) =>
  api.request<unknown>("/api/auth/passkey/update-passkey", { method: "POST", body: { id, name } });

export const removePasskey = (id: string) =>
  api.request<unknown>("/api/auth/passkey/delete-passkey", { method: "POST", body: { id } });

// Devices ----------------------------------------------------------------------------------------------

export const devicesQuery = queryOptions({
  queryKey: ["account-security", "devices"],
  queryFn: ({ signal }) => api.request<SignedInDevice[]>("/api/accounts/devices", { signal }),
});

export const signOutDevice = (id: string) =>
  api.request<void>(`/api/accounts/devices/${encodeURIComponent(id)}`, { method: "DELETE" });

export const signOutOtherDevices = () =>
  api.request<{ signed_out: number }>("/api/accounts/devices/sign-out-others", { method: "POST", body: {} });

// The admins' requirement -------------------------------------------------------------------------------

export const adminSecurityQuery = queryOptions({
  queryKey: ["admin", "account-security"],
  queryFn: ({ signal }) => api.request<AccountSecuritySettings>("/api/admin/account-security", { signal }),
});

export const saveAdminSecurity = (settings: AccountSecuritySettings) =>
  api.request<AccountSecuritySettings>("/api/admin/account-security", { method: "PUT", body: settings });
