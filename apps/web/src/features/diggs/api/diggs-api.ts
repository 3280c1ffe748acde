import {
  diggsEndpoints,
  diggsPlainRoutes,
  type ListingInput,
  type ListingReportInput,
  type ListingStatus,
  type ListingView,
} from "@siteready/domain/diggs";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** The diggs API: queries and changes, one hook per endpoint of `diggsEndpoints` (@siteready/domain). */

/** Where a photo is added to a listing (multipart, a plain route). */
export const listingPhotoUpload = (id: string) => ({ route: diggsPlainRoutes.addPhoto, params: { id } });

export const diggsQueryKeys = {
  all: ["diggs"] as const,
  searches: ["diggs", "search"] as const,
  mine: ["diggs", "mine"] as const,
  places: ["diggs", "places"] as const,
  detail: (id: string) => ["diggs", "detail", id] as const,
  reports: ["diggs", "admin-reports"] as const,
};

/** The search as the page holds it in its URL ('' means "not given"). */
export type ListingSearchParams = Record<
  | "near"
  | "q"
  | "radius_miles"
  | "max_price"
  | "room_type"
  | "van_parking"
  | "bills_included"
  | "from"
  | "to",
  string
>;

/** Only the filters that are set go in the query string; the server fills in its defaults. */
function listingSearchQuery(params: ListingSearchParams) {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value.trim() || undefined]));
}

export function useListingSearch(params: ListingSearchParams) {
  return useQuery({
    queryKey: [...diggsQueryKeys.searches, params],
    queryFn: ({ signal }) =>
      callEndpoint(diggsEndpoints.search, { query: listingSearchQuery(params) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: diggsQueryKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(diggsEndpoints.get, { params: { id } }, { signal }),
  });
}

export const useListing = (id: string) => useQuery(listingQueryOptions(id));

export function useMyListings() {
  return useQuery({
    queryKey: diggsQueryKeys.mine,
    queryFn: ({ signal }) => callEndpoint(diggsEndpoints.mine, {}, { signal }),
  });
}

export function useSearchPlaces() {
  return useQuery({
    queryKey: diggsQueryKeys.places,
    queryFn: ({ signal }) => callEndpoint(diggsEndpoints.places, {}, { signal }),
  });
}

/** After any change to a listing: its page shows the new copy, lists and searches load again. */
function useListingChanged() {
  const queryClient = useQueryClient();
  return (listing?: ListingView) => {
    if (listing) queryClient.setQueryData(diggsQueryKeys.detail(listing.id), listing);
    void queryClient.invalidateQueries({ queryKey: diggsQueryKeys.mine });
    void queryClient.invalidateQueries({ queryKey: diggsQueryKeys.searches });
  };
}

export function useSaveListing() {
  const changed = useListingChanged();
  return useMutation({
    // A change is safe to repeat on a poor signal; a new listing is not (it could be listed twice).
    mutationFn: ({ id, input }: { id?: string | undefined; input: ListingInput }) =>
      id
        ? callEndpoint(diggsEndpoints.update, { params: { id }, body: input }, { retry: true })
        : callEndpoint(diggsEndpoints.create, { body: input }),
    onSuccess: changed,
  });
}

export function useSetListingStatus() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatus }) =>
      callEndpoint(diggsEndpoints.setStatus, { params: { id }, body: { status } }, { retry: true }),
    onSuccess: changed,
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(diggsEndpoints.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: diggsQueryKeys.detail(id) });
      changed();
    },
  });
}

export function useRemoveListingPhoto() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: string; fileId: string }) =>
      callEndpoint(diggsEndpoints.removePhoto, { params: { id, fileId } }),
    onSuccess: changed,
  });
}

/** For the photo upload: the listing as the server answers after adding one. */
export const usePhotoAdded = useListingChanged;

export function useReportListing() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ListingReportInput }) =>
      callEndpoint(diggsEndpoints.report, { params: { id }, body: input }),
  });
}

// Admin

export function useListingReports() {
  return useQuery({
    queryKey: diggsQueryKeys.reports,
    queryFn: ({ signal }) => callEndpoint(diggsEndpoints.reports, {}, { signal }),
  });
}

export function useSetListingHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      callEndpoint(diggsEndpoints.setHidden, { params: { id }, body: { hidden } }, { retry: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: diggsQueryKeys.all }),
  });
}
