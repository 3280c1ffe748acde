import type { FeatureKey, FeatureOverride, ResolvedFeature } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const adminFeaturesQueryKey = ["admin", "features"] as const;

export function useChangeFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, change }: { key: FeatureKey; change: FeatureOverride }) =>
      api.request<ResolvedFeature>(`/api/admin/features/${key}`, {
        method: "PATCH",
        body: change,
        retry: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["features"] }),
        queryClient.invalidateQueries({ queryKey: adminFeaturesQueryKey }),
      ]),
  });
}
