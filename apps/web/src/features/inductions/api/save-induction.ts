import type { InductionInput } from "@siteready/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { type Induction, inductionPath, inductionsPath, inductionsQueryOptions } from "./get-inductions.ts";

/** Shows a changed induction at once; the dashboard (expiring soon) refetches in the background. */
function storeInduction(queryClient: QueryClient, induction: Induction) {
  queryClient.setQueryData(inductionsQueryOptions.queryKey, (inductions) =>
    inductions?.some((each) => each.id === induction.id)
      ? inductions.map((each) => (each.id === induction.id ? induction : each))
      : [...(inductions ?? []), induction],
  );
  void profileChanged(queryClient);
}

/** Adds an induction, or changes one when `id` is given. */
export function useSaveInduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: InductionInput }) =>
      id
        ? // A PUT is safe to repeat on a poor signal; a POST is not (it could add the induction twice).
          api.request<Induction>(inductionPath(id), { method: "PUT", body: input, retry: true })
        : api.request<Induction>(inductionsPath, { method: "POST", body: input }),
    onSuccess: (induction) => storeInduction(queryClient, induction),
  });
}

/** For a sheet photo upload's answer (the whole induction, with its new file links). */
export function useStoreInduction() {
  const queryClient = useQueryClient();
  return useCallback((induction: Induction) => storeInduction(queryClient, induction), [queryClient]);
}

export function useDeleteInduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(inductionPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(inductionsQueryOptions.queryKey, (inductions) =>
        inductions?.filter((induction) => induction.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
