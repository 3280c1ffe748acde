/** Great-circle distance between two points, for "how far is this site" and nearest-centre sorting. */

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
