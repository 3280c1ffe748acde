import type { ApplicantView, ApplicationDecision } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobApplicantsQueryOptions } from "./get-job-applicants.ts";
import { jobPath, jobsQueryKeys } from "./job-views.ts";

interface ApplicationDecisionRequest {
  jobId: string;
  applicationId: string;
  status: ApplicationDecision;
}

function decideApplication({ jobId, applicationId, status }: ApplicationDecisionRequest) {
  // Setting the same status again changes nothing, so a retry on a poor signal is safe.
  return api.request<ApplicantView>(`${jobPath(jobId)}/applications/${encodeURIComponent(applicationId)}`, {
    method: "PATCH",
    body: { status },
    retry: true,
  });
}

/** Shortlists or declines an applicant to one of my jobs. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (updated, { jobId }) => {
      queryClient.setQueryData(jobApplicantsQueryOptions(jobId).queryKey, (applications) =>
        applications?.map((application) => (application.id === updated.id ? updated : application)),
      );
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.mine });
    },
  });
}
