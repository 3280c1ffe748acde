import type { FeatureKey } from "@siteready/domain/features";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint, frameEndpoints } from "../endpoint-client.ts";
import { useSession } from "./session.ts";

/** The feature catalogue resolved for the current visitor; keyed by the session so sign-in refetches it. */
function featuresQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ["features", userId],
    queryFn: async ({ signal }) =>
      callEndpoint((await frameEndpoints()).accessEndpoints.features, {}, { signal }),
    staleTime: 60_000,
  });
}

export function useFeatures() {
  const { data: current } = useSession();
  return useQuery(featuresQueryOptions(current?.user.id ?? null));
}

export function useFeature(key: FeatureKey) {
  const query = useFeatures();
  return { ...query, data: query.data?.[key] };
}
