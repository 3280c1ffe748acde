import type { ContentReportList } from "@siteready/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const reportsKey = ["admin", "content-reports"] as const;

export function useContentReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: async ({ signal }) =>
      (await api.request<ContentReportList>("/api/admin/content-reports", { signal })).reports,
  });
}

export type ReportAction = "remove-content" | "suspend-user" | "dismiss";

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) =>
      api.request<void>(`/api/admin/content-reports/${encodeURIComponent(id)}/${action}`, {
        method: "POST",
        retry: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}
