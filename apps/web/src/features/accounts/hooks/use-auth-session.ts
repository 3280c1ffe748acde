import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { clearAllDrafts } from "../../../lib/draft-storage.ts";
import { wipeDeviceCopy } from "../../../lib/offline-copy.ts";
import {
  clearAuthStorage,
  clearPendingSignOut,
  markSignOutPending,
  storeSignedInUser,
} from "../../../lib/session/auth-storage.ts";
import {
  type CurrentSession,
  sessionQueryKey,
  sessionQueryOptions,
  signOut,
} from "../../../lib/session/session.ts";

/** After any successful sign-in: load the session and store the user's display data (other tabs follow). */
export async function completeSignIn(queryClient: QueryClient, provider: "email" | "oauth") {
  // A new sign-in replaced the session cookie, so an earlier sign-out that never reached the server is moot.
  clearPendingSignOut();
  const current = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (!current) return null;
  storeSignedInUser(
    {
      id: current.user.id,
      email: current.user.email,
      name: current.user.name,
      avatar_url: current.user.image,
      onboarding_completed: current.user.onboardingCompleted,
      provider,
    },
    current.session,
  );
  return current;
}

/** Forgets everything the browser holds about the user, the device copy (wallet and card images) included. */
async function forgetSignedInUser(queryClient: QueryClient) {
  clearAuthStorage();
  // Keep the session query itself (mounted components observe it) and set it to signed out; drop the rest.
  queryClient.setQueryData<CurrentSession | null>(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.getMutationCache().clear();
  await wipeDeviceCopy();
}

let leavingSignedOut = false;

/** True from a sign-out until the next page loads: protected pages wait rather than send the user to /login. */
export const isLeavingSignedOut = () => leavingSignedOut;

/** For tests, which share one module graph: the next test starts on a page that is not being left. */
export function resetLeavingSignedOut() {
  leavingSignedOut = false;
}

/**
 * Clears the client's state and loads `destination` afresh, so nothing of the previous user stays in memory
 * (and no protected page gets to redirect to /login on the way out).
 */
export async function leaveSignedOut(queryClient: QueryClient, destination: string) {
  leavingSignedOut = true;
  try {
    await forgetSignedInUser(queryClient);
  } finally {
    window.location.replace(destination);
  }
}

/**
 * Signs out and goes to `destination`. The client state is cleared and the user moves on even when the server
 * call fails (§2): the failure is only logged. A logout also removes the user's drafts, so the next person on a
 * shared phone finds nothing; an expired session keeps them for when the same user signs back in (they are keyed
 * by user and never offered to anyone else).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (destination = "/", reason: "logout" | "expired" = "logout") => {
      if (reason === "logout") clearAllDrafts();
      try {
        await signOut();
      } catch (error) {
        console.warn("Sign-out request failed; signed out on this device anyway.", error);
        markSignOutPending();
      }
      await leaveSignedOut(queryClient, destination);
    },
    [queryClient],
  );
}
