import { jobsEndpoints } from "@siteready/domain/jobs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

/** The filters as the page holds them: '' means "not given". */
export interface JobSearchParams {
  q: string;
  trade: string;
  near: string;
  radius_miles: number;
  min_rate: string;
  only_matching: boolean;
  page: number;
}

/** Only the filters that are set go in the query string; the server fills in its defaults. */
function searchJobs(params: JobSearchParams, signal?: AbortSignal) {
  const query = {
    q: params.q.trim() || undefined,
    trade: params.trade || undefined,
    near: params.near.trim() || undefined,
    radius_miles: params.radius_miles,
    min_rate: params.min_rate.trim() || undefined,
    only_matching: params.only_matching || undefined,
    page: params.page,
  };
  return callEndpoint(jobsEndpoints.search, { query }, { signal });
}

function jobSearchQueryOptions(params: JobSearchParams) {
  return queryOptions({
    queryKey: [...jobsQueryKeys.searches, params],
    queryFn: ({ signal }) => searchJobs(params, signal),
    // The last results stay on screen (marked busy) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Open jobs matching the filters, a page at a time. */
export function useJobSearch(params: JobSearchParams) {
  return useQuery(jobSearchQueryOptions(params));
}
