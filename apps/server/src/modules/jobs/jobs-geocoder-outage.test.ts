import type { JobDetail, JobSearchResult } from "@siteready/domain/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import { geocodeJobs } from "../../db/schema/places.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { fillListingCoordinates } from "../diggs/diggs.repository.ts";
import { createGeocodeRetryRunner, GEOCODE_FIRST_RETRY_MS } from "../geocoding/geocode-retry-runner.ts";
import { createGeocodingService } from "../geocoding/geocoding.service.ts";
import { fillJobCoordinates } from "./jobs.repository.ts";
import { nearServiceDownNotice } from "./jobs.service.ts";

/** Saving a job never waits on the postcode service: the job is kept, and its place is found in the background. */
describe("posting a job while the postcode service is down", () => {
  let testApp: TestApp;
  let postcodes: FakeServer;
  let poster: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    postcodes = await startFakePostcodesIo();
    testApp = await createTestApp({ POSTCODES_IO_URL: postcodes.baseUrl });
    poster = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await postcodes.close();
  });

  const search = async (query: string) =>
    (
      await testApp.app.inject({ method: "GET", url: `/api/jobs?${query}`, headers: poster.headers })
    ).json() as JobSearchResult;
  const runnerAt = (minutesFromNow: number) =>
    createGeocodeRetryRunner({
      db: testApp.database.db,
      lookupPostcode: (postcode) =>
        createGeocodingService({
          db: testApp.database.db,
          geocoder: createPostcodesIoGeocoder({ baseUrl: postcodes.baseUrl, timeoutMs: 1_000 }),
        }).lookupPostcode(postcode),
      fillers: [
        (place) => fillJobCoordinates(testApp.database.db, place),
        (place) => fillListingCoordinates(testApp.database.db, place),
      ],
      logger: { info: () => {}, warn: () => {} },
      clock: () => new Date(Date.now() + minutesFromNow * 60_000),
    });

  it("saves the job, finds it by keyword, and fills in its place once the service answers", async () => {
    postcodes.down = true;
    const posted = await testApp.app.inject({
      method: "POST",
      url: "/api/jobs",
      headers: poster.headers,
      payload: {
        title: "Steel fixer for a car park deck",
        trade: "Steel Fixer",
        description: "Rebar for two post-tensioned decks. CSCS needed, own tools.",
        site_postcode: "m25pd",
        rate_type: "day_rate",
        rate: "200",
        contact_preference: "in_app",
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const job = posted.json() as JobDetail;
    expect(job).toMatchObject({ site_postcode: "M2 5PD", location_known: false, town: null });
    expect((await search("q=deck")).jobs.map((found) => found.id)).toEqual([job.id]);
    // A search near a postcode still answers, unfiltered, and says why.
    const unfiltered = await search("near=M2%205PD");
    expect(unfiltered.notice).toEqual(nearServiceDownNotice);
    expect(unfiltered.jobs.map((found) => [found.id, found.distance_miles])).toEqual([[job.id, null]]);

    // Still down a minute later: tried again, and kept for another go.
    await runnerAt(2).drain();
    const [queued] = await testApp.database.db.select().from(geocodeJobs);
    expect(queued).toMatchObject({ postcode: "M2 5PD", attempts: 1, claimedAt: null });
    expect(queued?.runAfter.getTime()).toBeGreaterThan(Date.now() + GEOCODE_FIRST_RETRY_MS);

    postcodes.down = false;
    await runnerAt(10).drain();
    expect(await testApp.database.db.select().from(geocodeJobs)).toEqual([]);
    const near = await search("near=M2%205PD");
    expect(
      near.jobs.map((found) => [found.id, found.distance_miles, found.location_known, found.town]),
    ).toEqual([[job.id, 0, true, "Manchester"]]);
  });
});
