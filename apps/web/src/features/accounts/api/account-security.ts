import type { AccountSecuritySettings } from "@siteready/domain/accounts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, frameEndpoints } from "../../../lib/endpoint-client.ts";

/** Two-factor, passkeys and devices: better-auth's endpoints under /api/auth and ours under /api/accounts. */

// The WebAuthn helper loads with the first passkey action, never with the page.
const webAuthn = () => import("@simplewebauthn/browser");

export const enableTwoFactor = async (password: string | undefined) =>
  callEndpoint((await frameEndpoints()).authEndpoints.enableTwoFactor, {
    body: password ? { password } : {},
  });

export const disableTwoFactor = async (password: string | undefined) =>
  callEndpoint((await frameEndpoints()).authEndpoints.disableTwoFactor, {
    body: password ? { password } : {},
  });

export const newRecoveryCodes = async (password: string | undefined) =>
  callEndpoint((await frameEndpoints()).authEndpoints.newRecoveryCodes, {
    body: password ? { password } : {},
  });

/** Confirms enrolment (signed in) or answers the sign-in challenge (after the password). */
export const verifyAuthenticatorCode = async (code: string, trustDevice = false) =>
  callEndpoint((await frameEndpoints()).authEndpoints.verifyAuthenticatorCode, {
    body: { code, trustDevice },
  });

export const verifyRecoveryCode = async (code: string, trustDevice = false) =>
  callEndpoint((await frameEndpoints()).authEndpoints.verifyRecoveryCode, { body: { code, trustDevice } });

export const stepUpState = async () =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.stepUpState, {});

export const stepUp = async (code: string) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.stepUp, { body: { code } });

export const stepUpWithEmailCode = async (code: string) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.stepUp, { body: { email_code: code } });

export const sendStepUpEmailCode = async () =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.sendStepUpEmailCode, { body: {} });

/** Confirms it's you with one of the account's passkeys (the browser's own dialog: fingerprint, face, PIN). */
export async function stepUpWithPasskey() {
  const { startAuthentication } = await webAuthn();
  const options = await callEndpoint((await frameEndpoints()).accountsEndpoints.stepUpPasskeyOptions, {
    body: {},
  });
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]["optionsJSON"];
  const passkey = await startAuthentication({ optionsJSON });
  return callEndpoint((await frameEndpoints()).accountsEndpoints.stepUp, { body: { passkey } });
}

export const changePassword = async (currentPassword: string, newPassword: string) =>
  callEndpoint((await frameEndpoints()).authEndpoints.changePassword, {
    body: { currentPassword, newPassword },
  });

export const requestTwoFactorRecovery = async (email: string) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.requestTwoFactorRecovery, { body: { email } });

export const confirmTwoFactorRecovery = async (token: string) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.confirmTwoFactorRecovery, { body: { token } });

// Passkeys ---------------------------------------------------------------------------------------------

export const passkeysQuery = queryOptions({
  queryKey: ["account-security", "passkeys"],
  queryFn: async ({ signal }) =>
    callEndpoint((await frameEndpoints()).authEndpoints.passkeys, {}, { signal }),
});

export async function addPasskey(name: string) {
  const { startRegistration } = await webAuthn();
  const options = await callEndpoint((await frameEndpoints()).authEndpoints.passkeyRegistrationOptions, {});
  // better-auth makes WebAuthn's options for this helper; they are handed over as they come.
  const optionsJSON = options as Parameters<typeof startRegistration>[0]["optionsJSON"];
  const response = await startRegistration({ optionsJSON });
  return callEndpoint((await frameEndpoints()).authEndpoints.addPasskey, { body: { response, name } });
}

/**
 * The server keeps one sign-in challenge per browser (a cookie), set by each options request: the button's
 * ceremony asks for its options only after the autofill ceremony's request has been answered, so the challenge
 * kept is the one the button's passkey signs. Asked together, the autofill's answer could come second, and the
 * passkey "did not work here".
 */
let optionsAsked: Promise<unknown> = Promise.resolve();

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
  const asked = optionsAsked
    .catch(() => undefined)
    .then(async () => callEndpoint((await frameEndpoints()).authEndpoints.passkeySignInOptions, {}));
  optionsAsked = asked;
  const options = await asked;
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]["optionsJSON"];
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return callEndpoint((await frameEndpoints()).authEndpoints.signInWithPasskey, { body: { response } });
}

export const renamePasskey = async (id: string, name: string) =>
  callEndpoint((await frameEndpoints()).authEndpoints.renamePasskey, { body: { id, name } });

export const removePasskey = async (id: string) =>
  callEndpoint((await frameEndpoints()).authEndpoints.removePasskey, { body: { id } });

// Devices ----------------------------------------------------------------------------------------------

export const devicesQuery = queryOptions({
  queryKey: ["account-security", "devices"],
  queryFn: async ({ signal }) =>
    callEndpoint((await frameEndpoints()).accountsEndpoints.devices, {}, { signal }),
});

export const signOutDevice = async (id: string) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.signOutDevice, { params: { id } });

export const signOutOtherDevices = async () =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.signOutOtherDevices, { body: {} });

// The admins' requirement -------------------------------------------------------------------------------

export const adminSecurityQuery = queryOptions({
  queryKey: ["admin", "account-security"],
  queryFn: async ({ signal }) =>
    callEndpoint((await frameEndpoints()).accountsEndpoints.adminSecurity, {}, { signal }),
});

export const saveAdminSecurity = async (settings: AccountSecuritySettings) =>
  callEndpoint((await frameEndpoints()).accountsEndpoints.saveAdminSecurity, { body: settings });
