import { weatherEndpoints } from "@siteready/domain/weather";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { weatherQueryKeys } from "./get-forecasts.ts";

/** Stops following a saved site (an ongoing project at the same postcode keeps it on the page). */
export function useRemoveWeatherSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(weatherEndpoints.removeSite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weatherQueryKeys.all }),
  });
}
