import { dashboardEndpoints } from "@siteready/domain/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

/** The core-data call's profile image (§7): the photo's URL, or null (404) when there is none. */
const profileImageQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("profile-image"),
  queryFn: async ({ signal }) => {
    try {
      const answer = await callEndpoint(
        dashboardEndpoints.profileImage,
        { query: { route: "profile-image", userId: "current" } },
        { signal },
      );
      return answer.profileImageUrl;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});

/** Asked for only when the dashboard says there is a photo, so a worker without one makes no request that 404s. */
export function useProfileImage(hasPhoto: boolean) {
  return useQuery({ ...profileImageQueryOptions, enabled: hasPhoto });
}
