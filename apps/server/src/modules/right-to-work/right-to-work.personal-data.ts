import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { findRecord, listReceipts } from "./right-to-work.repository.ts";

/**
 * The worker's right-to-work record in clear (it is their own proof), and the receipts engagers recorded on it:
 * both in the export, both gone with the account. The reminders' log is the job's own bookkeeping.
 */
export const rightToWorkPersonalData: PersonalDataPart = {
  module: "right-to-work",
  columns: [
    column("right_to_work_records", "user_id", "right_to_work", "cascade"),
    column("right_to_work_receipts", "user_id", "right_to_work_receipts", "cascade"),
    column(
      "right_to_work_receipts",
      "recorded_by",
      { excluded: "a company member's receipts on other workers: those workers' data (0015)" },
      { unlink: "the receipt stays on the worker's record in the company's name" },
    ),
    column(
      "right_to_work_reminders_sent",
      "user_id",
      { excluded: "which reminders were sent: the job's log" },
      "cascade",
    ),
  ],
  async exportOf(db, userId, { cipher }) {
    const [record, receipts] = await Promise.all([findRecord(db, userId), listReceipts(db, userId)]);
    const open = (stored: string | null) => (stored ? cipher.decrypt(stored) : null);
    return {
      right_to_work: record && {
        route: record.route,
        share_code: open(record.shareCodeEncrypted),
        share_code_generated_on: record.shareCodeGeneratedOn,
        share_code_expires_on: record.shareCodeExpiresOn,
        permission_ends_on: record.permissionEndsOn,
        date_of_birth: open(record.dateOfBirthEncrypted),
        details: record.details,
        photo_file_ids: [record.documentFileId, record.secondFileId].filter(Boolean),
        updated_at: record.updatedAt.toISOString(),
      },
      right_to_work_receipts: receipts.map((receipt) => ({
        recorded_at: receipt.recordedAt.toISOString(),
        via: receipt.via,
        checked_on: receipt.checkedOn,
        method: receipt.method,
        outcome: receipt.outcome,
        follow_up_on: receipt.followUpOn,
        checker_name: receipt.checkerName,
        organisation: receipt.organisation,
        reference: receipt.reference,
        evidence_shown: JSON.parse(cipher.decrypt(receipt.evidenceEncrypted)),
        record_withdrawn_at: receipt.recordWithdrawnAt?.toISOString() ?? null,
      })),
    };
  },
  growth: {
    right_to_work_records: { onePerUser: "user_id" },
    right_to_work_receipts: {
      limit: "50 a day per worker, recorded by engagers (right-to-work.service.ts, assertRoomFor)",
    },
    right_to_work_reminders_sent: {
      notGrownByTheirUser: "the reminder job writes at most one row per reminder day of a record or receipt",
    },
  },
};
