import { GATE_SIGN_INS_PER_DAY } from "@siteready/domain/limits";
import { column, EXPORT_PAGE, type PersonalDataPart } from "../../db/personal-data.ts";
import { inPages, StreamedArray } from "../../lib/json-stream.ts";
import {
  listChecksOfHolder,
  listOwnChecksPage,
  listScansOfHolder,
  type OwnCheckRow,
} from "./evidence.repository.ts";

/**
 * The evidence of checks (issue 51) is the card holder's: the checks of their cards, the Smart Check answers
 * recorded on them and their own answers go in their export and with their account.
 */
export const evidencePersonalData: PersonalDataPart = {
  module: "evidence",
  columns: [
    column("gate_scans", "holder_user_id", "checks_of_my_cards", "cascade"),
    column(
      "gate_scans",
      "checker_user_id",
      { excluded: "a gate-keeper's checks of other workers' cards: those workers' data (0015)" },
      { unlink: "the check stays in the card holder's log of who looked at their cards" },
    ),
    column("record_checks", "holder_user_id", "smart_checks_of_my_cards", "cascade"),
    column(
      "record_checks",
      "checker_user_id",
      { excluded: "what a gate-keeper recorded about other workers' cards: those workers' data (0015)" },
      { unlink: "the evidence stays on the holder's card, naming the checker as it did" },
    ),
    column("holder_checks", "user_id", "own_smart_checks", "cascade"),
  ],
  async exportOf(db, userId) {
    const [scans, checks] = await Promise.all([
      listScansOfHolder(db, userId),
      listChecksOfHolder(db, userId),
    ]);
    return {
      // Who checked is another person: the export says whether they were signed in, not who they are.
      checks_of_my_cards: scans.map((scan) => ({
        scanned_at: scan.scannedAt.toISOString(),
        record_kind: scan.recordKind,
        record_id: scan.recordId,
        by_signed_in_gate_keeper: scan.checkerUserId !== null,
        code_kind: scan.codeKind,
        outcome: scan.outcome,
        facts: scan.facts,
      })),
      // The evidence as the card shows it: who checked (their name as it was), for which company, what they saw.
      smart_checks_of_my_cards: checks.map((check) => ({
        checked_at: check.checkedAt.toISOString(),
        record_kind: check.recordKind,
        record_id: check.recordId,
        checker_name: check.checkerName,
        company_name: check.companyName,
        outcome: check.outcome,
        facts: check.facts,
      })),
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
    gate_scans: {
      limit: `${GATE_SIGN_INS_PER_DAY} a day per signed-in gate-keeper (evidence.repository insertScan); the public check page's by the public routes' rate limit`,
    },
    record_checks: { limit: "one per scan (its unique scan id), so no more than the scans" },
    holder_checks: {
      limit:
        "one per skills card (unique record_id; a new answer replaces the old; deleted with the card), so the cards' limit bounds it",
    },
  },
};
