import type { ForecastDay, ForecastNow, WeatherWarning } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

interface Described {
  description: string;
  warnings: WeatherWarning[];
}

export type ForecastNowView = ForecastNow & Described;
export type ForecastDayView = ForecastDay & Described;

/** One of my sites (saved, or an ongoing project's) with its forecast, or why there is none. */
export interface SiteWeather {
  label: string;
  postcode: string;
  /** The saved site behind this entry (to remove it); null when it comes from projects only. */
  saved_site_id: string | null;
  project_ids: string[];
  forecast: { now: ForecastNowView; days: ForecastDayView[]; fetched_at: string } | null;
  error: string | null;
}

export const weatherQueryKeys = {
  all: ["weather"] as const,
  forecasts: ["weather", "forecasts"] as const,
};

export async function fetchForecasts(signal?: AbortSignal): Promise<SiteWeather[]> {
  const { sites } = await api.request<{ sites: SiteWeather[] }>("/api/weather/forecasts", { signal });
  return sites;
}

export const forecastsQueryOptions = queryOptions({
  queryKey: weatherQueryKeys.forecasts,
  queryFn: ({ signal }) => fetchForecasts(signal),
  // Checked on every visit: projects change the list of sites, and the server caches forecasts for 30 minutes.
  staleTime: 0,
});

/** Forecasts for my saved sites and my ongoing projects' sites. */
export function useForecasts() {
  return useQuery(forecastsQueryOptions);
}
