import type { SkillsCardView as SkillsCard } from "@siteready/domain";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { skillsCardsPath, skillsCardsQueryOptions } from "./get-skills-cards.ts";

/** The worker's skills cards, saved and deleted through the shared record helpers. */
export const skillsCardRecords: RecordCollection<SkillsCard> = {
  path: skillsCardsPath,
  queryKey: skillsCardsQueryOptions.queryKey,
};
