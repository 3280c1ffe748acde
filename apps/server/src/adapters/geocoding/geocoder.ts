/** Turns UK postcodes into places, for site weather, distances and nearby test centres. */

export interface GeocodedPostcode {
  /** Normalised, e.g. "SW1A 1AA". */
  postcode: string;
  /** The part before the space, e.g. "SW1A". */
  outcode: string;
  latitude: number;
  longitude: number;
  /** Local authority district (or parish) to show beside the postcode; null when the service has none. */
  town: string | null;
}

export interface GeocodedOutcode {
  outcode: string;
  /** The centre of the outcode's postcodes. */
  latitude: number;
  longitude: number;
  town: string | null;
}

export interface Geocoder {
  /**
   * Null when the postcode is not a UK postcode, is unknown, or has no location (some non-geographic postcodes).
   * Throws a 503 AppError when the service cannot answer; it never guesses a location.
   */
  lookupPostcode(postcode: string): Promise<GeocodedPostcode | null>;
  /** The same for the outward part only, e.g. "M1". */
  lookupOutcode(outcode: string): Promise<GeocodedOutcode | null>;
}
