import { isSessionExpired, SESSION_CHECK_INTERVAL_MS } from "@siteready/domain/accounts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onSessionEnded } from "../../../lib/api-client.ts";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { authStorageKeys, readStoredUser } from "../../../lib/session/auth-storage.ts";
import { sessionQueryKey, useSession } from "../../../lib/session/session.ts";
import { leaveSignedOut, useSignOut } from "../hooks/use-auth-session.ts";

const SESSION_EXPIRED_PATH = "/login?error=session_expired";

/**
 * Session rules of §4 and §8: checked at load and every 5 minutes; a session within 5 minutes of its end (or
 * with no expiry), or a 401 from any request on any page, signs the user out to /login?error=session_expired.
 * Sign-in and sign-out in another tab are followed through the stored user key.
 */
export function SessionWatcher() {
  const { data: current, refetch } = useSession();
  const signOut = useSignOut();
  const queryClient = useQueryClient();

  const online = useIsOnline();
  useEffect(() => {
    const hadUser = readStoredUser() !== null;
    // With no connection the session cannot be renewed, and signing out would wipe the wallet a worker needs
    // at the gate: the device copy's session is only judged once there is signal again.
    const expired = current
      ? online && isSessionExpired(current.session.expiresAt, new Date())
      : current === null && hadUser;
    if (expired) void signOut(SESSION_EXPIRED_PATH, "expired");
  }, [current, signOut, online]);

  useEffect(
    () =>
      onSessionEnded(() => {
        // A visitor's 401 (a page asking for sign-in) is not an ended session.
        const signedIn = queryClient.getQueryData(sessionQueryKey) || readStoredUser() !== null;
        if (signedIn) void leaveSignedOut(queryClient, SESSION_EXPIRED_PATH);
      }),
    [queryClient],
  );

  useEffect(() => {
    const timer = setInterval(() => void refetch(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== authStorageKeys.user && event.key !== null) return;
      if (event.newValue === null) void leaveSignedOut(queryClient, "/");
      else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);

  return null;
}
