import type { JobInput } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobQueryOptions } from "./get-job.ts";
import { type JobDetail, jobPath, jobsPath, jobsQueryKeys } from "./job-views.ts";

export function saveJob({ id, input }: { id?: string | undefined; input: JobInput }): Promise<JobDetail> {
  return id
    ? // A PUT is safe to repeat on a poor signal; a POST is not (it could post the job twice).
      api.request<JobDetail>(jobPath(id), { method: "PUT", body: input, retry: true })
    : api.request<JobDetail>(jobsPath, { method: "POST", body: input });
}

/** Posts a job, or changes one of mine when `id` is given. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.searches });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.mine });
    },
  });
}
