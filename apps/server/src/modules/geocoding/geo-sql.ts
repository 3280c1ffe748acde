import { earthRadiusMiles, type GeoCoordinates } from "@siteready/domain/places";
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

/**
 * "Nearest first" through a GiST index: a place as a point on a flat map whose longitude is scaled by cos 53°
 * (the middle of Great Britain; 0.66 at Land's End, 0.52 in Shetland), so a page of the nearest rows is read
 * from the index (k-nearest-neighbour) instead of sorting every row within the radius. The scale is written
 * into the SQL, not bound, so the query's expression is the indexes' (`jobs_open_place_knn_index`,
 * `diggs_listings_visible_place_knn_index`: latitude, longitude, then this point).
 */
const longitudeScale = 0.6;

/**
 * True for rows inside `box`: latitude and longitude ranges, the first two columns of those GiST indexes
 * (btree_gist), so the index scan stops at the box's edge; and their statistics give the planner a true count of
 * the rows in the box (a point-in-box test is always guessed at 0.1% of the table), so it reads a dense town's
 * nearest rows in order instead of sorting all of them.
 */
export function withinBoxSql(latitude: AnyColumn, longitude: AnyColumn, box: BoundingBox): SQL {
  return sql`${latitude} between ${box.minLatitude} and ${box.maxLatitude} and ${longitude} between ${box.minLongitude} and ${box.maxLongitude}`;
}

/** An ORDER BY key: nearest to `center` first, on the flat map (close to the true order within a search radius). */
export function nearestFirstSql(latitude: AnyColumn, longitude: AnyColumn, center: GeoCoordinates): SQL {
  const scale = sql.raw(String(longitudeScale));
  return sql`point(${longitude} * ${scale}, ${latitude}) <-> point(${center.longitude * longitudeScale}::double precision, ${center.latitude}::double precision)`;
}
