import { CONFIRMATION_REQUESTS_PER_DAY } from "@siteready/domain/competence";
import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, iso, type PersonalDataPart } from "../../db/personal-data.ts";
import { listRequestsOfUser } from "./competence.repository.ts";
import { listCompetence } from "./competence.service.ts";

/**
 * The worker's competence entries and every confirmation request they sent (to whom, when, the answer): all in
 * the export, all gone with the account. The link's token is never kept, only its hash, which stays out.
 */
export const competencePersonalData: PersonalDataPart = {
  module: "competence",
  columns: [
    column("competence_entries", "user_id", "competence_entries", "cascade"),
    column("competence_confirmation_requests", "user_id", "competence_confirmation_requests", "cascade"),
  ],
  async exportOf(db, userId, { at }) {
    const [entries, requests] = await Promise.all([
      listCompetence(db, userId, at),
      listRequestsOfUser(db, userId),
    ]);
    return {
      competence_entries: entries,
      competence_confirmation_requests: requests.map((request) => ({
        entry_id: request.entryId,
        supervisor_name: request.supervisorName,
        supervisor_email: request.supervisorEmail,
        state: request.state,
        sent_at: iso(request.createdAt),
        expires_at: iso(request.expiresAt),
        answered_name: request.answeredName,
        answered_at: iso(request.answeredAt),
      })),
    };
  },
  growth: {
    competence_entries: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
    competence_confirmation_requests: { limit: `${CONFIRMATION_REQUESTS_PER_DAY} in 24 hours per user` },
  },
};
