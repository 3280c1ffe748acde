import type { DocumentInput, DocumentView as ProfileDocument } from "@siteready/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { documentsPath, documentsQueryOptions } from "./get-documents.ts";

export const documentPath = (id: string) => `${documentsPath}/${encodeURIComponent(id)}`;

/**
 * Shows a changed document at once, then refetches everything profile-related (list order, dashboard) in the
 * background: the save is done, so the user is not kept waiting on a poor signal.
 */
function storeDocument(queryClient: QueryClient, document: ProfileDocument) {
  queryClient.setQueryData(documentsQueryOptions.queryKey, (documents) =>
    documents?.some((each) => each.id === document.id)
      ? documents.map((each) => (each.id === document.id ? document : each))
      : [...(documents ?? []), document],
  );
  void profileChanged(queryClient);
}

/** Adds a document, or changes one when `id` is given. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: DocumentInput }) =>
      id
        ? // A PUT is safe to repeat on a poor signal; a POST is not (it could add the document twice).
          api.request<ProfileDocument>(documentPath(id), { method: "PUT", body: input, retry: true })
        : api.request<ProfileDocument>(documentsPath, { method: "POST", body: input }),
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}

/** For a file upload's answer (the whole document, with its new file links). */
export function useStoreDocument() {
  const queryClient = useQueryClient();
  return useCallback((document: ProfileDocument) => storeDocument(queryClient, document), [queryClient]);
}
