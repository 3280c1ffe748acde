import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { jobSiteInputSchema } from "../projects/project.ts";
import { jobSiteListSchema, jobSiteViewSchema, siteWeatherListSchema } from "./weather-views.ts";

const tags = ["weather"] as const;
const access = { level: "signed-in", feature: "weather" } as const;

/** Site weather (§2 /weather): my saved site postcodes, and the forecasts of those and my projects' sites. */
export const weatherEndpoints = {
  sites: {
    method: "GET",
    path: "/api/weather/sites",
    summary: "My saved site postcodes",
    tags,
    access,
    response: jobSiteListSchema,
  },
  addSite: {
    method: "POST",
    path: "/api/weather/sites",
    summary: "Save a site postcode for the weather page",
    tags,
    access,
    body: jobSiteInputSchema,
    response: jobSiteViewSchema,
    status: 201,
  },
  removeSite: {
    method: "DELETE",
    path: "/api/weather/sites/:id",
    summary: "Remove a saved site",
    tags,
    access,
    params: z.object({ id: z.string() }),
  },
  forecasts: {
    method: "GET",
    path: "/api/weather/forecasts",
    summary: "Now and the next 7 days for each of my sites, with work warnings",
    tags,
    access,
    response: siteWeatherListSchema,
  },
} as const satisfies Record<string, Endpoint>;
