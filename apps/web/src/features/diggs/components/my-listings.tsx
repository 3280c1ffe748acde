import { Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useMyListings } from "../api/diggs-api.ts";
import { diggsUrl, listingSearch } from "./diggs-url.ts";
import { ListingCard } from "./listing-card.tsx";

const stateText = (listing: { status: string; hidden: boolean }) =>
  listing.hidden ? "Hidden by an admin" : listing.status === "paused" ? "Paused" : "Active";

/** The rooms and houses I listed, active, paused or hidden. */
export function MyListings() {
  const [params] = useSearchParams();
  const mine = useMyListings();
  if (mine.isPending) return <p aria-busy="true">Loading your listings…</p>;
  if (mine.isError) return <ErrorBox error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.listings.length === 0) {
    return (
      <EmptyState
        title="You have not listed anywhere yet"
        description="Got a spare room, a house for a crew or a caravan near a site? List it for workers working away."
      >
        <ButtonLink to={{ search: diggsUrl.createSearch(params) }}>
          <Plus aria-hidden="true" className="size-5" />
          List a room
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="my-listings" className="flex flex-col gap-4">
      <h2 id="my-listings" className="text-xl font-bold">
        My listings
      </h2>
      <ul aria-label="My listings" className="flex flex-col gap-4">
        {mine.data.listings.map((listing) => (
          <li key={listing.id} className="flex flex-col gap-1">
            <p className="text-sm font-semibold">{stateText(listing)}</p>
            <ListingCard listing={listing} href={listingSearch(params, listing.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
