import type { ShareableItems, ShareDetail, ShareList } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const sharesPath = "/api/shares";
export const sharePath = (id: string) => `${sharesPath}/${encodeURIComponent(id)}`;

export const sharesQueryOptions = queryOptions({
  queryKey: ["shares"],
  queryFn: async ({ signal }) => (await api.request<ShareList>(sharesPath, { signal })).shares,
  // Views arrive while the page is open: a worker waiting for the site office sees them come in.
  refetchInterval: 30_000,
});

/** My shares, newest first. */
export function useShares() {
  return useQuery(sharesQueryOptions);
}

const shareDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["shares", id],
    queryFn: ({ signal }) => api.request<ShareDetail>(sharePath(id), { signal }),
  });

/** One share with its view log. */
export function useShareDetail(id: string) {
  return useQuery(shareDetailQueryOptions(id));
}

/** The records and private details I may choose from. */
export function useShareableItems() {
  return useQuery({
    queryKey: ["shares", "shareable-items"],
    queryFn: async ({ signal }) =>
      (await api.request<ShareableItems>(`${sharesPath}/shareable-items`, { signal })).items,
  });
}
