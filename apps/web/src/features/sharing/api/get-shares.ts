import { sharingEndpoints } from "@siteready/domain/sharing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const sharesQueryOptions = queryOptions({
  queryKey: ["shares"],
  queryFn: async ({ signal }) => (await callEndpoint(sharingEndpoints.shares, {}, { signal })).shares,
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
    queryFn: ({ signal }) => callEndpoint(sharingEndpoints.detail, { params: { id } }, { signal }),
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
      (await callEndpoint(sharingEndpoints.shareableItems, {}, { signal })).items,
  });
}
