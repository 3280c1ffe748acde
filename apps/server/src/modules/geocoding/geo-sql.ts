import { earthRadiusMiles, type GeoCoordinates } from "@siteready/domain";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** SQL pieces for "within N miles" and "nearest first", shared by the jobs and test-centre searches. */

const milesPerDegreeOfLatitude = (earthRadiusMiles * Math.PI) / 180;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that holds every point within `radiusMiles`: a cheap, index-friendly prefilter
 * before the exact distance. Longitude degrees shrink towards the poles, so the box uses the narrowest
 * latitude it spans, plus 1% for rounding.
 */
export function boundingBox(center: GeoCoordinates, radiusMiles: number): BoundingBox {
  const latitudeDelta = (radiusMiles / milesPerDegreeOfLatitude) * 1.01;
  const widestLatitude = Math.min(89.9, Math.abs(center.latitude) + latitudeDelta);
  const longitudeDelta = Math.min(
    180,
    (radiusMiles / (milesPerDegreeOfLatitude * Math.cos((widestLatitude * Math.PI) / 180))) * 1.01,
  );
  return {
    minLatitude: center.latitude - latitudeDelta,
    maxLatitude: center.latitude + latitudeDelta,
    minLongitude: center.longitude - longitudeDelta,
    maxLongitude: center.longitude + longitudeDelta,
  };
}

/** Haversine distance in miles from the point in these columns to `center`; the same formula as distanceMiles. */
export function distanceMilesSql(
  latitude: AnyColumn,
  longitude: AnyColumn,
  center: GeoCoordinates,
): SQL<number> {
  const lat = sql`${center.latitude}::double precision`;
  const lng = sql`${center.longitude}::double precision`;
  return sql<number>`(2 * ${earthRadiusMiles}::double precision * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
}

/** Rounded to 0.1 mile for display. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
