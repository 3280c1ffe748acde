import { type ListingView, roomTypeKeys } from "@siteready/domain/diggs";
import { BedDouble, ImageOff } from "lucide-react";
import { useId } from "react";
import { Photo } from "../../../components/ui/photo.tsx";
import { ResultCardHeading, ResultPlace } from "../../../components/ui/result-card.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { listingPriceText, weeklyPriceText } from "./listing-price.ts";

/** The facts that decide a stay, as short labels. */
export function listingFacts(listing: ListingView, { t }: Pick<Translator, "t">): string[] {
  return [
    listing.room_type === "whole_house"
      ? t("places.diggs.wholeHouseBeds", { beds: listing.beds })
      : t(roomTypeKeys[listing.room_type]),
    listing.bills_included ? t("places.diggs.billsIncluded") : null,
    listing.van_parking ? t("places.diggs.vanParking") : null,
    listing.kitchen ? t("places.diggs.kitchen") : null,
    listing.washing_machine ? t("places.diggs.washingMachine") : null,
    listing.wifi ? t("places.diggs.wifi") : null,
    listing.monday_to_friday ? t("places.diggs.mondayToFriday") : null,
  ].filter((fact): fact is string => fact !== null);
}

/** One listing in the results: photo, price per person per week, distance and what it has. */
export function ListingCard({ listing, href }: { listing: ListingView; href: string }) {
  const headingId = useId();
  const photo = listing.photos[0];
  const translator = useT();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 overflow-hidden rounded-xl border border-border bg-surface sm:flex-row"
    >
      {photo ? (
        <Photo
          url={photo.thumbnail_url}
          alt=""
          width={176}
          height={160}
          sizes="(min-width: 640px) 176px, 100vw"
          className="h-40 w-full object-cover sm:h-auto sm:w-44"
        />
      ) : (
        <div className="flex h-24 w-full items-center justify-center bg-surface-muted sm:h-auto sm:w-44">
          <ImageOff aria-hidden="true" className="size-8 text-muted" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4 pt-0 sm:pt-4">
        <ResultCardHeading
          id={headingId}
          title={listing.title}
          href={href}
          price={weeklyPriceText(listing, translator)}
        />
        <ResultPlace as="p" className="text-sm" place={listing} postcode={listing.postcode} />
        <p className="inline-flex items-start gap-1.5 text-sm">
          <BedDouble aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {listingFacts(listing, translator).join(" · ")}
        </p>
        <p className="text-sm text-muted">{listingPriceText(listing, translator)}</p>
      </div>
    </article>
  );
}
