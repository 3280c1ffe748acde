import type { JobSearchResult } from "@siteready/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobsPath, jobsQueryKeys } from "./job-views.ts";

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
function jobSearchPath(params: JobSearchParams): string {
  const query = new URLSearchParams();
  const q = params.q.trim();
  const near = params.near.trim();
  const minRate = params.min_rate.trim();
  if (q) query.set("q", q);
  if (params.trade) query.set("trade", params.trade);
  if (near) query.set("near", near);
  query.set("radius_miles", String(params.radius_miles));
  if (minRate) query.set("min_rate", minRate);
  if (params.only_matching) query.set("only_matching", "true");
  query.set("page", String(params.page));
  return `${jobsPath}?${query.toString()}`;
}

function searchJobs(params: JobSearchParams, signal?: AbortSignal): Promise<JobSearchResult> {
  return api.request<JobSearchResult>(jobSearchPath(params), { signal });
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
