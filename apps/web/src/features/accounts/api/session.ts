import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  image: string | null;
  role: "user" | "admin";
  subscriptionTier: "free" | "pro" | "premium";
  onboardingCompleted: boolean;
}

export interface CurrentSession {
  session: { expiresAt: string };
  user: SessionUser;
}

export const sessionQueryKey = ["session"] as const;

/** The signed-in user and session, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.request<CurrentSession | null>("/api/auth/get-session", { signal }),
  staleTime: 60_000,
  // Kept on the device with the wallet (lib/offline-copy.ts), so it must never leave memory before it is wiped.
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
