import type { QualificationView as Qualification, QualificationInput } from "@siteready/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { qualificationsPath, qualificationsQueryOptions } from "./get-qualifications.ts";

export const qualificationPath = (id: string) => `${qualificationsPath}/${encodeURIComponent(id)}`;

/**
 * Shows a changed qualification at once, then refetches everything profile-related (list order, dashboard)
 * in the background: the save is done, so the user is not kept waiting on a poor signal.
 */
function storeQualification(queryClient: QueryClient, qualification: Qualification) {
  queryClient.setQueryData(qualificationsQueryOptions.queryKey, (qualifications) =>
    qualifications?.some((each) => each.id === qualification.id)
      ? qualifications.map((each) => (each.id === qualification.id ? qualification : each))
      : [...(qualifications ?? []), qualification],
  );
  void profileChanged(queryClient);
}

/** Adds a qualification, or changes one when `id` is given. */
export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: QualificationInput }) =>
      id
        ? // A PUT is safe to repeat on a poor signal; a POST is not (it could add the qualification twice).
          api.request<Qualification>(qualificationPath(id), { method: "PUT", body: input, retry: true })
        : api.request<Qualification>(qualificationsPath, { method: "POST", body: input }),
    onSuccess: (qualification) => storeQualification(queryClient, qualification),
  });
}

/** For a certificate upload's answer (the whole qualification, with its new file links). */
export function useStoreQualification() {
  const queryClient = useQueryClient();
  return useCallback(
    (qualification: Qualification) => storeQualification(queryClient, qualification),
    [queryClient],
  );
}
