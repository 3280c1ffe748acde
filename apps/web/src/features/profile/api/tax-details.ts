import type {
  RevealedValue,
  TaxDetailsView,
  TaxSensitiveField,
  taxDetailsSaveBodySchema,
} from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

/** What the form sends: only the chosen type's fields; a sensitive field left out keeps the stored value. */
export type TaxDetailsSubmission = z.input<typeof taxDetailsSaveBodySchema>;

const url = "/api/profile/tax-details";

const taxDetailsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("tax-details"),
  queryFn: ({ signal }) => api.request<TaxDetailsView>(url, { signal }),
});

export function useTaxDetails() {
  return useQuery(taxDetailsQueryOptions);
}

export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: TaxDetailsSubmission) =>
      api.request<TaxDetailsView>(url, { method: "PUT", body: input, retry: true }),
    onSuccess: (saved) => profileChanged(queryClient, { key: taxDetailsQueryOptions.queryKey, data: saved }),
  });
}

/**
 * Fetches the real value of one field. The server writes an audit entry each time, so the audit log is
 * refreshed; the value itself is never cached.
 */
export function useRevealTaxDetail() {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: TaxSensitiveField) => {
      const revealed = await api.request<RevealedValue>(`${url}/reveal`, {
        method: "POST",
        body: { field },
      });
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.section("audit-log") });
      return revealed.value;
    },
    [queryClient],
  );
}
