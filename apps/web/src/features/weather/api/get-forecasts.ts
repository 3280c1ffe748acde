import { type SiteWeather, weatherEndpoints } from "@siteready/domain/weather";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const weatherQueryKeys = {
  all: ["weather"] as const,
  forecasts: ["weather", "forecasts"] as const,
};

async function fetchForecasts(signal?: AbortSignal): Promise<SiteWeather[]> {
  const { sites } = await callEndpoint(weatherEndpoints.forecasts, {}, { signal });
  return sites;
}

const forecastsQueryOptions = queryOptions({
  queryKey: weatherQueryKeys.forecasts,
  queryFn: ({ signal }) => fetchForecasts(signal),
  // Checked on every visit: projects change the list of sites, and the server caches forecasts for 30 minutes.
  staleTime: 0,
});

/** Forecasts for my saved sites and my ongoing projects' sites. */
export function useForecasts() {
  return useQuery(forecastsQueryOptions);
}
