import { moderationEndpoints } from "@siteready/domain/moderation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const reportsKey = ["admin", "content-reports"] as const;

export function useContentReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: async ({ signal }) => (await callEndpoint(moderationEndpoints.reports, {}, { signal })).reports,
  });
}

const reportActions = {
  "remove-content": moderationEndpoints.removeContent,
  "suspend-user": moderationEndpoints.suspendUser,
  dismiss: moderationEndpoints.dismiss,
};

export type ReportAction = keyof typeof reportActions;

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) =>
      callEndpoint(reportActions[action], { params: { id } }, { retry: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}
