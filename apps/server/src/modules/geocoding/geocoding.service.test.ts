import { encoded, fieldMessages } from "@siteready/domain/fields";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import type { Database } from "../../db/client.ts";
import { geocodeCache } from "../../db/schema/places.ts";
import { AppError } from "../../lib/app-error.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { createGeocodingService, postcodeNotFoundMessage } from "./geocoding.service.ts";

const day = 24 * 60 * 60 * 1000;

describe("geocoding service", () => {
  let database: Database;
  let fake: FakeServer;
  let now: Date;
  const service = () =>
    createGeocodingService({
      db: database.db,
      geocoder: createPostcodesIoGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 1_000 }),
      clock: () => now,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakePostcodesIo();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(geocodeCache);
    fake.requests.length = 0;
    fake.down = false;
    now = new Date("2026-01-14T09:00:00Z");
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (reason: unknown) => reason as AppError,
    );

  it("normalises the postcode, asks the provider once and then answers from the database", async () => {
    await expect(service().lookupPostcode(" ls14dy ")).resolves.toEqual({
      postcode: "LS1 4DY",
      outcode: "LS1",
      latitude: 53.795,
      longitude: -1.5477,
      town: "Leeds",
    });
    await expect(service().lookupPostcode("LS1 4DY")).resolves.toMatchObject({ latitude: 53.795 });
    expect(fake.requests).toEqual(["/postcodes/LS1%204DY"]);
  });

  it("keeps a found postcode for 30 days, then asks again", async () => {
    await service().lookupPostcode("LS1 4DY");
    now = new Date(now.getTime() + 30 * day - 1000);
    await service().lookupPostcode("LS1 4DY");
    expect(fake.requests).toHaveLength(1);
    now = new Date(now.getTime() + 2000);
    await service().lookupPostcode("LS1 4DY");
    expect(fake.requests).toHaveLength(2);
  });

  it("refuses a value that is not a UK postcode on the caller's field, without asking the provider", async () => {
    const error = await failure(service().lookupPostcode("LS1", "site_postcode"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Please enter a valid UK postcode",
      options: { fieldErrors: { site_postcode: [fieldMessages.postcode] } },
    });
    expect(fake.requests).toEqual([]);
  });

  it("says a postcode was not found, and remembers the miss for a day", async () => {
    const error = await failure(service().lookupPostcode("LS99 9ZZ", "postcode"));
    expect(error).toMatchObject({
      status: 400,
      message: postcodeNotFoundMessage,
      options: { fieldErrors: { postcode: [encoded("places.postcodeNotFound")] } },
    });
    await failure(service().lookupPostcode("LS99 9ZZ"));
    expect(fake.requests).toHaveLength(1);
    now = new Date(now.getTime() + day + 1000);
    await failure(service().lookupPostcode("LS99 9ZZ"));
    expect(fake.requests).toHaveLength(2);
  });

  it("reports the provider unreachable with the adapter's 503 and caches nothing", async () => {
    fake.down = true;
    const error = await failure(service().lookupPostcode("LS1 4DY"));
    expect(error).toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "The postcode lookup service could not be reached. Please try again later.",
    });
    expect(await database.db.select().from(geocodeCache)).toEqual([]);
  });

  it("serves a cached postcode while the provider is down", async () => {
    await service().lookupPostcode("LS1 4DY");
    fake.down = true;
    await expect(service().lookupPostcode("ls1 4dy")).resolves.toMatchObject({ town: "Leeds" });
  });

  it("looks up a postcode or an outcode for 'near' searches", async () => {
    await expect(service().lookupPlace("m1")).resolves.toEqual({
      kind: "outcode",
      label: "M1",
      postcode: null,
      outcode: "M1",
      latitude: 53.4791,
      longitude: -2.2336,
      town: "Manchester",
    });
    await expect(service().lookupPlace("m25pd")).resolves.toMatchObject({
      kind: "postcode",
      label: "M2 5PD",
      outcode: "M2",
    });
    await service().lookupPlace("M1");
    expect(fake.requests).toEqual(["/outcodes/M1", "/postcodes/M2%205PD"]);
    await expect(failure(service().lookupPlace("Leeds"))).resolves.toMatchObject({
      status: 400,
      options: { fieldErrors: { near: [fieldMessages.postcode] } },
    });
  });
});
