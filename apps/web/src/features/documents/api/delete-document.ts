import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { documentsQueryOptions } from "./get-documents.ts";
import { documentPath } from "./save-document.ts";

/** Deletes a document and its file. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(documentPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(documentsQueryOptions.queryKey, (documents) =>
        documents?.filter((document) => document.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
