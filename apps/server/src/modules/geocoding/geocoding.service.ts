import { encoded, fieldMessages, normalizeUkOutcode, normalizeUkPostcode } from "@siteready/domain/fields";
import type { MessageRef } from "@siteready/domain/i18n";
import { normalizeUkPlace } from "@siteready/domain/jobs";
import type { GeocodedPostcode, Geocoder } from "../../adapters/geocoding/geocoder.ts";
import { postcodeLookupUnavailable } from "../../adapters/geocoding/postcodes-io.ts";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../lib/app-error.ts";
import { GEOCODE_FIRST_RETRY_MS } from "./geocode-retry-runner.ts";
import {
  enqueueGeocodeJob,
  findDirectoryOutcodeCentroid,
  findDirectoryPostcode,
  type GeocodeCacheRow,
  readGeocodeCache,
  saveGeocodeCache,
} from "./geocoding.repository.ts";

/**
 * UK postcodes to places for every area (jobs, projects, test centres, weather, diggs). An imported postcode
 * directory answers first (the postcode, else the centre of its outcode's postcodes), so a private network needs
 * no outside service; then the provider, through the database cache so each postcode is asked of it about once a
 * month. A provider that cannot be reached surfaces as the adapter's 503; nothing here ever guesses a location.
 */

export const postcodeNotFoundMessage = "We could not find that postcode. Check it and try again.";

/**
 * For a feature that cannot work without knowing where a postcode is: the lookup service's 503, reworded to say
 * what the feature needs; anything else passes through unchanged.
 */
export function explainPlaceNeeded(error: unknown, need: MessageRef): unknown {
  if (!(error instanceof AppError && error.status === 503)) return error;
  const explained = new AppError(503, "SERVICE_UNAVAILABLE", {
    key: "places.server.placeNeeded",
    values: { need },
  });
  explained.cause = error;
  return explained;
}

/** Postcodes rarely move; a month keeps look-ups rare without keeping a retired postcode for ever. */
const foundTtlMs = 30 * 24 * 60 * 60 * 1000;
/** A miss may be a brand-new postcode the provider learns of soon, so it is asked again the next day. */
const missTtlMs = 24 * 60 * 60 * 1000;

/** A full postcode, or an outcode ("M1") for area searches. */
export interface GeocodedPlace {
  kind: "postcode" | "outcode";
  /** 'LS1 4DY' or 'M1', as shown back to the user. */
  label: string;
  postcode: string | null;
  outcode: string;
  latitude: number;
  longitude: number;
  town: string | null;
}

export interface GeocodingServiceOptions {
  db: Db;
  geocoder: Geocoder;
  clock?: () => Date;
}

/** A saved record's place: coordinates are null until the postcode is found. */
export interface PlaceForSave {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  town: string | null;
}

const invalid = (field: string) =>
  validationFailed({ [field]: [fieldMessages.postcode] }, { key: "validation.postcode" });
const notFoundError = (field: string) =>
  validationFailed({ [field]: [encoded("places.postcodeNotFound")] }, { key: "places.postcodeNotFound" });

/**
 * How long a save waits for the outside postcode service before it saves without coordinates (the retry fills
 * them in). A create can run inside a request transaction (idempotency keys, decision 0026), which holds a
 * database connection — on the embedded database, the only one — while it waits; postcodes.io answers in a
 * fraction of this.
 */
const SAVE_LOOKUP_BUDGET_MS = 1_500;

/** The lookup's answer, or "unavailable" once the budget is spent (the lookup still fills the cache when it ends). */
function withinSaveBudget<T>(lookup: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(503, "SERVICE_UNAVAILABLE", postcodeLookupUnavailable)),
      SAVE_LOOKUP_BUDGET_MS,
    );
  });
  // A lookup that fails after the budget was spent has no one to tell.
  lookup.catch(() => undefined);
  return Promise.race([lookup, spent]).finally(() => clearTimeout(timer));
}

