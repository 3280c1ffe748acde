import { useNavigate, useSearchParams } from "react-router";
import { Board } from "../../../components/board.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { t } = useT();
  return (
    <Board
      label={t("places.diggs.sections")}
      url={diggsUrl}
      sections={{
        find: { label: t("places.diggs.find"), content: <FindDiggs /> },
        mine: { label: t("places.diggs.mine"), content: <MyListings /> },
      }}
      create={{
        label: t("places.diggs.listRoom"),
        title: t("places.diggs.listRoomOrHouse"),
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
  const { t } = useT();
  const back = () =>
    navigate({ search: searchWith(params, { edit: null, listing: listingId }) }, { replace: true });
  if (listing.isPending) return <p aria-busy="true">{t("places.diggs.loadingListing")}</p>;
  if (listing.isError) return <ErrorBox error={listing.error} onRetry={() => void listing.refetch()} />;
  return (
    <FormPanel title={t("places.diggs.changeYourListing")}>
      <ListingForm listing={listing.data} onSaved={back} onCancel={back} />
    </FormPanel>
  );
}
