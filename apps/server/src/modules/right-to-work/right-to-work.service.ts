import {
  type MessageKey,
  type MessageRef,
  type MessageValues,
  messageRef,
  wordMessage,
} from "@siteready/domain/i18n";
import {
  formatShareCode,
  maskDateOfBirth,
  maskShareCode,
  type ReceiptInput,
  type ReceiptView,
  type RightToWorkFacts,
  type RightToWorkPhotoSlot,
  type RightToWorkRoute,
  type RightToWorkSave,
  type RightToWorkSensitiveField,
  type RightToWorkView,
  receiptOutcomeKeys,
  receiptProblems,
  rightToWorkAttention,
  rightToWorkAttentionKeys,
  rightToWorkProblems,
  rightToWorkRoutes,
  type SharedRightToWork,
  shareCodeExpiresOn,
} from "@siteready/domain/right-to-work";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { assertRoomFor } from "../../db/quotas.ts";
import { rightToWorkReceipts } from "../../db/schema/right-to-work.ts";
import { notFound, refused, validationFailed } from "../../lib/app-error.ts";
import { emailWords } from "../../lib/email-words.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import type { FileService } from "../files/files.service.ts";
import { insertAuditEntries } from "../profile/profile.service.ts";
import {
  deleteRecord,
  findPhotoFiles,
  findReceipt,
  findRecipients,
  findRecord,
  insertReceipt,
  listHolders,
  listReceipts,
  type PhotoFile,
  type ReceiptRow,
  type RightToWorkRow,
  receiptsToday,
  setPhoto,
  upsertRecord,
} from "./right-to-work.repository.ts";
import { RIGHT_TO_WORK_REMINDER_DAYS } from "./right-to-work-reminder-job.ts";

/** The names the worker's audit log gives the record's sensitive values. */
export const rightToWorkAuditFields: Record<RightToWorkSensitiveField, string> = {
  share_code: "right_to_work_share_code",
  date_of_birth: "right_to_work_date_of_birth",
};

/** A dated event of the record, as the calendar feed words it in the worker's language. */
export interface CalendarDate {
  /** Stays the same between fetches, so calendars update the event in place. */
  id: string;
  date: string;
  summary: MessageRef;
  alarmDays: readonly number[];
}

/** Receipts engagers may record on one worker in a day: enough for every site, a wall against a scripted flood. */
const RECEIPTS_PER_WORKER_PER_DAY = 50;

export interface RequestContext {
  actorUserId: string;
  ipAddress: string | null;
}

/** What an engager's receipt snapshot holds: what they were shown, in the clear, encrypted at rest. */
type Evidence = SharedRightToWork;

const isRoute = (value: string): value is RightToWorkRoute =>
  (rightToWorkRoutes as readonly string[]).includes(value);

/** A stored value as the form would send it back: '' and the mask keep it, null clears it, anything else replaces it. */
function keepOrReplace(
  sent: string | null | undefined,
  stored: string | null,
  mask: (plain: string) => string,
) {
  if (sent === null) return null;
  if (sent === undefined) return stored;
  const typed = sent.trim();
  if (typed === "" || (stored !== null && typed === mask(stored))) return stored;
  return typed;
}

