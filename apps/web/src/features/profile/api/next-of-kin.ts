import type { NextOfKinInput, NextOfKinView } from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

const url = "/api/profile/next-of-kin";

const nextOfKinQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("next-of-kin"),
  queryFn: ({ signal }) => api.request<NextOfKinView>(url, { signal }),
});

export function useNextOfKin() {
  return useQuery(nextOfKinQueryOptions);
}

export function useSaveNextOfKin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: NextOfKinInput) =>
      api.request<NextOfKinView>(url, { method: "PUT", body: input, retry: true }),
    onSuccess: (saved) => profileChanged(queryClient, { key: nextOfKinQueryOptions.queryKey, data: saved }),
  });
}
