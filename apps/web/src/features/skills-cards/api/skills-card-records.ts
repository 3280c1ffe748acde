import type { RecordCollection } from "../../../lib/record-collection.ts";
import { type SkillsCard, skillsCardsPath, skillsCardsQueryOptions } from "./get-skills-cards.ts";

/** The worker's skills cards, saved and deleted through the shared record helpers. */
export const skillsCardRecords: RecordCollection<SkillsCard> = {
  path: skillsCardsPath,
  queryKey: skillsCardsQueryOptions.queryKey,
};
