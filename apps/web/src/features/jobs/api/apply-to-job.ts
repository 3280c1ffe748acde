import { type JobApplicationInput, jobsEndpoints, type MyApplicationSummary } from "@siteready/domain/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobQueryOptions } from "./get-job.ts";
import { jobsQueryKeys } from "./job-views.ts";

function applyToJob({
  jobId,
  input,
}: {
  jobId: string;
  input: JobApplicationInput;
}): Promise<MyApplicationSummary> {
  return callEndpoint(jobsEndpoints.apply, { params: { id: jobId }, body: input });
}

/** Applies to a job with a short message; the job then shows where my application stands. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (application, { jobId }) => {
      queryClient.setQueryData(jobQueryOptions(jobId).queryKey, (job) =>
        job ? { ...job, my_application: application } : job,
      );
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.myApplications });
    },
  });
}
