/**
 * What the browser keeps about the signed-in user (§3, §4): display data only — the session itself is an
 * httpOnly cookie scripts cannot read. Another tab watching these keys follows sign-in and sign-out.
 */
export const authStorageKeys = {
  user: "siteready.user",
  session: "siteready.session",
  profile: "siteready.profile",
  temporaryToken: "siteready.tempToken",
} as const;

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  avatar_url: string | null;
  onboarding_completed: boolean;
  provider: "email" | "oauth";
}

/** Set when a sign-out could not reach the server; survives the page load that follows (§2). */
const PENDING_SIGN_OUT_KEY = "siteready.pendingSignOut";

export function markSignOutPending() {
  try {
    localStorage.setItem(PENDING_SIGN_OUT_KEY, "1");
  } catch {
    // Blocked storage: the next page load asks the server, which still holds the session.
  }
}

export function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_SIGN_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearPendingSignOut() {
  try {
    localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Nothing to undo.
  }
}

export function storeSignedInUser(user: StoredUser, session: { expiresAt: string }) {
  localStorage.setItem(authStorageKeys.user, JSON.stringify(user));
  localStorage.setItem(
    authStorageKeys.session,
    JSON.stringify({ expires_at: Math.floor(Date.parse(session.expiresAt) / 1000) }),
  );
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(authStorageKeys.user);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Clears stored user, session, profile, temporary token (§4). */
export function clearAuthStorage() {
  for (const key of Object.values(authStorageKeys)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}
