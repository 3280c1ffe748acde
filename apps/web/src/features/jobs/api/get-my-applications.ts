import { jobsEndpoints, type MyApplicationView } from "@siteready/domain/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

async function fetchMyApplications(signal?: AbortSignal): Promise<MyApplicationView[]> {
  const { applications } = await callEndpoint(jobsEndpoints.myApplications, {}, { signal });
  return applications;
}

const myApplicationsQueryOptions = queryOptions({
  queryKey: jobsQueryKeys.myApplications,
  queryFn: ({ signal }) => fetchMyApplications(signal),
});

/** The jobs I applied for and where each application stands. */
export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions);
}
