import type { JobDetail, JobInput } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addOrChange } from "../../../lib/record-collection.ts";
import { jobQueryOptions } from "./get-job.ts";
import { jobsPath, jobsQueryKeys } from "./job-views.ts";

/** Posts a job, or changes one of mine when `id` is given. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id?: string | undefined; input: JobInput }) =>
      addOrChange<JobDetail>(jobsPath, save),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.searches });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.mine });
    },
  });
}
