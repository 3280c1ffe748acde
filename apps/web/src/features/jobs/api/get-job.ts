import { type JobDetail, jobsEndpoints } from "@siteready/domain/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

function fetchJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return callEndpoint(jobsEndpoints.get, { params: { id } }, { signal });
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
