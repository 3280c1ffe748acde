import { z } from "zod";

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
  distance_miles: z.number(),
});
export type TestCentreView = z.infer<typeof testCentreViewSchema>;

export const testCentreMessages = {
  /** A search with nothing to search near: no postcode typed and none in the profile. */
  postcodeNeeded: "Enter a postcode, or the first part of one such as M1",
} as const;

export const testCentreSearchResultSchema = z.object({
  /** Null when no postcode was given and the profile has none: the page asks for one. */
  near: z
    .object({
      place: z.string(),
      town: z.string().nullable(),
      source: z.enum(["query", "profile"]),
    })
    .nullable(),
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
