import type { SkillsCardView as SkillsCard, SkillsCardInput } from "@siteready/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { skillsCardsPath, skillsCardsQueryOptions } from "./get-skills-cards.ts";

export const skillsCardPath = (id: string) => `${skillsCardsPath}/${encodeURIComponent(id)}`;

/**
 * Shows a changed card at once, then refetches everything profile-related (list order, dashboard) in the
 * background: the save is done, so the user is not kept waiting on a poor signal.
 */
function storeSkillsCard(queryClient: QueryClient, card: SkillsCard) {
  queryClient.setQueryData(skillsCardsQueryOptions.queryKey, (cards) =>
    cards?.some((each) => each.id === card.id)
      ? cards.map((each) => (each.id === card.id ? card : each))
      : [...(cards ?? []), card],
  );
  void profileChanged(queryClient);
}

/** Adds a card, or changes one when `id` is given. */
export function useSaveSkillsCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: SkillsCardInput }) =>
      id
        ? // A PUT is safe to repeat on a poor signal; a POST is not (it could add the card twice).
          api.request<SkillsCard>(skillsCardPath(id), { method: "PUT", body: input, retry: true })
        : api.request<SkillsCard>(skillsCardsPath, { method: "POST", body: input }),
    onSuccess: (card) => storeSkillsCard(queryClient, card),
  });
}

/** For a photo upload's answer (the whole card, with its new photo links). */
export function useStoreSkillsCard() {
  const queryClient = useQueryClient();
  return useCallback((card: SkillsCard) => storeSkillsCard(queryClient, card), [queryClient]);
}
