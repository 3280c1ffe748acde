import { useNavigate, useSearchParams } from "react-router";
import { Board } from "../../../components/board.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { searchWith } from "../../../lib/search-url.ts";
import { useListing } from "../api/diggs-api.ts";
import { diggsUrl } from "./diggs-url.ts";
import { FindDiggs } from "./find-diggs.tsx";
import { ListingDetail } from "./listing-detail.tsx";
import { ListingForm } from "./listing-form.tsx";
import { MyListings } from "./my-listings.tsx";

/**
 * Diggs: Find a place and My listings, and in their place a listing (?listing=<id>), the new-listing form
 * (?add=new) or the edit form (?edit=<id>). The page hands in the messages feature's button.
 */
export function DiggsBoard({ messageButton }: { messageButton: MessageSlot }) {
  return (
    <Board
      label="Accommodation sections"
      url={diggsUrl}
      sections={{
        find: { label: "Find a place", content: <FindDiggs /> },
        mine: { label: "My listings", content: <MyListings /> },
      }}
      create={{
        label: "List a room",
        title: "List a room or house",
        form: (done) => <ListingForm {...done} />,
      }}
      record={(listingId, backSearch) => (
        <ListingDetail
          key={listingId}
          listingId={listingId}
          backSearch={backSearch}
          messageButton={messageButton}
        />
      )}
      edit={(listingId) => <EditListing key={listingId} listingId={listingId} />}
    />
  );
}

function EditListing({ listingId }: { listingId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listing = useListing(listingId);
  const back = () =>
    navigate({ search: searchWith(params, { edit: null, listing: listingId }) }, { replace: true });
  if (listing.isPending) return <p aria-busy="true">Loading the listing…</p>;
  if (listing.isError) return <ErrorBox error={listing.error} onRetry={() => void listing.refetch()} />;
  return (
    <FormPanel title="Change your listing">
      <ListingForm listing={listing.data} onSaved={back} onCancel={back} />
    </FormPanel>
  );
}
