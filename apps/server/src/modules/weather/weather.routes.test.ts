import type { SiteWeather } from "@siteready/domain/weather";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { weatherCache } from "../../db/schema/weather.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import {
  calmWeather,
  type FakeServer,
  fakeForecastDates,
  startFakeOpenMeteo,
  startFakePostcodesIo,
  windyFrostyWeather,
} from "../../test-support/location-fakes.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

const unavailable = { key: "places.server.weatherUnavailable" };

describe("weather", () => {
  let testApp: TestApp;
  let postcodes: FakeServer;
  let openMeteo: FakeServer;
  let worker: User;
  let other: User;
  let yardId: string;
  let sameSiteProjectId: string;
  let manchesterProjectId: string;

  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const forecasts = async (user: User = worker) => {
    const response = await inject({ method: "GET", url: "/api/weather/forecasts", headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().sites as SiteWeather[];
  };
  const addProject = async (payload: Record<string, unknown>) => {
    const response = await inject({ method: "POST", url: "/api/projects", headers: worker.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    postcodes = await startFakePostcodesIo();
    // Leeds (the yard) has a frosty, windy week; everywhere else is calm.
    openMeteo = await startFakeOpenMeteo((latitude) => (latitude > 53.7 ? windyFrostyWeather : calmWeather));
    testApp = await createTestApp({ POSTCODES_IO_URL: postcodes.baseUrl, OPEN_METEO_URL: openMeteo.baseUrl });
    worker = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);

    const yard = await inject({
      method: "POST",
      url: "/api/weather/sites",
      headers: worker.headers,
      payload: { label: "Yard", postcode: "ls14dy" },
    });
    expect(yard.statusCode).toBe(201);
    yardId = yard.json().id;
    // Ongoing projects with a site join the saved sites; one at the yard's postcode is the same site.
    sameSiteProjectId = await addProject({
      name: "Yard extension",
      site_postcode: "LS1 4DY",
      start_date: "2025-09-01",
    });
    manchesterProjectId = await addProject({
      name: "Piccadilly flats",
      site_postcode: "M2 5PD",
      start_date: "2025-06-02",
    });
    // Finished projects, and projects without a site, have no weather.
    await addProject({
      name: "Old job",
      site_postcode: "NE1 5DL",
      start_date: "2020-01-06",
      end_date: "2020-06-26",
    });
    await addProject({ name: "No site", start_date: "2025-01-06" });
  });
  afterAll(async () => {
    await testApp.close();
    await postcodes.close();
    await openMeteo.close();
  });
  beforeEach(async () => {
    await testApp.database.db.delete(weatherCache);
    openMeteo.requests.length = 0;
    openMeteo.down = false;
  });

  describe("sites", () => {
    it("saves a site postcode with a label, once", async () => {
      const list = await inject({ method: "GET", url: "/api/weather/sites", headers: worker.headers });
      expect(list.json()).toEqual({
        sites: [{ id: yardId, label: "Yard", postcode: "LS1 4DY", created_at: expect.any(String) }],
      });
      const again = await inject({
        method: "POST",
        url: "/api/weather/sites",
        headers: worker.headers,
        payload: { label: "Yard again", postcode: "LS1 4DY" },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("You have already saved a site with this postcode");
    });

    it("explains an invalid or unknown postcode", async () => {
      const invalid = await inject({
        method: "POST",
        url: "/api/weather/sites",
        headers: worker.headers,
        payload: { label: "Somewhere", postcode: "LS1" },
      });
      expect(invalid.json().fieldErrors).toEqual({ postcode: ["Please enter a valid UK postcode"] });
      const unknown = await inject({
        method: "POST",
        url: "/api/weather/sites",
        headers: worker.headers,
        payload: { label: "Somewhere", postcode: "LS99 9ZZ" },
      });
      expect(unknown.json().fieldErrors).toEqual({
        postcode: ["We could not find that postcode. Check it and try again."],
      });
    });

    it("keeps sites to their owner", async () => {
      const url = `/api/weather/sites/${yardId}`;
      expect((await inject({ method: "DELETE", url, headers: other.headers })).statusCode).toBe(404);
      expect(
        (await inject({ method: "GET", url: "/api/weather/sites", headers: other.headers })).json(),
      ).toEqual({
        sites: [],
      });
      expect(await forecasts(other)).toEqual([]);

      const temporary = await inject({
        method: "POST",
        url: "/api/weather/sites",
        headers: worker.headers,
        payload: { label: "Temporary", postcode: "B1 2ND" },
      });
      const deleted = await inject({
        method: "DELETE",
        url: `/api/weather/sites/${temporary.json().id}`,
        headers: worker.headers,
      });
      expect(deleted.statusCode).toBe(204);
    });
  });

  describe("forecasts", () => {
    it("gives each site, saved or from an ongoing project, now and the next 7 days with work warnings", async () => {
      const sites = await forecasts();
      expect(sites.map((site) => [site.label, site.postcode, site.saved_site_id, site.project_ids])).toEqual([
        ["Yard", "LS1 4DY", yardId, [sameSiteProjectId]],
        ["Piccadilly flats", "M2 5PD", null, [manchesterProjectId]],
      ]);
      const [yard, manchester] = sites;
      expect(yard?.error).toBeNull();
      expect(yard?.forecast?.days.map((day) => day.date)).toEqual(fakeForecastDates);
      expect(yard?.forecast?.now).toMatchObject({
        temperatureC: -2.6,
        windGustMph: 31.4,
        description: "Overcast",
      });
      expect(yard?.forecast?.now.warnings.map((warning) => [warning.kind, warning.severity])).toEqual([
        ["crane_wind", "warning"],
        ["mewp_wind", "stop"],
        ["scaffold_wind", "warning"],
        ["frost", "warning"],
      ]);
      // Day 2: a 45 mph gale with 14 mm of rain.
      const gale = yard?.forecast?.days[1];
      expect(gale?.warnings.map((warning) => [warning.kind, warning.severity])).toEqual([
        ["crane_wind", "stop"],
        ["mewp_wind", "stop"],
        ["scaffold_wind", "stop"],
        ["near_freezing", "warning"],
        ["heavy_rain", "warning"],
      ]);
      expect(gale?.warnings[0]?.message).toBe("Gusts up to 45 mph: too windy for crane lifts.");
      expect(gale?.warnings[0]?.message_ref).toEqual({
        key: "places.warning.craneStop",
        values: { gust: 45 },
      });
      expect(gale?.description).toBe("Heavy rain");

      expect(manchester?.forecast?.now.warnings).toEqual([]);
      expect(manchester?.forecast?.days.every((day) => day.warnings.length === 0)).toBe(true);
    });

    it("asks Open-Meteo once per site, then serves from the cache for 30 minutes", async () => {
      await forecasts();
      expect(openMeteo.requests).toHaveLength(2);
      // The service is asked for the point rounded to 2 decimal places, the cache key.
      const asked = openMeteo.requests.map((url) =>
        new URL(url, openMeteo.baseUrl).searchParams.get("latitude"),
      );
      expect(asked.sort()).toEqual(["53.48", "53.8"]);

      const again = await forecasts();
      expect(openMeteo.requests).toHaveLength(2);
      expect(again[0]?.forecast?.now.temperatureC).toBe(-2.6);

      // Once the cached forecast is older than 30 minutes, it is fetched again.
      await testApp.database.db.update(weatherCache).set({ fetchedAt: sql`now() - interval '31 minutes'` });
      await forecasts();
      expect(openMeteo.requests).toHaveLength(4);
    });

    it("says clearly when Open-Meteo cannot be reached", async () => {
      openMeteo.down = true;
      const sites = await forecasts();
      expect(sites.map((site) => [site.label, site.forecast, site.error])).toEqual([
        ["Yard", null, unavailable],
        ["Piccadilly flats", null, unavailable],
      ]);
    });

    it("still shows the sites it can while Open-Meteo is down: a fresh cache keeps serving", async () => {
      await forecasts();
      await testApp.database.db.delete(weatherCache).where(sql`${weatherCache.key} = '53.48,-2.24'`);
      openMeteo.down = true;
      const sites = await forecasts();
      expect(sites.map((site) => [site.label, site.forecast === null, site.error])).toEqual([
        ["Yard", false, null],
        ["Piccadilly flats", true, unavailable],
      ]);
    });

    it("is for signed-in users only", async () => {
      expect((await inject({ method: "GET", url: "/api/weather/forecasts" })).statusCode).toBe(401);
    });
  });
});
