import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";
// biome-ignore lint/style/noRestrictedImports: profile response types move to packages/domain with the API contract (decision 0008, left to do)
import type { DashboardSkillsCard } from "../../profile/api/dashboard-data.ts";

/** A skills card as the server answers it, with its catalogue name and colour and its expiry urgency. */
export type SkillsCard = DashboardSkillsCard;

export const skillsCardsPath = "/api/profile/skills-cards";

export const skillsCardsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("skills-cards"),
  queryFn: ({ signal }) => api.request<SkillsCard[]>(skillsCardsPath, { signal }),
});

/** The worker's cards, soonest expiry first. */
export function useSkillsCards() {
  return useQuery(skillsCardsQueryOptions);
}
