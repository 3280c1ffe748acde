import { skillsCardsEndpoints } from "@siteready/domain/records";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const skillsCardsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("skills-cards"),
  queryFn: ({ signal }) => callEndpoint(skillsCardsEndpoints.list, {}, { signal }),
});

/** The worker's cards, soonest expiry first. */
export function useSkillsCards() {
  return useQuery(skillsCardsQueryOptions);
}
