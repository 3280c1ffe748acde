import { type ApplicationDecision, jobsEndpoints } from "@siteready/domain/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { jobApplicantsQueryOptions } from "./get-job-applicants.ts";
import { jobsQueryKeys } from "./job-views.ts";

interface ApplicationDecisionRequest {
  jobId: string;
  applicationId: string;
  status: ApplicationDecision;
}

function decideApplication({ jobId, applicationId, status }: ApplicationDecisionRequest) {
  // Setting the same status again changes nothing, so a retry on a poor signal is safe.
  return callEndpoint(
    jobsEndpoints.decide,
    { params: { id: jobId, applicationId }, body: { status } },
    { retry: true },
  );
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
