/** Great-circle distance between two points, for "how far is this site" and nearest-centre sorting. */

import type { Catalogue } from "../i18n/catalogue.ts";
import type { Language } from "../i18n/languages.ts";
import { formatMessage } from "../i18n/translate.ts";

export interface GeoCoordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in statute miles (6371.0088 km); UK users think in miles. */
export const earthRadiusMiles = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. Accurate to well under 1% at UK distances, which is plenty for travel estimates. */
export function distanceMiles(a: GeoCoordinates, b: GeoCoordinates): number {
  const deltaLatitude = toRadians(b.latitude - a.latitude);
  const deltaLongitude = toRadians(b.longitude - a.longitude);
  const haversine =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  // Clamp: rounding can push the value a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(Math.min(1, haversine)));
}

/** A place a search found (a job's site, a listing), as the server answers it. */
interface FoundPlace {
  /** False while its postcode could not be looked up. */
  location_known: boolean;
  /** From where the search was made; null when the search had no location. */
  distance_miles: number | null;
}

/** A distance as shown, to a tenth of a mile: 3.24 → 3.2. */
export const milesToTenths = (miles: number) => Math.round(miles * 10) / 10;

/**
 * '3.2 miles away', '1 mile away', or that it is not known yet, in the language's words and way of writing
 * numbers (the language's catalogue must be the one given); nothing when the search had no location.
 */
export function distanceAwayIn(
  { location_known, distance_miles }: FoundPlace,
  language: Language,
  catalogue: Catalogue,
): string | null {
  if (!location_known) return formatMessage(catalogue, language, "places.distance.notKnown");
  if (distance_miles === null) return null;
  // A number, so the message picks the language's plural form ('2 mile', '5 mil', '2,5 mili') and writes it.
  return formatMessage(catalogue, language, "places.distance.miles", {
    miles: milesToTenths(distance_miles),
  });
}

/** 'Leeds (LS1 4AB)', or the postcode alone when its town is not known. */
export function townAndPostcode(town: string | null, postcode: string): string {
  return town ? `${town} (${postcode})` : postcode;
}
