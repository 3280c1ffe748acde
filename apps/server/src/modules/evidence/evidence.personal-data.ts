import { column, EXPORT_PAGE, type PersonalDataPart } from "../../db/personal-data.ts";
import { inPages, StreamedArray } from "../../lib/json-stream.ts";
import { listOwnChecksPage, type OwnCheckRow } from "./evidence.repository.ts";

/** The worker's own Smart Check answers (issue 51): theirs to export, gone with their account or the card. */
export const evidencePersonalData: PersonalDataPart = {
  module: "evidence",
  columns: [column("holder_checks", "user_id", "own_smart_checks", "cascade")],
  async exportOf(db, userId) {
    return {
      own_smart_checks: new StreamedArray(async function* () {
        for await (const check of inPages(
          (last: OwnCheckRow | undefined) => listOwnChecksPage(db, userId, last, EXPORT_PAGE),
          EXPORT_PAGE,
        )) {
          yield {
            record_kind: check.recordKind,
            record_id: check.recordId,
            outcome: check.outcome,
            facts: check.facts,
            checked_at: check.checkedAt.toISOString(),
          };
        }
      }),
    };
  },
  growth: {
    holder_checks: {
      limit:
        "one per skills card (unique record_id; a new answer replaces the old; deleted with the card), so the cards' limit bounds it",
    },
  },
};
