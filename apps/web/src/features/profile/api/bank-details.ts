import type {
  BankDetailsView,
  BankSensitiveField,
  bankDetailsSaveBodySchema,
  RevealedValue,
} from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

/** What the form sends: a sensitive field left out keeps the stored value (the form never holds it). */
export type BankDetailsSubmission = z.input<typeof bankDetailsSaveBodySchema>;

const url = "/api/profile/bank-details";

const bankDetailsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("bank-details"),
  queryFn: ({ signal }) => api.request<BankDetailsView>(url, { signal }),
});

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions);
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
    mutationFn: (input: BankDetailsSubmission) =>
      api.request<BankDetailsView>(url, { method: "PUT", body: input, retry: true }),
    onSuccess: (saved) => profileChanged(queryClient, { key: bankDetailsQueryOptions.queryKey, data: saved }),
  });
}

/**
 * Fetches the real value of one field. The server writes an audit entry each time, so the audit log is
 * refreshed; the value itself is never cached.
 */
export function useRevealBankDetail() {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: BankSensitiveField) => {
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
