import { weatherEndpoints } from "@siteready/domain/weather";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { WeatherForecaster } from "../../adapters/weather/open-meteo.ts";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createWeatherService } from "./weather.service.ts";

export interface WeatherRoutesOptions {
  db: Db;
  geocoding: GeocodingService;
  weather: WeatherForecaster;
  /** For tests of the 30-minute cache. */
  clock?: () => Date;
}

/** Weather for my job sites (§2 /weather): the routes of `weatherEndpoints` (@siteready/domain). */
export const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = async (app, options) => {
  const weather = createWeatherService({ ...options, forecaster: options.weather });
  const endpoints = weatherEndpoints;

  registerEndpoint(app, endpoints.sites, async ({ request }) => ({
    sites: await weather.listSites(signedInUser(request).id),
  }));

  registerEndpoint(app, endpoints.addSite, async ({ body, request }) =>
    weather.addSite(body, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.removeSite, async ({ params, request }) =>
    weather.removeSite(params.id, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.forecasts, async ({ request, reply }) => {
    // Forecasts are cached on the server; a browser cache would hide the cache's own refresh.
    reply.header("cache-control", "no-store");
    return { sites: await weather.forecasts(signedInUser(request).id) };
  });
};
