import { accessEndpoints } from "@siteready/domain/endpoint";
import type { FeatureKey, FeatureOverride } from "@siteready/domain/features";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const adminFeaturesQueryKey = ["admin", "features"] as const;

/** A change reaches every visitor's catalogue, the admin table and the audit log below it. */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["features"] }),
    queryClient.invalidateQueries({ queryKey: adminFeaturesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["admin", "audit-log"] }),
  ]);
}

export function useChangeFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, change }: { key: FeatureKey; change: FeatureOverride }) =>
      callEndpoint(accessEndpoints.changeFeature, { params: { key }, body: change }, { retry: true }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useSwitchOnFinishedFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(accessEndpoints.switchOnFinished, {}, { retry: true }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
