import type { PersonalDetailsInput, PersonalDetailsView } from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

const url = "/api/profile/personal-details";
export const personalDetailsPhotoUrl = `${url}/photo`;

const personalDetailsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("personal-details"),
  queryFn: ({ signal }) => api.request<PersonalDetailsView>(url, { signal }),
});

export function usePersonalDetails() {
  return useQuery(personalDetailsQueryOptions);
}

export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: PersonalDetailsInput) =>
      api.request<PersonalDetailsView>(url, { method: "PUT", body: input, retry: true }),
    onSuccess: (saved) =>
      profileChanged(queryClient, { key: personalDetailsQueryOptions.queryKey, data: saved }),
  });
}

/** After an upload (sent by FileUpload) or removal, the answer is the whole record again. */
export function usePersonalDetailsPhotoChanged() {
  const queryClient = useQueryClient();
  return (saved: PersonalDetailsView) =>
    profileChanged(queryClient, { key: personalDetailsQueryOptions.queryKey, data: saved });
}

export function useRemovePersonalDetailsPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<PersonalDetailsView>(personalDetailsPhotoUrl, { method: "DELETE" }),
    onSuccess: (saved) =>
      profileChanged(queryClient, { key: personalDetailsQueryOptions.queryKey, data: saved }),
  });
}
