import type { RevealedValue } from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

/** The sections with encrypted values: read, saved, and revealed one value at a time. */
type SensitiveSection = "bank-details" | "tax-details";

const sectionUrl = (section: SensitiveSection) => `/api/profile/${section}`;

function sectionQueryOptions<View>(section: SensitiveSection) {
  return queryOptions({
    queryKey: profileQueryKeys.section(section),
    queryFn: ({ signal }) => api.request<View>(sectionUrl(section), { signal }),
  });
}

export function useSensitiveSection<View>(section: SensitiveSection) {
  return useQuery(sectionQueryOptions<View>(section));
}

/** `Submission` is what the form sends: a sensitive field left out keeps the stored value (the form never holds it). */
export function useSaveSensitiveSection<View, Submission>(section: SensitiveSection) {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: Submission) =>
      api.request<View>(sectionUrl(section), { method: "PUT", body: input, retry: true }),
    onSuccess: (saved) =>
      profileChanged(queryClient, { key: sectionQueryOptions<View>(section).queryKey, data: saved }),
  });
}

/**
 * Fetches the real value of one field. The server writes an audit entry each time, so the audit log is
 * refreshed; the value itself is never cached.
 */
export function useRevealSensitiveValue<Field extends string>(section: SensitiveSection) {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: Field) => {
      const revealed = await api.request<RevealedValue>(`${sectionUrl(section)}/reveal`, {
        method: "POST",
        body: { field },
      });
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.section("audit-log") });
      return revealed.value;
    },
    [queryClient, section],
  );
}
