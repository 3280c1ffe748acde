import { distanceAwayIn, townAndPostcode } from "@siteready/domain/places";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-translation.ts";

interface ResultCardHeadingProps {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** The record's page. */
  href: string;
  /** The price or rate, set large beside the title. */
  price: string;
}

/** A search result's title, linking to its page, with its price beside it (a job, a place to stay). */
export function ResultCardHeading({ id, title, href, price }: ResultCardHeadingProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 id={id} className="text-lg font-bold break-words">
        <Link to={href} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
          {title}
        </Link>
      </h3>
      <p className="text-lg font-bold">{price}</p>
    </div>
  );
}

interface ResultPlaceProps {
  /** The element in the card's facts: a paragraph, or an item of a list of facts. */
  as: "p" | "li";
  /** The place as the search answered it. */
  place: { town: string | null; location_known: boolean; distance_miles: number | null };
  postcode: string;
  className?: string;
}

/**
 * Where a result is and how far: 'Leeds (LS1 4AB) · 3.2 miles away', one of the card's facts. It wraps as one
 * sentence, never inside the postcode, so a long distance in another language keeps the postcode whole.
 */
export function ResultPlace({ as: Element, place, postcode, className = "" }: ResultPlaceProps) {
  const { language, catalogue } = useT();
  const distance = distanceAwayIn(place, language, catalogue);
  return (
    <Element className={`flex items-start gap-1.5 ${className}`.trim()}>
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span>
        {townAndPostcode(place.town, postcode.replace(" ", "\u00a0"))}
        {distance ? <span className="font-semibold"> · {distance}</span> : null}
      </span>
    </Element>
  );
}
