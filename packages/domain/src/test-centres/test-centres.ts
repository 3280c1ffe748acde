import { z } from "zod";
import { encoded } from "../fields/fields.ts";
import { sanitizeText } from "../fields/normalize.ts";
import { normalizeUkPlace } from "../jobs/job.ts";

/**
 * What the CITB test-centre finder answers (§2 /test-centers); the renewal workflow's find_test_center step
 * shows the same centres. The server's routes declare these schemas and the web app reads their types.
 */

const testCentreViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** e.g. ['Operatives', 'Supervisors']. */
  test_types: z.array(z.string()),
  booking_url: z.string().nullable(),
  /** Example data, not a real centre: the page must say so. */
  is_demo: z.boolean(),
  /** Null when the search was by town or postcode area: there was no place to measure from. */
  distance_miles: z.number().nullable(),
});
export type TestCentreView = z.infer<typeof testCentreViewSchema>;

export const testCentreMessages = {
  /** What the search box takes: said when it holds neither, or is blank with no postcode in the profile. */
  postcodeOrTown: encoded("places.centres.postcodeOrTown"),
} as const;

/** A town's name as typed: letters in any alphabet, spaces, hyphens, apostrophes and full stops. */
const townPattern = /^\p{L}[\p{L}\p{M} .'’-]{1,59}$/u;

/** 'stoke-on-trent ' → 'stoke-on-trent': a town's name to search the directory by, or null for anything else. */
export function townName(value: string): string | null {
  const text = sanitizeText(value).replace(/\s+/g, " ");
  return townPattern.test(text) ? text : null;
}

/** What the finder's box may hold: a postcode (or its first half, 'M1') or a town's name; null otherwise. */
export function testCentrePlace(value: string): { postcode: string } | { town: string } | null {
  const postcode = normalizeUkPlace(value);
  if (postcode) return { postcode };
  const town = townName(value);
  return town ? { town } : null;
}

/** 'LS1 4DY' → 'LS', 'M1' → 'M': the postcode area, the letters a postcode starts with. */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]+/.exec(postcode)?.[0] ?? "";
}

const searchSource = z
  .enum(["query", "profile"])
  .describe("typed in the search, or the worker's own postcode");

/**
 * How the centres were found: by distance from a place, by a town's name, or (lookup down) by postcode area;
 * 'none' when no place was given and the profile has no postcode, so the page asks for one.
 */
const testCentreSearchSchema = z.discriminatedUnion("by", [
  z.object({ by: z.literal("none") }),
  z.object({
    by: z.literal("distance"),
    place: z.string(),
    town: z.string().nullable(),
    source: searchSource,
  }),
  z.object({ by: z.literal("town"), town: z.string() }),
  z
    .object({ by: z.literal("postcode_area"), place: z.string(), area: z.string(), source: searchSource })
    .describe("the postcode could not be placed (lookup service down): the centres in its postcode area"),
]);
export type TestCentreSearch = z.infer<typeof testCentreSearchSchema>;

export const testCentreSearchResultSchema = z.object({
  search: testCentreSearchSchema,
  centres: z.array(testCentreViewSchema),
  /** The directory holds no centres yet (an admin has not imported one). */
  directory_empty: z.boolean(),
});
export type TestCentreSearchResult = z.infer<typeof testCentreSearchResultSchema>;

export const testCentreImportResultSchema = z.object({
  imported: z.number().int(),
  demo: z.number().int(),
});
export type TestCentreImportResult = z.infer<typeof testCentreImportResultSchema>;
