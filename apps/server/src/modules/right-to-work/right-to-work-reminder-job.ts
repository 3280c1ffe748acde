import { calendarDateOf, dayNumber, isoDateOf, parseIsoDate } from "@siteready/domain/fields";
import { type MessageKey, type MessageValues, messageRef, wordMessage } from "@siteready/domain/i18n";
import { dueReminderThreshold } from "@siteready/domain/reminders";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { emailWords } from "../../lib/email-words.ts";
import {
  claimReminder,
  findRecipients,
  listDatedRecords,
  listFollowUps,
  type ReceiptRow,
  releaseReminder,
} from "./right-to-work.repository.ts";

/**
 * Right-to-work reminders (issue 52), by the rules, not the worker's expiry thresholds: a share code 7 days before
 * it stops working and the day after it has; a time-limited permission 60, 30 and 7 days before its end and on
 * the day; an engager's follow-up check 14 days before it is due and on the day, to the engager and to the worker.
 */
export const RIGHT_TO_WORK_REMINDER_DAYS = {
  shareCode: [7, -1],
  permission: [60, 30, 7, 0],
  followUp: [14, 0],
} as const;

/** Reminders a run missed (the server was down) still go out up to this many days late. */
const LATE_DAYS = 7;
const BATCH_SIZE = 200;
const millisecondsPerDay = 86_400_000;

type Subject = "share-code" | "permission" | "follow-up-worker" | "follow-up-engager";

interface Reminder {
  userId: string;
  subject: Subject;
  subjectId: string;
  dueOn: string;
  daysBefore: number;
  to: { email: string; language: string | null };
  subjectLine: [MessageKey, MessageValues];
  body: [MessageKey, MessageValues];
}

export interface RightToWorkReminderResult {
  sent: number;
  failed: number;
}

const shiftDays = (isoDate: string, days: number) => {
  const date = parseIsoDate(isoDate);
  return date ? isoDateOf(calendarDateOf(new Date((dayNumber(date) + days) * millisecondsPerDay))) : isoDate;
};

/** The reminder day reached with `daysLeft` to go, among `days` (largest first): the smallest one reached. */
function dueDay(daysLeft: number, days: readonly number[]): number | null {
  const ahead = days.filter((day) => day >= 0);
  const after = days.filter((day) => day < 0);
  // A day after the date ("has stopped") is reached once the date is behind; it stands in for the ones before.
  const passed = after.filter((day) => daysLeft <= day && daysLeft >= day - LATE_DAYS);
  if (passed.length > 0) return Math.max(...passed);
  return dueReminderThreshold(daysLeft, ahead);
}

