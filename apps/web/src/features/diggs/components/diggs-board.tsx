import { Plus } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useListing } from "../api/diggs-api.ts";
import { type DiggsTab, listingSearch, listSearch, readDiggsTab, searchWith } from "./diggs-url.ts";
import { FindDiggs } from "./find-diggs.tsx";
import { ListingDetail } from "./listing-detail.tsx";
import { ListingForm } from "./listing-form.tsx";
import { MyListings } from "./my-listings.tsx";

const tabLabels: Record<DiggsTab, string> = { find: "Find a place", mine: "My listings" };

/**
 * Diggs: Find a place and My listings as links (so Back works), and in their place a listing (?listing=<id>),
 * the new-listing form (?add=new) or the edit form (?edit=<id>).
 */
export function DiggsBoard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listingId = params.get("listing");
  const editId = params.get("edit");
  const adding = params.get("add") === "new";
  const tab = readDiggsTab(params.get("tab"));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Accommodation sections">
          <ul className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface p-1">
            {(Object.keys(tabLabels) as DiggsTab[]).map((each) => {
              const current = each === tab && !listingId && !adding && !editId;
              return (
                <li key={each}>
                  <ButtonLink
                    variant={current ? "primary" : "ghost"}
                    aria-current={current ? "page" : undefined}
                    className="w-full px-2 text-center text-sm"
                    to={{
                      search: searchWith(params, {
                        tab: each === "find" ? null : each,
                        listing: null,
                        edit: null,
                        add: null,
                      }),
                    }}
                  >
                    {tabLabels[each]}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {adding || editId ? null : (
          <ButtonLink to={{ search: searchWith(params, { add: "new", listing: null }) }}>
            <Plus aria-hidden="true" className="size-5" />
            List a room
          </ButtonLink>
        )}
      </div>
      {editId ? (
        <EditListing key={editId} listingId={editId} />
      ) : adding ? (
        <FormPanel title="List a room or house">
          <ListingForm
            onSaved={(listing) => navigate({ search: listingSearch(params, listing.id) }, { replace: true })}
            onCancel={() => navigate({ search: listSearch(params) })}
          />
        </FormPanel>
      ) : listingId ? (
        <ListingDetail key={listingId} listingId={listingId} backSearch={listSearch(params)} />
      ) : tab === "mine" ? (
        <MyListings />
      ) : (
        <FindDiggs />
      )}
    </div>
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