export function createRightToWorkService({
  db,
  cipher,
  files,
  mailer,
  publicUrl,
  logger,
  now,
}: {
  db: Db;
  cipher: FieldCipher;
  /** Only the record's own routes attach and detach photos; engagers' views read them. */
  files?: FileService;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const open = (stored: string | null) => (stored ? cipher.decrypt(stored) : null);

  function factsOf(row: RightToWorkRow): RightToWorkFacts {
    return {
      route: isRoute(row.route) ? row.route : "other",
      shareCode: open(row.shareCodeEncrypted),
      shareCodeGeneratedOn: row.shareCodeGeneratedOn,
      permissionEndsOn: row.permissionEndsOn,
      dateOfBirth: open(row.dateOfBirthEncrypted),
      details: row.details,
    };
  }

  const photoSlots = (row: RightToWorkRow) =>
    [
      ["document", row.documentFileId],
      ["second", row.secondFileId],
    ] as const;

  async function photosOf(row: RightToWorkRow) {
    const found = await findPhotoFiles(db, [row.documentFileId, row.secondFileId]);
    return photoSlots(row).flatMap(([slot, id]) => {
      const file = id ? found.get(id) : undefined;
      return file ? [{ slot, ...file }] : [];
    });
  }

  function attentionOf(row: RightToWorkRow, facts: RightToWorkFacts, hasPhoto: boolean) {
    const expires = row.shareCodeExpiresOn;
    return rightToWorkAttention({ ...facts, hasPhoto }, now()).map((kind) =>
      messageRef(rightToWorkAttentionKeys[kind], {
        date: kind.startsWith("share-code") ? (expires ?? "") : (row.permissionEndsOn ?? ""),
      }),
    );
  }

  /** The record's photos as its views list them, and what it lacks (a route that needs the document's photo). */
  function photosAndAttention(
    row: RightToWorkRow,
    facts: RightToWorkFacts,
    photos: ReadonlyArray<PhotoFile & { slot: RightToWorkPhotoSlot }>,
  ) {
    return {
      photos: photos.map(({ slot, fileId, width, height }) => ({ slot, file_id: fileId, width, height })),
      attention: attentionOf(
        row,
        facts,
        photos.some((photo) => photo.slot === "document"),
      ),
    };
  }

  function receiptView(row: ReceiptRow): ReceiptView {
    return {
      id: row.id,
      checked_on: row.checkedOn,
      method: row.method as ReceiptView["method"],
      outcome: row.outcome as ReceiptView["outcome"],
      follow_up_on: row.followUpOn,
      checker_name: row.checkerName,
      organisation: row.organisation,
      reference: row.reference,
      recorded_at: row.recordedAt.toISOString(),
      via: row.via === "company" ? "company" : "share",
      record_withdrawn_at: row.recordWithdrawnAt?.toISOString() ?? null,
    };
  }

  async function view(userId: string): Promise<RightToWorkView> {
    const [row, receipts] = await Promise.all([findRecord(db, userId), listReceipts(db, userId)]);
    if (!row) return { record: null, receipts: receipts.map(receiptView) };
    const facts = factsOf(row);
    const photos = await photosOf(row);
    return {
      record: {
        route: facts.route,
        share_code: facts.shareCode && maskShareCode(facts.shareCode),
        share_code_generated_on: row.shareCodeGeneratedOn,
        share_code_expires_on: row.shareCodeExpiresOn,
        permission_ends_on: row.permissionEndsOn,
        date_of_birth: facts.dateOfBirth && maskDateOfBirth(facts.dateOfBirth),
        details: row.details,
        ...photosAndAttention(row, facts, photos),
        updated_at: row.updatedAt.toISOString(),
      },
      receipts: receipts.map(receiptView),
    };
  }

  async function audit(
    tx: Db,
    userId: string,
    context: RequestContext,
    action: "reveal" | "change",
    fields: readonly RightToWorkSensitiveField[],
  ) {
    await insertAuditEntries(
      tx,
      userId,
      fields.map((field) => ({
        actorUserId: context.actorUserId,
        field: rightToWorkAuditFields[field],
        action,
        ipAddress: context.ipAddress,
        createdAt: now(),
      })),
    );
  }

  async function sharedView(
    userId: string,
  ): Promise<{ view: SharedRightToWork; images: Array<PhotoFile & { slot: RightToWorkPhotoSlot }> } | null> {
    const row = await findRecord(db, userId);
    if (!row) return null;
    const facts = factsOf(row);
    const images = await photosOf(row);
    return {
      view: {
        route: facts.route,
        share_code: facts.shareCode && formatShareCode(facts.shareCode),
        share_code_expires_on: row.shareCodeExpiresOn,
        permission_ends_on: row.permissionEndsOn,
        date_of_birth: facts.dateOfBirth,
        details: row.details,
        ...photosAndAttention(row, facts, images),
      },
      images,
    };
  }

  /** The worker hears of each receipt at once, in their language; a mail server that is down loses no receipt. */
  async function tellWorker(userId: string, receipt: ReceiptRow) {
    try {
      const recipient = (await findRecipients(db, [userId])).get(userId);
      if (!recipient) return;
      const words = emailWords(recipient.language);
      const say = (key: MessageKey, values?: MessageValues) =>
        wordMessage(messageRef(key, values), words.catalogue, words.language);
      const organisation = receipt.organisation ?? receipt.checkerName;
      await mailer.send({
        to: recipient.email,
        language: words.language,
        subject: say("rightToWork.email.receipt.subject", { organisation }),
        text: [
          say("rightToWork.email.receipt.body", {
            organisation,
            outcome: say(receiptOutcomeKeys[receipt.outcome as ReceiptView["outcome"]]),
            date: receipt.checkedOn,
          }),
          `${publicUrl}/right-to-work`,
        ].join("\n"),
      });
    } catch (error) {
      logger.warn({ err: error }, "could not e-mail the worker about a right-to-work receipt");
    }
  }

  return {
    get: view,
    sharedView,

    async save(userId: string, input: RightToWorkSave, context: RequestContext): Promise<RightToWorkView> {
      const current = await findRecord(db, userId);
      const stored = current ? factsOf(current) : null;
      const typed: RightToWorkFacts = {
        route: input.route,
        shareCode: keepOrReplace(input.share_code, stored?.shareCode ?? null, maskShareCode),
        shareCodeGeneratedOn: input.share_code_generated_on ?? null,
        permissionEndsOn: input.permission_ends_on ?? null,
        dateOfBirth: keepOrReplace(input.date_of_birth, stored?.dateOfBirth ?? null, maskDateOfBirth),
        details: input.details ?? null,
      };
      const checked = rightToWorkProblems(typed, now());
      if ("problems" in checked) throw validationFailed(checked.problems);
      const facts = checked.facts;
      const changed = (["share_code", "date_of_birth"] as const).filter((field) =>
        field === "share_code"
          ? facts.shareCode !== (stored?.shareCode ?? null)
          : facts.dateOfBirth !== (stored?.dateOfBirth ?? null),
      );
      const seal = (plain: string | null, previous: string | null, previousStored: string | null) =>
        plain === null ? null : plain === previous ? previousStored : cipher.encrypt(plain);
      await db.transaction(async (tx) => {
        await upsertRecord(tx, {
          userId,
          route: facts.route,
          shareCodeEncrypted: seal(
            facts.shareCode,
            stored?.shareCode ?? null,
            current?.shareCodeEncrypted ?? null,
          ),
          shareCodeGeneratedOn: facts.shareCode ? facts.shareCodeGeneratedOn : null,
          shareCodeExpiresOn:
            facts.shareCode && facts.shareCodeGeneratedOn
              ? shareCodeExpiresOn(facts.shareCodeGeneratedOn)
              : null,
          permissionEndsOn: facts.permissionEndsOn,
          dateOfBirthEncrypted: seal(
            facts.dateOfBirth,
            stored?.dateOfBirth ?? null,
            current?.dateOfBirthEncrypted ?? null,
          ),
          details: facts.details,
          updatedAt: now(),
        });
        await audit(tx, userId, context, "change", changed);
      });
      return view(userId);
    },

    async remove(userId: string, context: RequestContext): Promise<RightToWorkView> {
      if (!files) throw new Error("the record's routes need the file service");
      await files.detachFiles(userId, async (tx) => {
        const row = await deleteRecord(tx, userId, now());
        if (!row) throw notFound();
        await audit(tx, userId, context, "change", ["share_code", "date_of_birth"]);
        return { result: undefined, detached: [row.documentFileId, row.secondFileId] };
      });
      return view(userId);
    },

    async reveal(userId: string, field: RightToWorkSensitiveField, context: RequestContext) {
      const row = await findRecord(db, userId);
      const facts = row ? factsOf(row) : null;
      const value = field === "share_code" ? facts?.shareCode : facts?.dateOfBirth;
      if (!value) throw notFound();
      await audit(db, userId, context, "reveal", [field]);
      return { value: field === "share_code" ? formatShareCode(value) : value };
    },

    async setPhoto(
      userId: string,
      slot: RightToWorkPhotoSlot,
      file: { buffer: Buffer; originalName: string },
    ) {
      if (!files) throw new Error("the record's routes need the file service");
      await files.attachUpload(userId, { ...file, accept: "image" }, async (tx, fileId) => {
        const set = await setPhoto(tx, userId, slot, fileId, now());
        if (!set) throw refused(404, "rightToWork.error.noRecord");
        return { result: undefined, replaced: [set.previousFileId] };
      });
      return view(userId);
    },

    async removePhoto(userId: string, slot: RightToWorkPhotoSlot) {
      if (!files) throw new Error("the record's routes need the file service");
      await files.detachFiles(userId, async (tx) => {
        const set = await setPhoto(tx, userId, slot, null, now());
        if (!set) throw notFound();
        return { result: undefined, detached: [set.previousFileId] };
      });
      return view(userId);
    },

    /**
     * The record's dates for the worker's calendar feed: the day the share code stops working, the end of the
     * permission and each engager's follow-up check, with the reminder days the e-mails use.
     */
    async calendarDates(userId: string): Promise<CalendarDate[]> {
      const [row, receipts] = await Promise.all([findRecord(db, userId), listReceipts(db, userId)]);
      const dates: CalendarDate[] = [];
      if (row?.shareCodeExpiresOn) {
        dates.push({
          id: `right-to-work-${userId}-share-code-${row.shareCodeExpiresOn}`,
          date: row.shareCodeExpiresOn,
          summary: messageRef("rightToWork.calendar.codeExpires"),
          alarmDays: RIGHT_TO_WORK_REMINDER_DAYS.shareCode.filter((days) => days >= 0),
        });
      }
      if (row?.permissionEndsOn) {
        dates.push({
          id: `right-to-work-${userId}-permission`,
          date: row.permissionEndsOn,
          summary: messageRef("rightToWork.calendar.permissionEnds"),
          alarmDays: RIGHT_TO_WORK_REMINDER_DAYS.permission,
        });
      }
      for (const receipt of receipts) {
        if (!receipt.followUpOn) continue;
        dates.push({
          id: `right-to-work-receipt-${receipt.id}-follow-up`,
          date: receipt.followUpOn,
          summary: messageRef("rightToWork.calendar.followUp", {
            organisation: receipt.organisation ?? receipt.checkerName,
          }),
          alarmDays: RIGHT_TO_WORK_REMINDER_DAYS.followUp,
        });
      }
      return dates;
    },

    /** Which of these workers hold a record, with its route (a crew role that needs the right to work). */
    async holders(userIds: readonly string[]): Promise<Map<string, RightToWorkRoute>> {
      const rows = await listHolders(db, userIds);
      return new Map(rows.map((row) => [row.userId, isRoute(row.route) ? row.route : "other"]));
    },

    /**
     * An engager's receipt of the check they did, with a snapshot of what they were shown (encrypted): the worker
     * sees it on the record and by e-mail; the engager can download it with its evidence.
     */
    async recordReceipt(
      userId: string,
      input: ReceiptInput,
      by:
        | { via: "share"; shareId: string; organisation?: string; language?: string }
        | { via: "company"; companyId: string; recordedBy: string; organisation: string },
    ): Promise<ReceiptView> {
      const problems = receiptProblems(input, now());
      if (Object.keys(problems).length > 0) throw validationFailed(problems);
      const shown = await sharedView(userId);
      if (!shown) throw refused(404, "rightToWork.error.noRecord");
      await assertRoomFor(db, {
        table: rightToWorkReceipts,
        rows: receiptsToday(userId),
        limit: RECEIPTS_PER_WORKER_PER_DAY,
        status: 429,
        message: messageRef("rightToWork.error.tooManyReceipts"),
      });
      const row = await insertReceipt(db, {
        userId,
        via: by.via,
        shareId: by.via === "share" ? by.shareId : null,
        companyId: by.via === "company" ? by.companyId : null,
        recordedBy: by.via === "company" ? by.recordedBy : null,
        checkedOn: input.checked_on,
        method: input.method,
        outcome: input.outcome,
        followUpOn: input.follow_up_on ?? null,
        checkerName: input.checker_name,
        checkerEmail: input.checker_email ?? null,
        organisation: by.organisation ?? input.organisation ?? null,
        reference: input.reference ?? null,
        language: by.via === "share" ? (by.language ?? "en") : "en",
        evidenceEncrypted: cipher.encrypt(JSON.stringify(shown.view satisfies Evidence)),
        recordedAt: now(),
      });
      await tellWorker(userId, row);
      return receiptView(row);
    },

    /** One receipt and the evidence it was for, only through the share or company that recorded it. */
    async receiptForEngager(receiptId: string, by: { shareId: string } | { companyId: string }) {
      const row = await findReceipt(db, receiptId, by);
      if (!row) return null;
      return {
        receipt: receiptView(row),
        evidence: JSON.parse(cipher.decrypt(row.evidenceEncrypted)) as Evidence,
        workerId: row.userId,
      };
    },
  };
}

export type RightToWorkService = ReturnType<typeof createRightToWorkService>;
