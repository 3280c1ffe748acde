import type { SkillsCardView } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const skillsCardsPath = "/api/profile/skills-cards";

export const skillsCardsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("skills-cards"),
  queryFn: ({ signal }) => api.request<SkillsCardView[]>(skillsCardsPath, { signal }),
});

/** The worker's cards, soonest expiry first. */
export function useSkillsCards() {
  return useQuery(skillsCardsQueryOptions);
}
