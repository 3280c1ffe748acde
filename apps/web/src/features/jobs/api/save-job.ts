import { type JobInput, jobsEndpoints } from "@siteready/domain/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobQueryOptions } from "./get-job.ts";
import { jobsQueryKeys } from "./job-views.ts";

/** Posts a job, or changes one of mine when `id` is given. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    // A change is safe to repeat on a poor signal; a new post is not (it could be posted twice).
    mutationFn: ({ id, input }: { id?: string | undefined; input: JobInput }) =>
      id
        ? callEndpoint(jobsEndpoints.update, { params: { id }, body: input }, { retry: true })
        : callEndpoint(jobsEndpoints.post, { body: input }),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.searches });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.mine });
    },
  });
}
