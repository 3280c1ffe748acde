import type { Endpoint } from "@siteready/domain/endpoint";
import { type DataTag, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import { callEndpoint } from "./endpoint-client.ts";
import { profileChanged } from "./profile-cache.ts";

/** The declared endpoints of one record (`recordEndpoints` of @siteready/domain): add, change, delete. */
interface RecordEndpoints<TRecord> {
  create: Endpoint & { body: z.ZodType; response: z.ZodType<TRecord> };
  get: Endpoint & { params: IdParams };
  update: Endpoint & { params: IdParams; body: z.ZodType; response: z.ZodType<TRecord> };
  remove: Endpoint & { params: IdParams };
}
type IdParams = z.ZodType<{ id: string }>;

/**
 * A list of the worker's records, each with its own files: documents, qualifications, skills cards,
 * inductions. Its records are added, changed and deleted through their declared endpoints.
 */
export interface RecordCollection<TRecord extends { id: string }> {
  endpoints: RecordEndpoints<TRecord>;
  /** The cached list. */
  queryKey: DataTag<QueryKey, TRecord[], Error>;
}

/**
 * Adds a record (POST), or changes the one with `id` (PUT). A PUT is safe to repeat on a poor signal; a POST is
 * not (it could add the record twice).
 */
function saveRecord<TRecord>(
  endpoints: RecordEndpoints<TRecord>,
  { id, input }: { id?: string | undefined; input: unknown },
): Promise<TRecord> {
  return id
    ? callEndpoint(endpoints.update, { params: { id }, body: input }, { retry: true })
    : callEndpoint(endpoints.create, { body: input });
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
    mutationFn: (save: { id?: string | undefined; input: TInput }) => saveRecord(collection.endpoints, save),
    onSuccess: store,
  });
}

/** Deletes a record and its files. */
export function useDeleteRecord<TRecord extends { id: string }>(collection: RecordCollection<TRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(collection.endpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(collection.queryKey, (records) =>
        records?.filter((record) => record.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
