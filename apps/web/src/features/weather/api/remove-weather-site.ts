import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { weatherSitesPath } from "./add-weather-site.ts";
import { weatherQueryKeys } from "./get-forecasts.ts";

function removeWeatherSite(id: string): Promise<void> {
  return api.request<void>(`${weatherSitesPath}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Stops following a saved site (an ongoing project at the same postcode keeps it on the page). */
export function useRemoveWeatherSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWeatherSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weatherQueryKeys.all }),
  });
}