export async function runRightToWorkReminderJob({
  db,
  mailer,
  publicUrl,
  now,
  logger,
  batchSize = BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  logger?: FastifyBaseLogger;
  batchSize?: number;
}): Promise<RightToWorkReminderResult> {
  const todayDate = calendarDateOf(now);
  const today = isoDateOf(todayDate);
  const daysTo = (isoDate: string) => dayNumber(parseIsoDate(isoDate) ?? todayDate) - dayNumber(todayDate);
  const link = `${publicUrl}/right-to-work`;
  const result: RightToWorkReminderResult = { sent: 0, failed: 0 };

  async function send(reminders: Reminder[]) {
    for (const reminder of reminders) {
      const claim = {
        userId: reminder.userId,
        subject: reminder.subject,
        subjectId: reminder.subjectId,
        dueOn: reminder.dueOn,
        daysBefore: reminder.daysBefore,
        sentAt: now,
      };
      if (!(await claimReminder(db, claim))) continue;
      const words = emailWords(reminder.to.language);
      const say = ([key, values]: [MessageKey, MessageValues]) =>
        wordMessage(messageRef(key, values), words.catalogue, words.language);
      try {
        await mailer.send({
          to: reminder.to.email,
          language: words.language,
          subject: say(reminder.subjectLine),
          text:
            reminder.subject === "follow-up-engager" ? say(reminder.body) : `${say(reminder.body)}\n${link}`,
        });
        result.sent += 1;
      } catch (error) {
        // Given back, so the next run tries again.
        await releaseReminder(db, claim);
        result.failed += 1;
        logger?.error({ err: error, subject: reminder.subject }, "right-to-work reminder could not be sent");
      }
    }
  }

  // The workers' own dates: share codes and permissions, read in keyset batches.
  const widest = Math.max(...RIGHT_TO_WORK_REMINDER_DAYS.permission);
  for (let after: string | null = null; ; ) {
    const batch = await listDatedRecords(db, {
      from: shiftDays(today, -LATE_DAYS - 1),
      to: shiftDays(today, widest),
      after,
      limit: batchSize,
    });
    const last = batch.at(-1);
    if (!last) break;
    after = last.userId;
    const recipients = await findRecipients(
      db,
      batch.map((row) => row.userId),
    );
    const reminders: Reminder[] = [];
    for (const row of batch) {
      const to = recipients.get(row.userId);
      if (!to) continue;
      if (row.shareCodeExpiresOn) {
        const daysLeft = daysTo(row.shareCodeExpiresOn);
        const day = dueDay(daysLeft, RIGHT_TO_WORK_REMINDER_DAYS.shareCode);
        if (day !== null) {
          const stopped = day < 0;
          reminders.push({
            userId: row.userId,
            subject: "share-code",
            subjectId: row.userId,
            dueOn: row.shareCodeExpiresOn,
            daysBefore: day,
            to,
            subjectLine: stopped
              ? ["rightToWork.email.codeExpired.subject", {}]
              : ["rightToWork.email.codeExpiring.subject", { days: Math.max(daysLeft, 0) }],
            body: [
              stopped ? "rightToWork.email.codeExpired.body" : "rightToWork.email.codeExpiring.body",
              { date: row.shareCodeExpiresOn },
            ],
          });
        }
      }
      if (row.permissionEndsOn) {
        const day = dueDay(daysTo(row.permissionEndsOn), RIGHT_TO_WORK_REMINDER_DAYS.permission);
        if (day !== null) {
          reminders.push({
            userId: row.userId,
            subject: "permission",
            subjectId: row.userId,
            dueOn: row.permissionEndsOn,
            daysBefore: day,
            to,
            subjectLine: ["rightToWork.email.permissionEnding.subject", { date: row.permissionEndsOn }],
            body: ["rightToWork.email.permissionEnding.body", { date: row.permissionEndsOn }],
          });
        }
      }
    }
    await send(reminders);
    if (batch.length < batchSize) break;
  }

  // The engagers' follow-up checks: to the engager (the address they gave, or the company member) and the worker.
  const widestFollowUp = Math.max(...RIGHT_TO_WORK_REMINDER_DAYS.followUp);
  for (let after: string | null = null; ; ) {
    const batch: ReceiptRow[] = await listFollowUps(db, {
      from: shiftDays(today, -LATE_DAYS),
      to: shiftDays(today, widestFollowUp),
      after,
      limit: batchSize,
    });
    const last = batch.at(-1);
    if (!last) break;
    after = last.id;
    const people = await findRecipients(db, [
      ...batch.map((receipt) => receipt.userId),
      ...batch.flatMap((receipt) => (receipt.recordedBy ? [receipt.recordedBy] : [])),
    ]);
    const reminders: Reminder[] = [];
    for (const receipt of batch) {
      if (!receipt.followUpOn) continue;
      const day = dueDay(daysTo(receipt.followUpOn), RIGHT_TO_WORK_REMINDER_DAYS.followUp);
      if (day === null) continue;
      const worker = people.get(receipt.userId);
      const organisation = receipt.organisation ?? receipt.checkerName;
      const base = {
        userId: receipt.userId,
        subjectId: receipt.id,
        dueOn: receipt.followUpOn,
        daysBefore: day,
      };
      if (worker) {
        reminders.push({
          ...base,
          subject: "follow-up-worker",
          to: worker,
          subjectLine: [
            "rightToWork.email.followUpWorker.subject",
            { organisation, date: receipt.followUpOn },
          ],
          body: ["rightToWork.email.followUpWorker.body", { organisation, date: receipt.followUpOn }],
        });
      }
      const member = receipt.recordedBy ? people.get(receipt.recordedBy) : undefined;
      const engagerEmail = receipt.checkerEmail ?? member?.email;
      if (engagerEmail) {
        const workerName = [worker?.firstName, worker?.lastName].filter(Boolean).join(" ") || "SiteReady";
        reminders.push({
          ...base,
          subject: "follow-up-engager",
          to: { email: engagerEmail, language: member?.language ?? receipt.language },
          subjectLine: [
            "rightToWork.email.followUpEngager.subject",
            { date: receipt.followUpOn, worker: workerName },
          ],
          body: [
            "rightToWork.email.followUpEngager.body",
            { worker: workerName, checked: receipt.checkedOn, date: receipt.followUpOn },
          ],
        });
      }
    }
    await send(reminders);
    if (batch.length < batchSize) break;
  }
  return result;
}
