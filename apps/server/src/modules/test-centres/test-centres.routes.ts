import { testCentreImportResultSchema, testCentreSearchResultSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { adminAccess, signedInAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import type { ResponseCache } from "../monitoring/response-cache.ts";
import { createTestCentresService } from "./test-centres.service.ts";

const DEFAULT_TEST_CENTRE_RESULTS = 20;
const MAX_TEST_CENTRE_RESULTS = 50;

const searchQuerySchema = z.object({
  /** A postcode or outcode; the worker's own postcode when left out. */
  near: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce.number().int().min(1).max(MAX_TEST_CENTRE_RESULTS).default(DEFAULT_TEST_CENTRE_RESULTS),
});

/** The CSV as the body (Content-Type: text/csv), or JSON { csv } from a form. */
const importBodySchema = z.union([z.string(), z.object({ csv: z.string() })]);

/** A full directory is well under 1 MB; the limit leaves room without inviting abuse. */
const csvBodyLimit = 5 * 1024 * 1024;

export interface TestCentresRoutesOptions {
  db: Db;
  geocoding: GeocodingService;
  exampleCsvPath?: string;
  /** Searches near a given place are the same for everyone: kept up to 5 minutes per instance. */
  responseCache?: ResponseCache<unknown>;
}

const CACHE_TAG = "test-centres";

/** Test centres (§2 /test-centers, donateToUnlock): the search, and the admins' directory import. */
export const testCentresRoutes: FastifyPluginAsyncZod<TestCentresRoutesOptions> = async (app, options) => {
  const centres = createTestCentresService(options);

  // Scoped to this plugin: CSV bodies are accepted here and nowhere else.
  app.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "string", bodyLimit: csvBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/test-centres",
    {
      ...signedInAccess("testCenters", { capability: "test_center_search" }),
      schema: {
        tags: ["test-centres"],
        summary: "CITB test centres nearest a postcode, with the distance in miles",
        querystring: searchQuerySchema,
        response: { 200: testCentreSearchResultSchema },
      },
    },
    async (request) => {
      const { near, limit } = request.query;
      const search = () => centres.nearest(near, signedInUser(request).id, limit);
      // Without `near` the answer comes from the worker's own postcode: personal, so never shared.
      if (!near || !options.responseCache) return search();
      const key = `test-centres:${near.toUpperCase().replace(/\s+/g, "")}:${limit}`;
      return (await options.responseCache.getOrLoad(key, search, [CACHE_TAG])) as Awaited<
        ReturnType<typeof search>
      >;
    },
  );

  app.post(
    "/api/admin/test-centres/import",
    {
      ...adminAccess(),
      bodyLimit: csvBodyLimit,
      schema: {
        tags: ["admin", "test-centres"],
        summary:
          "Replace the test-centre directory from CSV (name,address,postcode,latitude,longitude,test_types,booking_url,is_demo)",
        body: importBodySchema,
        response: { 200: testCentreImportResultSchema },
      },
    },
    async (request) => {
      const result = await centres.importCsv(
        typeof request.body === "string" ? request.body : request.body.csv,
      );
      options.responseCache?.invalidateTag(CACHE_TAG);
      return result;
    },
  );

  app.post(
    "/api/admin/test-centres/import-example",
    {
      ...adminAccess(),
      schema: {
        body: noBody,
        tags: ["admin", "test-centres"],
        summary: "Replace the directory with the shipped example (demo) centres, to try the feature",
        response: { 200: testCentreImportResultSchema },
      },
    },
    async () => {
      const result = await centres.importExample();
      options.responseCache?.invalidateTag(CACHE_TAG);
      return result;
    },
  );
};
