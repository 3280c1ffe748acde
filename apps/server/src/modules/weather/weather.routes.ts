import {
  jobSiteInputSchema,
  jobSiteListSchema,
  jobSiteViewSchema,
  siteWeatherListSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { WeatherForecaster } from "../../adapters/weather/open-meteo.ts";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import { createWeatherService } from "./weather.service.ts";

export interface WeatherRoutesOptions {
  db: Db;
  geocoding: GeocodingService;
  weather: WeatherForecaster;
  /** For tests of the 30-minute cache. */
  clock?: () => Date;
}

const siteParams = z.object({ id: z.string() });

/** Weather for my job sites (§2 /weather). */
export const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = async (app, options) => {
  const weather = createWeatherService({ ...options, forecaster: options.weather });
  const allowed = signedInAccess("weather");
  const tags = ["weather"];

  app.get(
    "/api/weather/sites",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My saved site postcodes",
        response: { 200: jobSiteListSchema },
      },
    },
    async (request) => ({ sites: await weather.listSites(signedInUser(request).id) }),
  );

  app.post(
    "/api/weather/sites",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Save a site postcode for the weather page",
        body: jobSiteInputSchema,
        response: { 201: jobSiteViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await weather.addSite(request.body, signedInUser(request).id)),
  );

  app.delete(
    "/api/weather/sites/:id",
    { ...allowed, schema: { tags, summary: "Remove a saved site", params: siteParams } },
    async (request, reply) => {
      await weather.removeSite(request.params.id, signedInUser(request).id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/weather/forecasts",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Now and the next 7 days for each of my sites, with work warnings",
        response: { 200: siteWeatherListSchema },
      },
    },
    async (request, reply) => {
      // Forecasts are cached on the server; a browser cache would hide the cache's own refresh.
      reply.header("cache-control", "no-store");
      return { sites: await weather.forecasts(signedInUser(request).id) };
    },
  );
};
