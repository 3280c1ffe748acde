import { jobsEndpoints, type MyJobView } from "@siteready/domain/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

async function fetchMyJobs(signal?: AbortSignal): Promise<MyJobView[]> {
  const { jobs } = await callEndpoint(jobsEndpoints.mine, {}, { signal });
  return jobs;
}

const myJobsQueryOptions = queryOptions({
  queryKey: jobsQueryKeys.mine,
  queryFn: ({ signal }) => fetchMyJobs(signal),
});

/** The jobs I posted, open and closed, with how many have applied. */
export function useMyJobs() {
  return useQuery(myJobsQueryOptions);
}
