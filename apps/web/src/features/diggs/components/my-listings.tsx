import type { MessageKey } from "@siteready/domain/i18n";
import { Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useMyListings } from "../api/diggs-api.ts";
import { diggsUrl, listingSearch } from "./diggs-url.ts";
import { ListingCard } from "./listing-card.tsx";

const stateKey = (listing: { status: string; hidden: boolean }): MessageKey =>
  listing.hidden
    ? "places.diggs.hiddenByAdmin"
    : listing.status === "paused"
      ? "places.diggs.paused"
      : "places.diggs.active";

/** The rooms and houses I listed, active, paused or hidden. */
export function MyListings() {
  const [params] = useSearchParams();
  const mine = useMyListings();
  const { t } = useT();
  if (mine.isPending) return <p aria-busy="true">{t("places.diggs.loadingMine")}</p>;
  if (mine.isError) return <ErrorBox error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.listings.length === 0) {
    return (
      <EmptyState title={t("places.diggs.mineEmptyTitle")} description={t("places.diggs.mineEmptyText")}>
        <ButtonLink to={{ search: diggsUrl.createSearch(params) }}>
          <Plus aria-hidden="true" className="size-5" />
          {t("places.diggs.listRoom")}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="my-listings" className="flex flex-col gap-4">
      <h2 id="my-listings" className="text-xl font-bold">
        {t("places.diggs.mine")}
      </h2>
      <ul aria-label={t("places.diggs.mine")} className="flex flex-col gap-4">
        {mine.data.listings.map((listing) => (
          <li key={listing.id} className="flex flex-col gap-1">
            <p className="text-sm font-semibold">{t(stateKey(listing))}</p>
            <ListingCard listing={listing} href={listingSearch(params, listing.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
