import { testCentresEndpoints } from "@siteready/domain/test-centres";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { wordsFor } from "../../lib/request-language.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import type { ResponseCache } from "../monitoring/response-cache.ts";
import { createTestCentresService } from "./test-centres.service.ts";

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

/** Test centres (§2 /test-centers): the routes of `testCentresEndpoints` (@siteready/domain). */
export const testCentresRoutes: FastifyPluginAsyncZod<TestCentresRoutesOptions> = async (app, options) => {
  const centres = createTestCentresService(options);
  const endpoints = testCentresEndpoints;

  // Scoped to this plugin: CSV bodies are accepted here and nowhere else.
  app.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "string", bodyLimit: csvBodyLimit },
    (_request, body, done) => done(null, body),
  );

  registerEndpoint(app, endpoints.search, async ({ query, request }) => {
    const { near, limit } = query;
    const search = () => centres.search(near, signedInUser(request).id, limit);
    // Without `near` the answer comes from the worker's own postcode: personal, so never shared.
    const cache = options.responseCache;
    if (!near || !cache) return search();
    const key = `test-centres:${near.toUpperCase().replace(/\s+/g, "")}:${limit}`;
    const cached = cache.get(key) as Awaited<ReturnType<typeof search>> | undefined;
    if (cached) return cached;
    const result = await search();
    // An answer made while the lookup service was down is not kept: the next search may place the postcode.
    if (result.search.by !== "postcode_area") cache.set(key, result, [CACHE_TAG]);
    return result;
  });
  registerEndpoint(
    app,
    endpoints.import,
    async ({ body, request }) => {
      // A file's problems are told in the admin's language.
      const result = await centres.importCsv(typeof body === "string" ? body : body.csv, wordsFor(request));
      options.responseCache?.invalidateTag(CACHE_TAG);
      return result;
    },
    { bodyLimit: csvBodyLimit },
  );

  registerEndpoint(app, endpoints.importExample, async ({ request }) => {
    const result = await centres.importExample(wordsFor(request));
    options.responseCache?.invalidateTag(CACHE_TAG);
    return result;
  });
};
