import { type AccountSecuritySettings, accountsEndpoints, authEndpoints } from "@siteready/domain/accounts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Two-factor, passkeys and devices: better-auth's endpoints under /api/auth and ours under /api/accounts. */

// The WebAuthn helper loads with the first passkey action, never with the page.
const webAuthn = () => import("@simplewebauthn/browser");

export const enableTwoFactor = (password: string | undefined) =>
  callEndpoint(authEndpoints.enableTwoFactor, { body: password ? { password } : {} });

export const disableTwoFactor = (password: string | undefined) =>
  callEndpoint(authEndpoints.disableTwoFactor, { body: password ? { password } : {} });

export const newRecoveryCodes = (password: string | undefined) =>
  callEndpoint(authEndpoints.newRecoveryCodes, { body: password ? { password } : {} });

/** Confirms enrolment (signed in) or answers the sign-in challenge (after the password). */
export const verifyAuthenticatorCode = (code: string, trustDevice = false) =>
  callEndpoint(authEndpoints.verifyAuthenticatorCode, { body: { code, trustDevice } });

export const verifyRecoveryCode = (code: string, trustDevice = false) =>
  callEndpoint(authEndpoints.verifyRecoveryCode, { body: { code, trustDevice } });

export const stepUpState = () => callEndpoint(accountsEndpoints.stepUpState, {});

export const stepUp = (code: string) => callEndpoint(accountsEndpoints.stepUp, { body: { code } });

export const stepUpWithEmailCode = (code: string) =>
  callEndpoint(accountsEndpoints.stepUp, { body: { email_code: code } });

export const sendStepUpEmailCode = () => callEndpoint(accountsEndpoints.sendStepUpEmailCode, { body: {} });

/** Confirms it's you with one of the account's passkeys (the browser's own dialog: fingerprint, face, PIN). */
export async function stepUpWithPasskey() {
  const { startAuthentication } = await webAuthn();
  const options = await callEndpoint(accountsEndpoints.stepUpPasskeyOptions, { body: {} });
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]["optionsJSON"];
  const passkey = await startAuthentication({ optionsJSON });
  return callEndpoint(accountsEndpoints.stepUp, { body: { passkey } });
}

export const changePassword = (currentPassword: string, newPassword: string) =>
  callEndpoint(authEndpoints.changePassword, { body: { currentPassword, newPassword } });

export const requestTwoFactorRecovery = (email: string) =>
  callEndpoint(accountsEndpoints.requestTwoFactorRecovery, { body: { email } });

export const confirmTwoFactorRecovery = (token: string) =>
  callEndpoint(accountsEndpoints.confirmTwoFactorRecovery, { body: { token } });

// Passkeys ---------------------------------------------------------------------------------------------

export const passkeysQuery = queryOptions({
  queryKey: ["account-security", "passkeys"],
  queryFn: ({ signal }) => callEndpoint(authEndpoints.passkeys, {}, { signal }),
});

export async function addPasskey(name: string) {
  const { startRegistration } = await webAuthn();
  const options = await callEndpoint(authEndpoints.passkeyRegistrationOptions, {});
  // better-auth makes WebAuthn's options for this helper; they are handed over as they come.
  const optionsJSON = options as Parameters<typeof startRegistration>[0]["optionsJSON"];
  const response = await startRegistration({ optionsJSON });
  return callEndpoint(authEndpoints.addPasskey, { body: { response, name } });
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
    .then(() => callEndpoint(authEndpoints.passkeySignInOptions, {}));
  optionsAsked = asked;
  const options = await asked;
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]["optionsJSON"];
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return callEndpoint(authEndpoints.signInWithPasskey, { body: { response } });
}

export const renamePasskey = (id: string, name: string) =>
  callEndpoint(authEndpoints.renamePasskey, { body: { id, name } });

export const removePasskey = (id: string) => callEndpoint(authEndpoints.removePasskey, { body: { id } });

// Devices ----------------------------------------------------------------------------------------------

export const devicesQuery = queryOptions({
  queryKey: ["account-security", "devices"],
  queryFn: ({ signal }) => callEndpoint(accountsEndpoints.devices, {}, { signal }),
});

export const signOutDevice = (id: string) =>
  callEndpoint(accountsEndpoints.signOutDevice, { params: { id } });

export const signOutOtherDevices = () => callEndpoint(accountsEndpoints.signOutOtherDevices, { body: {} });

// The admins' requirement -------------------------------------------------------------------------------

export const adminSecurityQuery = queryOptions({
  queryKey: ["admin", "account-security"],
  queryFn: ({ signal }) => callEndpoint(accountsEndpoints.adminSecurity, {}, { signal }),
});

export const saveAdminSecurity = (settings: AccountSecuritySettings) =>
  callEndpoint(accountsEndpoints.saveAdminSecurity, { body: settings });
