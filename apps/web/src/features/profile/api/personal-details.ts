import {
  type PersonalDetailsInput,
  type PersonalDetailsView,
  profileEndpoints,
  profilePlainRoutes,
} from "@siteready/domain/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

export const personalDetailsPhotoUpload = { route: profilePlainRoutes.personalDetailsPhoto };

const personalDetailsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("personal-details"),
  queryFn: ({ signal }) => callEndpoint(profileEndpoints.personalDetails, {}, { signal }),
});

export function usePersonalDetails() {
  return useQuery(personalDetailsQueryOptions);
}

export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: PersonalDetailsInput) =>
      callEndpoint(profileEndpoints.savePersonalDetails, { body: input }, { retry: true }),
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
    mutationFn: () => callEndpoint(profileEndpoints.removePersonalDetailsPhoto, {}),
    onSuccess: (saved) =>
      profileChanged(queryClient, { key: personalDetailsQueryOptions.queryKey, data: saved }),
  });
}
