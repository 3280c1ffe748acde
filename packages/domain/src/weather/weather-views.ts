import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { forecastDaySchema, forecastNowSchema, weatherWarningSchema } from "./site-weather.ts";

/**
 * What the site-weather API answers (§2 /weather): saved sites, and each site's forecast with its plain-English
 * description and work warnings. The server's routes declare these schemas and the web app reads their types.
 */

export const jobSiteViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  postcode: z.string(),
  created_at: z.string(),
});
export type JobSiteView = z.infer<typeof jobSiteViewSchema>;
export const jobSiteListSchema = z.object({ sites: z.array(jobSiteViewSchema) });

const described = { description: z.string(), warnings: z.array(weatherWarningSchema) };

const forecastNowViewSchema = forecastNowSchema.extend(described);
const forecastDayViewSchema = forecastDaySchema.extend(described);
export type ForecastDayView = z.infer<typeof forecastDayViewSchema>;

/** One of my sites (saved, or an ongoing project's) with its forecast, or why there is none. */
const siteWeatherSchema = z.object({
  label: z.string(),
  postcode: z.string(),
  /** The saved site behind this entry (to remove it), or null when it comes from projects only. */
  saved_site_id: z.string().nullable(),
  /** Ongoing projects at this postcode. */
  project_ids: z.array(z.string()),
  forecast: z
    .object({
      now: forecastNowViewSchema,
      /** Today and the next 7 days. */
      days: z.array(forecastDayViewSchema),
      fetched_at: z.string(),
    })
    .nullable(),
  /**
   * Why there is no forecast for this site (the service could not be reached, the postcode is unknown …), by key
   * for the reader's language.
   */
  error: messageRefSchema.nullable(),
});
export type SiteWeather = z.infer<typeof siteWeatherSchema>;
export const siteWeatherListSchema = z.object({ sites: z.array(siteWeatherSchema) });
export type SiteWeatherList = z.infer<typeof siteWeatherListSchema>;
