import { type ListingView, roomTypeLabels } from "@siteready/domain";
import { BedDouble, ImageOff } from "lucide-react";
import { useId } from "react";
import { Photo } from "../../../components/ui/photo.tsx";
import { ResultCardHeading, ResultPlace } from "../../../components/ui/result-card.tsx";

/** The facts that decide a stay, as short labels. */
export function listingFacts(listing: ListingView): string[] {
  return [
    listing.room_type === "whole_house"
      ? `Whole house, ${listing.beds} beds`
      : roomTypeLabels[listing.room_type],
    listing.bills_included ? "Bills included" : null,
    listing.van_parking ? "Van parking" : null,
    listing.kitchen ? "Kitchen" : null,
    listing.washing_machine ? "Washing machine" : null,
    listing.wifi ? "Wi-Fi" : null,
    listing.monday_to_friday ? "Monday to Friday" : null,
  ].filter((fact): fact is string => fact !== null);
}

/** One listing in the results: photo, price per person per week, distance and what it has. */
export function ListingCard({ listing, href }: { listing: ListingView; href: string }) {
  const headingId = useId();
  const photo = listing.photos[0];
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
          price={listing.price_per_person_per_week_label}
        />
        <ResultPlace as="p" className="text-sm" place={listing} postcode={listing.postcode} />
        <p className="inline-flex items-start gap-1.5 text-sm">
          <BedDouble aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {listingFacts(listing).join(" · ")}
        </p>
        <p className="text-sm text-muted">{listing.price_label}</p>
      </div>
    </article>
  );
}
