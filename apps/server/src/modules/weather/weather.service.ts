import type { MessageRef } from "@siteready/domain/i18n";
import type { JobSiteInput } from "@siteready/domain/projects";
import {
  describeWeatherCode,
  type JobSiteView,
  type SiteForecast,
  type SiteWeather,
  siteForecastSchema,
  weatherWarnings,
} from "@siteready/domain/weather";
import type { WeatherForecaster } from "../../adapters/weather/open-meteo.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import { explainPlaceNeeded, type GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  deleteSiteOfUser,
  insertSite,
  type JobSiteRow,
  listOngoingProjectSites,
  listSitesOfUser,
  readWeatherCache,
  saveWeatherCache,
} from "./weather.repository.ts";

/** Forecasts change a few times a day; 30 minutes keeps the page fresh and the free service unburdened. */
const forecastTtlMs = 30 * 60 * 1000;
const weatherNeedsPlace: MessageRef = { key: "places.server.weatherNeedsPlace" };

export function toSiteView(row: JobSiteRow): JobSiteView {
  return { id: row.id, label: row.label, postcode: row.postcode, created_at: row.createdAt.toISOString() };
}

/** Rounded to 2 decimal places (about 1 km): near-identical sites share one forecast and one cache entry. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;
const cacheKeyOf = (latitude: number, longitude: number) =>
  `${roundCoordinate(latitude).toFixed(2)},${roundCoordinate(longitude).toFixed(2)}`;

interface Site {
  label: string;
  postcode: string;
  savedSiteId: string | null;
  projectIds: string[];
  latitude: number | null;
  longitude: number | null;
}

export interface WeatherServiceOptions {
  db: Db;
  geocoding: GeocodingService;
  forecaster: WeatherForecaster;
  clock?: () => Date;
}

/** Site weather (§2 /weather): my saved sites plus my ongoing projects' sites, each with work warnings. */
export function createWeatherService({
  db,
  geocoding,
  forecaster,
  clock = () => new Date(),
}: WeatherServiceOptions) {
  /** Saved sites first, then ongoing projects' sites not already saved; one entry per postcode. */
  async function sitesOf(userId: string): Promise<Site[]> {
    const sites = new Map<string, Site>();
    for (const row of await listSitesOfUser(db, userId)) {
      sites.set(row.postcode, {
        label: row.label,
        postcode: row.postcode,
        savedSiteId: row.id,
        projectIds: [],
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
    for (const project of await listOngoingProjectSites(db, userId)) {
      const existing = sites.get(project.postcode);
      if (existing) {
        existing.projectIds.push(project.id);
        continue;
      }
      sites.set(project.postcode, {
        label: project.name,
        postcode: project.postcode,
        savedSiteId: null,
        projectIds: [project.id],
        latitude: project.latitude,
        longitude: project.longitude,
      });
    }
    return [...sites.values()];
  }

  /** Fresh forecasts by cache key: from the cache when younger than 30 minutes, else from the service. */
  async function forecastsFor(locations: Map<string, { latitude: number; longitude: number }>) {
    const now = clock();
    const results = new Map<string, { forecast: SiteForecast; fetchedAt: Date } | { error: MessageRef }>();
    for (const row of await readWeatherCache(db, [...locations.keys()])) {
      const parsed = siteForecastSchema.safeParse(row.payload);
      if (parsed.success && now.getTime() - row.fetchedAt.getTime() < forecastTtlMs) {
        results.set(row.key, { forecast: parsed.data, fetchedAt: row.fetchedAt });
      }
    }
    await Promise.all(
      [...locations].map(async ([key, location]) => {
        if (results.has(key)) return;
        try {
          const forecast = await forecaster.forecast(location);
          const fetchedAt = clock();
          await saveWeatherCache(db, { key, payload: forecast, fetchedAt });
          results.set(key, { forecast, fetchedAt });
        } catch (error) {
          // One site's failure must not hide the others: it carries the message instead of a forecast.
          if (!(error instanceof AppError)) throw error;
          results.set(key, { error: error.messageRef });
        }
      }),
    );
    return results;
  }

  /** Coordinates for a site; a project saved while the postcode service was down is looked up now. */
  async function locate(
    site: Site,
  ): Promise<{ latitude: number; longitude: number } | { error: MessageRef }> {
    if (site.latitude !== null && site.longitude !== null) {
      return { latitude: site.latitude, longitude: site.longitude };
    }
    try {
      const place = await geocoding.lookupPostcode(site.postcode, "postcode");
      return { latitude: place.latitude, longitude: place.longitude };
    } catch (error) {
      const explained = explainPlaceNeeded(error, weatherNeedsPlace);
      if (explained instanceof AppError) return { error: explained.messageRef };
      throw error;
    }
  }

  return {
    async listSites(userId: string): Promise<JobSiteView[]> {
      return (await listSitesOfUser(db, userId)).map(toSiteView);
    },

    async addSite(input: JobSiteInput, userId: string): Promise<JobSiteView> {
      const place = await geocoding.lookupPostcode(input.postcode, "postcode").catch((error: unknown) => {
        throw explainPlaceNeeded(error, weatherNeedsPlace);
      });
      const row = await insertSite(db, {
        userId,
        label: input.label,
        postcode: place.postcode,
        latitude: place.latitude,
        longitude: place.longitude,
      });
      if (!row) throw new AppError(409, "CONFLICT", { key: "places.weather.alreadySaved" });
      return toSiteView(row);
    },

    async removeSite(id: string, userId: string): Promise<void> {
      assertRecordId(id);
      if (!(await deleteSiteOfUser(db, id, userId))) throw notFound();
    },

    async forecasts(userId: string): Promise<SiteWeather[]> {
      const sites = await sitesOf(userId);
      const located = await Promise.all(sites.map(async (site) => ({ site, location: await locate(site) })));
      const locations = new Map<string, { latitude: number; longitude: number }>();
      for (const { location } of located) {
        if ("error" in location) continue;
        const key = cacheKeyOf(location.latitude, location.longitude);
        // The service is asked for the rounded point, so the cached forecast is exactly the key's.
        locations.set(key, {
          latitude: roundCoordinate(location.latitude),
          longitude: roundCoordinate(location.longitude),
        });
      }
      const results = await forecastsFor(locations);

      return located.map(({ site, location }): SiteWeather => {
        const base = {
          label: site.label,
          postcode: site.postcode,
          saved_site_id: site.savedSiteId,
          project_ids: site.projectIds,
        };
        if ("error" in location) return { ...base, forecast: null, error: location.error };
        const result = results.get(cacheKeyOf(location.latitude, location.longitude));
        if (!result || "error" in result) {
          return {
            ...base,
            forecast: null,
            error: result?.error ?? { key: "places.weather.noForecastServer" },
          };
        }
        const { forecast, fetchedAt } = result;
        return {
          ...base,
          forecast: {
            now: {
              ...forecast.now,
              description: describeWeatherCode(forecast.now.weatherCode),
              warnings: weatherWarnings(forecast.now),
            },
            days: forecast.days.map((day) => ({
              ...day,
              description: describeWeatherCode(day.weatherCode),
              warnings: weatherWarnings(day),
            })),
            fetched_at: fetchedAt.toISOString(),
          },
          error: null,
        };
      });
    },
  };
}
