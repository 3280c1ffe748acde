import { type JobDetail, jobsEndpoints } from "@siteready/domain/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobQueryOptions } from "./get-job.ts";
import { jobsQueryKeys } from "./job-views.ts";

function closeJob(id: string): Promise<JobDetail> {
  // Closing twice leaves the job closed, so a retry on a poor signal is safe.
  return callEndpoint(jobsEndpoints.close, { params: { id } }, { retry: true });
}

/** Closes one of my jobs to new applications. */
export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.searches });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.mine });
    },
  });
}
