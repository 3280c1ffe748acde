import type { CurrentSessionAnswer, SessionUserAnswer } from "@siteready/domain/accounts";
import { roleOfUserType, type UserRole } from "@siteready/domain/features";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint, frameEndpoints } from "../endpoint-client.ts";
import { clearPendingSignOut, isSignOutPending } from "./auth-storage.ts";

/** The signed-in user as the app reads it: the server's answer with the stored user type turned into a role. */
export type SessionUser = Omit<SessionUserAnswer, "role"> & { role: UserRole };

export type CurrentSession = Omit<CurrentSessionAnswer, "user"> & { user: SessionUser };

export const sessionQueryKey = ["session"] as const;

export const signOut = async () => callEndpoint((await frameEndpoints()).authEndpoints.signOut, { body: {} });

/**
 * A sign-out whose server call failed (no signal) still counts on this device (§2): until the server has
 * ended the session too, the app reads as signed out and asks the server again on each check.
 */
async function finishPendingSignOut(): Promise<null> {
  try {
    await signOut();
    clearPendingSignOut();
  } catch {
    // Still no answer: stay signed out here and try again at the next check.
  }
  return null;
}

/** The session as the server stores it: the role is the stored user type ('user', 'beta' or 'admin'). */
async function fetchSession(signal: AbortSignal): Promise<CurrentSession | null> {
  const current = await callEndpoint((await frameEndpoints()).authEndpoints.session, {}, { signal });
  return current && { ...current, user: { ...current.user, role: roleOfUserType(current.user.role) } };
}

/** The signed-in user and session, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => (isSignOutPending() ? finishPendingSignOut() : fetchSession(signal)),
  staleTime: 60_000,
  // Kept on the device with the wallet (lib/offline-copy.ts), so it must never leave memory before it is wiped.
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
