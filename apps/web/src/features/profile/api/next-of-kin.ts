import { type NextOfKinInput, profileEndpoints } from "@siteready/domain/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

const nextOfKinQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("next-of-kin"),
  queryFn: ({ signal }) => callEndpoint(profileEndpoints.nextOfKin, {}, { signal }),
});

export function useNextOfKin() {
  return useQuery(nextOfKinQueryOptions);
}

export function useSaveNextOfKin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: NextOfKinInput) =>
      callEndpoint(profileEndpoints.saveNextOfKin, { body: input }, { retry: true }),
    onSuccess: (saved) => profileChanged(queryClient, { key: nextOfKinQueryOptions.queryKey, data: saved }),
  });
}
