import type { JobDetail } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobPath, jobsQueryKeys } from "./job-views.ts";

function fetchJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return api.request<JobDetail>(jobPath(id), { signal });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobsQueryKeys.detail(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
  });
}

/** One job, with my application to it (or, for my own job, how many have applied). */
export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
