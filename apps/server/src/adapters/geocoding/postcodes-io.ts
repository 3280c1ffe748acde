import { normalizeUkOutcode, normalizeUkPostcode } from "@siteready/domain/fields";
import type { MessageRef } from "@siteready/domain/i18n";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { GeocodedOutcode, GeocodedPostcode, Geocoder } from "./geocoder.ts";

/** postcodes.io (https://postcodes.io): free UK postcode lookups from ONS data, no key needed. */

export interface PostcodesIoOptions {
  /** e.g. "https://api.postcodes.io"; tests point it at a local fake. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const postcodeLookupUnavailableMessage =
  "The postcode lookup service could not be reached. Please try again later.";
/** The message above by key, for the reader's language. */
export const postcodeLookupUnavailable: MessageRef = { key: "places.server.postcodeLookupUnavailable" };

const defaultTimeoutMs = 5_000;

// Only the fields we use; zod drops the rest. Coordinates are null for postcodes with no fixed location.
const postcodeResponseSchema = z.object({
  status: z.literal(200),
  result: z.object({
    postcode: z.string(),
    outcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    admin_district: z.string().nullable().optional(),
    parish: z.string().nullable().optional(),
  }),
});

const outcodeResponseSchema = z.object({
  status: z.literal(200),
  result: z.object({
    outcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    admin_district: z.array(z.string()).nullable().optional(),
  }),
});

// A 404 only means "not found" when postcodes.io says so; a 404 from anything else (a wrong base URL, a proxy)
// would otherwise make every postcode look unknown.
const notFoundResponseSchema = z.object({ status: z.literal(404), error: z.string() });

/** ONS parishes outside parished areas are named "Westminster, unparished area": no use as a town. */
function townFrom(
  adminDistrict: string | null | undefined,
  parish: string | null | undefined,
): string | null {
  if (adminDistrict) return adminDistrict;
  if (parish && !/unparished area$/i.test(parish)) return parish;
  return null;
}

function unavailable(cause: unknown): AppError {
  const error = new AppError(503, "SERVICE_UNAVAILABLE", postcodeLookupUnavailable);
  // Kept for the server log only; the user sees the message above.
  error.cause = cause;
  return error;
}

export function createPostcodesIoGeocoder(options: PostcodesIoOptions): Geocoder {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  /** The parsed body of a 200, or null for postcodes.io's own 404. Anything else is "unavailable". */
  async function getJson(path: string): Promise<unknown> {
    try {
      // The timeout covers reading the body too, so a server that stalls mid-answer cannot hang a request.
      const response = await fetchImpl(`${baseUrl}${path}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await response.json();
      if (response.status === 404 && notFoundResponseSchema.safeParse(body).success) return null;
      if (!response.ok) throw new Error(`postcodes.io answered ${response.status}`);
      return body;
    } catch (error) {
      throw unavailable(error);
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable(parsed.error);
    return parsed.data;
  }

  return {
    async lookupPostcode(postcode) {
      const normalised = normalizeUkPostcode(postcode);
      // Not a postcode at all: nothing to ask the service.
      if (!normalised) return null;
      const body = await getJson(`/postcodes/${encodeURIComponent(normalised)}`);
      if (body === null) return null;
      const { result } = parse(postcodeResponseSchema, body);
      if (result.latitude === null || result.longitude === null) return null;
      const answeredPostcode = normalizeUkPostcode(result.postcode) ?? normalised;
      return {
        postcode: answeredPostcode,
        outcode:
          normalizeUkOutcode(result.outcode) ?? answeredPostcode.slice(0, answeredPostcode.indexOf(" ")),
        latitude: result.latitude,
        longitude: result.longitude,
        town: townFrom(result.admin_district, result.parish),
      } satisfies GeocodedPostcode;
    },

    async lookupOutcode(outcode) {
      const normalised = normalizeUkOutcode(outcode);
      if (!normalised) return null;
      const body = await getJson(`/outcodes/${encodeURIComponent(normalised)}`);
      if (body === null) return null;
      const { result } = parse(outcodeResponseSchema, body);
      if (result.latitude === null || result.longitude === null) return null;
      return {
        outcode: normalizeUkOutcode(result.outcode) ?? normalised,
        latitude: result.latitude,
        longitude: result.longitude,
        town: result.admin_district?.[0] ?? null,
      } satisfies GeocodedOutcode;
    },
  };
}
