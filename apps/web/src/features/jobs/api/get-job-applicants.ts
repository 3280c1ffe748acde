import { type ApplicantView, jobsEndpoints } from "@siteready/domain/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobsQueryKeys } from "./job-views.ts";

async function fetchJobApplicants(jobId: string, signal?: AbortSignal): Promise<ApplicantView[]> {
  const { applications } = await callEndpoint(
    jobsEndpoints.applicants,
    { params: { id: jobId } },
    { signal },
  );
  return applications;
}

export function jobApplicantsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobsQueryKeys.applicants(jobId),
    queryFn: ({ signal }) => fetchJobApplicants(jobId, signal),
  });
}

/** Who applied to a job I posted, with their cards (the poster only; anyone else gets a 404). */
export function useJobApplicants(jobId: string) {
  return useQuery(jobApplicantsQueryOptions(jobId));
}
