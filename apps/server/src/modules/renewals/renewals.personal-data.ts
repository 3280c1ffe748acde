import { RENEWALS_PER_CARD_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listCardsOfUser, listWorkflowsOfUser } from "./renewals.repository.ts";
import { workflowView } from "./renewals.service.ts";

export const renewalsPersonalData: PersonalDataPart = {
  module: "renewals",
  columns: [column("renewal_workflows", "user_id", "renewal_workflows", "cascade")],
  async exportOf(db, userId) {
    const [workflows, cards] = await Promise.all([
      listWorkflowsOfUser(db, userId),
      listCardsOfUser(db, userId),
    ]);
    const cardById = new Map(cards.map((card) => [card.id, card]));
    return {
      renewal_workflows: workflows.flatMap((workflow) => {
        // A workflow goes with its card (FK cascade), so its card is always there.
        const card = cardById.get(workflow.cardId);
        // The export writes the steps as stored; which of them a scheme needs is read from the catalogue here.
        return card ? [workflowView(workflow, card, new Map())] : [];
      }),
    };
  },
  growth: {
    renewal_workflows: { limit: `${RENEWALS_PER_CARD_LIMIT} per card (cards have their own limit)` },
  },
};
