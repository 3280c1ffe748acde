import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { qualificationsQueryOptions } from "./get-qualifications.ts";
import { qualificationPath } from "./save-qualification.ts";

/** Deletes a qualification and its certificate. */
export function useDeleteQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(qualificationPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(qualificationsQueryOptions.queryKey, (qualifications) =>
        qualifications?.filter((qualification) => qualification.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
