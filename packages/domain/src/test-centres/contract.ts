import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import { testCentreImportResultSchema, testCentreSearchResultSchema } from "./test-centres.ts";

const DEFAULT_TEST_CENTRE_RESULTS = 20;
const MAX_TEST_CENTRE_RESULTS = 50;
const adminTags = ["admin", "test-centres"] as const;

/** Test centres (§2 /test-centers, donateToUnlock): the search, and the admins' directory import. */
export const testCentresEndpoints = {
  search: {
    method: "GET",
    path: "/api/test-centres",
    summary:
      "CITB test centres nearest a postcode (with the distance in miles), or in a town by name; with the postcode " +
      "lookup service down, those in the postcode's area",
    tags: ["test-centres"],
    access: { level: "signed-in", feature: "testCenters", capability: "test_center_search" },
    query: z.object({
      /** A postcode, an outcode or a town's name; the worker's own postcode when left out. */
      near: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || undefined),
      limit: z.coerce.number().int().min(1).max(MAX_TEST_CENTRE_RESULTS).default(DEFAULT_TEST_CENTRE_RESULTS),
    }),
    response: testCentreSearchResultSchema,
  },
  import: {
    method: "POST",
    path: "/api/admin/test-centres/import",
    summary:
      "Replace the test-centre directory from CSV (name,address,postcode,latitude,longitude,test_types,booking_url,is_demo)",
    tags: adminTags,
    access: { level: "admin" },
    /** The CSV as the body (Content-Type: text/csv), or JSON { csv } from a form. */
    body: z.union([z.string(), z.object({ csv: z.string() })]),
    response: testCentreImportResultSchema,
  },
  importExample: {
    method: "POST",
    path: "/api/admin/test-centres/import-example",
    summary: "Replace the directory with the shipped example (demo) centres, to try the feature",
    tags: adminTags,
    access: { level: "admin" },
    body: noBody,
    response: testCentreImportResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
