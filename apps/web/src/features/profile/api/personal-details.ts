import type { PersonalDetailsInput } from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

/** GET /api/profile/personal-details: every field null before the first save. */
export interface PersonalDetailsView {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** E.164, e.g. +447700900123. */
  phone: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  address_line1: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  photo_url: string | null;
  photo_thumbnail_url: string | null;
  updated_at: string | null;
}

const url = "/api/profile/personal-details";
export const personalDetailsPhotoUrl = `${url}/photo`;

export const personalDetailsQueryOptions = queryOptions({
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
