import { type DataTag, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "./api-client.ts";
import { profileChanged } from "./profile-cache.ts";

/**
 * A list of the worker's records behind one API path, each with its own files: documents, qualifications,
 * skills cards, inductions. One record lives at `${path}/${id}`.
 */
export interface RecordCollection<TRecord extends { id: string }> {
  path: string;
  /** The cached list. */
  queryKey: DataTag<QueryKey, TRecord[], Error>;
}

export const recordPath = (collection: { path: string }, id: string) =>
  `${collection.path}/${encodeURIComponent(id)}`;

/**
 * Adds a record to the list at `path` (POST), or changes the one with `id` (PUT). A PUT is safe to repeat on a
 * poor signal; a POST is not (it could add the record twice).
 */
export function addOrChange<TRecord>(
  path: string,
  { id, input }: { id?: string | undefined; input: unknown },
) {
  return id
    ? api.request<TRecord>(recordPath({ path }, id), { method: "PUT", body: input, retry: true })
    : api.request<TRecord>(path, { method: "POST", body: input });
}

/**
 * Shows a changed record at once, then refetches everything profile-related (list order, dashboard) in the
 * background: the save is done, so the user is not kept waiting on a poor signal.
 */
export function useStoreRecord<TRecord extends { id: string }>(collection: RecordCollection<TRecord>) {
  const queryClient = useQueryClient();
  const { queryKey } = collection;
  return useCallback(
    (record: TRecord) => {
      queryClient.setQueryData(queryKey, (records) =>
        records?.some((each) => each.id === record.id)
          ? records.map((each) => (each.id === record.id ? record : each))
          : [...(records ?? []), record],
      );
      void profileChanged(queryClient);
    },
    [queryClient, queryKey],
  );
}

/** Adds a record, or changes one when `id` is given. */
export function useSaveRecord<TRecord extends { id: string }, TInput>(collection: RecordCollection<TRecord>) {
  const store = useStoreRecord(collection);
  return useMutation({
    mutationFn: (save: { id?: string | undefined; input: TInput }) =>
      addOrChange<TRecord>(collection.path, save),
    onSuccess: store,
  });
}

/** Deletes a record and its files. */
export function useDeleteRecord<TRecord extends { id: string }>(collection: RecordCollection<TRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(recordPath(collection, id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(collection.queryKey, (records) =>
        records?.filter((record) => record.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
