import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Query keys of the profile data, shared by every feature that shows or changes a part of it. Every profile
 * query lives under ['profile'], so one invalidation after any profile change refreshes the dashboard, the
 * summary and every section.
 */
export const profileQueryKeys = {
  all: ["profile"] as const,
  dashboard: ["profile", "dashboard"] as const,
  section: (name: string) => ["profile", name] as const,
};

/**
 * After any profile change: the changed section takes the server's answer as it is (no second request on a
 * poor signal), and every other profile query — dashboard and completion included — is refetched.
 */
export function profileChanged(queryClient: QueryClient, saved?: { key: QueryKey; data: unknown }) {
  if (saved) queryClient.setQueryData(saved.key, saved.data);
  const savedHash = saved ? hashKey(saved.key) : null;
  return queryClient.invalidateQueries({
    queryKey: profileQueryKeys.all,
    predicate: (query) => query.queryHash !== savedHash,
  });
}
