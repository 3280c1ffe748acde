import type { JobSiteInput, JobSiteView } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { weatherQueryKeys } from "./get-forecasts.ts";

export const weatherSitesPath = "/api/weather/sites";

function addWeatherSite(input: JobSiteInput): Promise<JobSiteView> {
  return api.request<JobSiteView>(weatherSitesPath, { method: "POST", body: input });
}

/** Saves a site to follow; its forecast loads before the mutation settles, so the list never flickers. */
export function useAddWeatherSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWeatherSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weatherQueryKeys.all }),
  });
}
