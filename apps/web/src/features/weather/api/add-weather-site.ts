import type { JobSiteInput } from "@siteready/domain/projects";
import { weatherEndpoints } from "@siteready/domain/weather";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { weatherQueryKeys } from "./get-forecasts.ts";

/** Saves a site to follow; its forecast loads before the mutation settles, so the list never flickers. */
export function useAddWeatherSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobSiteInput) => callEndpoint(weatherEndpoints.addSite, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weatherQueryKeys.all }),
  });
}
