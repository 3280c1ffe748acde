import type { SkillsCardView as SkillsCard } from "@siteready/domain/profile";
import { skillsCardsEndpoints } from "@siteready/domain/records";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { skillsCardsQueryOptions } from "./get-skills-cards.ts";

/** The worker's skills cards, saved and deleted through the shared record helpers. */
export const skillsCardRecords: RecordCollection<SkillsCard> = {
  endpoints: skillsCardsEndpoints,
  queryKey: skillsCardsQueryOptions.queryKey,
};
