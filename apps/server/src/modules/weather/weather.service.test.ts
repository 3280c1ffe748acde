import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import { createOpenMeteoClient } from "../../adapters/weather/open-meteo.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { projects } from "../../db/schema/projects.ts";
import { jobSites, weatherCache } from "../../db/schema/weather.ts";
import {
  type FakeServer,
  startFakeOpenMeteo,
  startFakePostcodesIo,
} from "../../test-support/location-fakes.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { createGeocodingService } from "../geocoding/geocoding.service.ts";
import { createWeatherService } from "./weather.service.ts";

const minute = 60 * 1000;

describe("weather service (with a clock)", () => {
  let database: Database;
  let postcodes: FakeServer;
  let openMeteo: FakeServer;
  let now: Date;
  let userId: string;

  const service = () => {
    const clock = () => now;
    return createWeatherService({
      db: database.db,
      clock,
      geocoding: createGeocodingService({
        db: database.db,
        clock,
        geocoder: createPostcodesIoGeocoder({ baseUrl: postcodes.baseUrl, timeoutMs: 1_000 }),
      }),
      forecaster: createOpenMeteoClient({ baseUrl: openMeteo.baseUrl, timeoutMs: 1_000 }),
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    postcodes = await startFakePostcodesIo();
    openMeteo = await startFakeOpenMeteo();
    userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: "Sam Site", email: `${userId}@example.com` });
  });
  afterAll(async () => {
    await postcodes.close();
    await openMeteo.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(weatherCache);
    await database.db.delete(jobSites);
    await database.db.delete(projects);
    openMeteo.requests.length = 0;
    postcodes.requests.length = 0;
    now = new Date("2026-01-14T09:15:00Z");
  });

  it("keeps a forecast for 30 minutes by the clock", async () => {
    await database.db
      .insert(jobSites)
      .values({ userId, label: "Yard", postcode: "LS1 4DY", latitude: 53.795, longitude: -1.5477 });
    const first = await service().forecasts(userId);
    expect(first[0]?.forecast?.fetched_at).toBe("2026-01-14T09:15:00.000Z");
    expect(openMeteo.requests).toHaveLength(1);

    now = new Date(now.getTime() + 29 * minute);
    await service().forecasts(userId);
    expect(openMeteo.requests).toHaveLength(1);

    now = new Date(now.getTime() + 2 * minute);
    const refreshed = await service().forecasts(userId);
    expect(openMeteo.requests).toHaveLength(2);
    expect(refreshed[0]?.forecast?.fetched_at).toBe("2026-01-14T09:46:00.000Z");
  });

  it("shares one forecast between sites within the same 2-decimal-place square", async () => {
    await database.db.insert(jobSites).values([
      { userId, label: "Gate A", postcode: "LS1 4DY", latitude: 53.795, longitude: -1.5477 },
      { userId, label: "Gate B", postcode: "LS1 4DZ", latitude: 53.7951, longitude: -1.5478 },
    ]);
    const sites = await service().forecasts(userId);
    expect(sites.map((site) => site.forecast !== null)).toEqual([true, true]);
    expect(openMeteo.requests).toHaveLength(1);
  });

  it("looks up a project's site saved while the postcode service was down", async () => {
    await database.db
      .insert(projects)
      .values({ userId, name: "Piccadilly flats", sitePostcode: "M2 5PD", startDate: "2025-06-02" });
    const [site] = await service().forecasts(userId);
    expect(site).toMatchObject({ label: "Piccadilly flats", error: null });
    expect(postcodes.requests).toEqual(["/postcodes/M2%205PD"]);
    const asked = new URL(openMeteo.requests[0] ?? "", openMeteo.baseUrl).searchParams;
    expect([asked.get("latitude"), asked.get("longitude")]).toEqual(["53.48", "-2.24"]);
  });

  it("tells that site what it needs when the postcode cannot be looked up", async () => {
    await database.db
      .insert(projects)
      .values({ userId, name: "Quayside", sitePostcode: "NE1 5DL", startDate: "2025-06-02" });
    postcodes.down = true;
    try {
      const [site] = await service().forecasts(userId);
      expect(site).toMatchObject({
        forecast: null,
        error: {
          key: "places.server.placeNeeded",
          values: { need: { key: "places.server.weatherNeedsPlace" } },
        },
      });
    } finally {
      postcodes.down = false;
    }
  });
});
