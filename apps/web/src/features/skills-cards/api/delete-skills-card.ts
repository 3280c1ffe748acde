import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileChanged } from "../../../lib/profile-cache.ts";
import { skillsCardsQueryOptions } from "./get-skills-cards.ts";
import { skillsCardPath } from "./save-skills-card.ts";

/** Deletes a card and its photos. */
export function useDeleteSkillsCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(skillsCardPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(skillsCardsQueryOptions.queryKey, (cards) =>
        cards?.filter((card) => card.id !== id),
      );
      void profileChanged(queryClient);
    },
  });
}
