import type { MyApplications, MyApplicationView } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

async function fetchMyApplications(signal?: AbortSignal): Promise<MyApplicationView[]> {
  const { applications } = await api.request<MyApplications>("/api/applications/mine", { signal });
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
