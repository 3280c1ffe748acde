import type {
  DiggsSearchPlaces,
  ListingInput,
  ListingReportInput,
  ListingReports,
  ListingSearchResult,
  ListingStatus,
  ListingView,
  MyListings,
} from "@siteready/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addOrChange } from "../../../lib/record-collection.ts";

/** The diggs API: queries and changes, one hook per endpoint; the shapes come from the domain's schemas. */

const listingsPath = "/api/diggs/listings";
const listingPath = (id: string) => `${listingsPath}/${encodeURIComponent(id)}`;
export const listingPhotosPath = (id: string) => `${listingPath(id)}/photos`;

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

function listingSearchPath(params: ListingSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value.trim()) query.set(name, value.trim());
  const text = query.toString();
  return text ? `${listingsPath}?${text}` : listingsPath;
}

export function useListingSearch(params: ListingSearchParams) {
  return useQuery({
    queryKey: [...diggsQueryKeys.searches, params],
    queryFn: ({ signal }) => api.request<ListingSearchResult>(listingSearchPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: diggsQueryKeys.detail(id),
    queryFn: ({ signal }) => api.request<ListingView>(listingPath(id), { signal }),
  });
}

export const useListing = (id: string) => useQuery(listingQueryOptions(id));

export function useMyListings() {
  return useQuery({
    queryKey: diggsQueryKeys.mine,
    queryFn: ({ signal }) => api.request<MyListings>(`${listingsPath}/mine`, { signal }),
  });
}

export function useSearchPlaces() {
  return useQuery({
    queryKey: diggsQueryKeys.places,
    queryFn: ({ signal }) => api.request<DiggsSearchPlaces>("/api/diggs/places", { signal }),
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
    mutationFn: (save: { id?: string | undefined; input: ListingInput }) =>
      addOrChange<ListingView>(listingsPath, save),
    onSuccess: changed,
  });
}

export function useSetListingStatus() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatus }) =>
      api.request<ListingView>(`${listingPath(id)}/status`, { method: "PUT", body: { status }, retry: true }),
    onSuccess: changed,
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(listingPath(id), { method: "DELETE" }),
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
      api.request<ListingView>(`${listingPhotosPath(id)}/${encodeURIComponent(fileId)}`, {
        method: "DELETE",
      }),
    onSuccess: changed,
  });
}

/** For the photo upload: the listing as the server answers after adding one. */
export const usePhotoAdded = useListingChanged;

export function useReportListing() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ListingReportInput }) =>
      api.request<void>(`${listingPath(id)}/reports`, { method: "POST", body: input }),
  });
}

// Admin

export function useListingReports() {
  return useQuery({
    queryKey: diggsQueryKeys.reports,
    queryFn: ({ signal }) => api.request<ListingReports>("/api/admin/diggs/reports", { signal }),
  });
}

export function useSetListingHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.request<void>(`/api/admin/diggs/listings/${encodeURIComponent(id)}/hidden`, {
        method: "PUT",
        body: { hidden },
        retry: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: diggsQueryKeys.all }),
  });
}