export function createGeocodingService({ db, geocoder, clock = () => new Date() }: GeocodingServiceOptions) {
  const isFresh = (row: GeocodeCacheRow) =>
    clock().getTime() - row.fetchedAt.getTime() < (row.found ? foundTtlMs : missTtlMs);

  /** The cached place for `key`, or asks `fetch` and remembers the answer (a miss too). */
  async function cached(
    key: string,
    fetch: () => Promise<Omit<GeocodeCacheRow, "key" | "found" | "fetchedAt"> | null>,
  ): Promise<GeocodeCacheRow> {
    const hit = await readGeocodeCache(db, key);
    if (hit && isFresh(hit)) return hit;
    const answer = await fetch();
    const row: GeocodeCacheRow = answer
      ? { key, found: true, fetchedAt: clock(), ...answer }
      : {
          key,
          found: false,
          fetchedAt: clock(),
          postcode: null,
          outcode: null,
          latitude: null,
          longitude: null,
          town: null,
        };
    await saveGeocodeCache(db, row);
    return row;
  }

  function toPlace(row: GeocodeCacheRow, field: string): GeocodedPlace {
    if (!row.found || row.latitude === null || row.longitude === null || row.outcode === null) {
      throw notFoundError(field);
    }
    return {
      kind: row.postcode ? "postcode" : "outcode",
      label: row.postcode ?? row.outcode,
      postcode: row.postcode,
      outcode: row.outcode,
      latitude: row.latitude,
      longitude: row.longitude,
      town: row.town,
    };
  }

  async function lookupPostcode(value: string, field = "postcode"): Promise<GeocodedPostcode> {
    const postcode = normalizeUkPostcode(value);
    if (!postcode) throw invalid(field);
    const outcode = postcode.slice(0, postcode.indexOf(" "));
    const listed =
      (await findDirectoryPostcode(db, postcode)) ?? (await findDirectoryOutcodeCentroid(db, outcode));
    if (listed) return { postcode, outcode, town: null, ...listed };
    const row = await cached(`postcode:${postcode}`, async () => {
      const found = await geocoder.lookupPostcode(postcode);
      return found && { ...found };
    });
    const place = toPlace(row, field);
    return {
      postcode: place.postcode ?? postcode,
      outcode: place.outcode,
      latitude: place.latitude,
      longitude: place.longitude,
      town: place.town,
    };
  }

  async function lookupOutcode(outcode: string, field: string): Promise<GeocodedPlace> {
    const listed = await findDirectoryOutcodeCentroid(db, outcode);
    if (listed) {
      return { kind: "outcode", label: outcode, postcode: null, outcode, town: null, ...listed };
    }
    const row = await cached(`outcode:${outcode}`, async () => {
      const found = await geocoder.lookupOutcode(outcode);
      return found && { postcode: null, ...found };
    });
    return toPlace(row, field);
  }

  return {
    /** A full UK postcode: 400 on `field` when it is not one or is unknown, 503 when the provider is down. */
    lookupPostcode,

    /**
     * For saving a record with a postcode: its place, or, when the provider cannot be reached, no coordinates
     * yet and the postcode queued for the background retry (which fills them in), so the save never waits on
     * an outside service. A postcode that is not one, or is unknown, is still the user's to fix (400).
     */
    async locateForSave(value: string, field: string): Promise<PlaceForSave> {
      try {
        return await withinSaveBudget(lookupPostcode(value, field));
      } catch (error) {
        if (!(error instanceof AppError && error.status === 503)) throw error;
        const postcode = normalizeUkPostcode(value) ?? value;
        // Asked again a minute from now: at once would only wait out the same timeout.
        await enqueueGeocodeJob(db, postcode, new Date(clock().getTime() + GEOCODE_FIRST_RETRY_MS));
        return { postcode, latitude: null, longitude: null, town: null };
      }
    },

    /** A full postcode or an outcode ("M1"), for "near" searches. */
    async lookupPlace(value: string, field = "near"): Promise<GeocodedPlace> {
      const place = normalizeUkPlace(value);
      if (!place) throw invalid(field);
      if (normalizeUkPostcode(place)) {
        const found = await lookupPostcode(place, field);
        return { kind: "postcode", label: found.postcode, ...found };
      }
      const outcode = normalizeUkOutcode(place);
      if (!outcode) throw invalid(field);
      return lookupOutcode(outcode, field);
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
