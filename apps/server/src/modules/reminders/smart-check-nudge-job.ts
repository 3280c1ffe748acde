import { SMART_CHECK_NUDGE_INTERVAL_DAYS, smartCheckNudgeEmail } from "@siteready/domain/evidence";
import { shownCardTypeName } from "@siteready/domain/record-words";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { unsubscribeUrl } from "../../lib/one-click-unsubscribe.ts";
import type { EvidenceService } from "../evidence/evidence.service.ts";
import { claimNudges, findDueNudgeRecipients, releaseNudge } from "./reminders.repository.ts";
import { reminderSettingsPath, smartCheckNudgeList } from "./reminders-unsubscribe.ts";

export interface NudgeJobResult {
  sent: number;
  failed: number;
}

/** Workers read, claimed and e-mailed per step: memory and statement size stay the same whatever the site's size. */
const NUDGE_BATCH_SIZE = 200;

const millisecondsPerDay = 86_400_000;

/**
 * The monthly Smart Check nudge (issue 51): each worker who opted in, at most once every
 * SMART_CHECK_NUDGE_INTERVAL_DAYS, gets an e-mail listing their skills cards that Smart Check covers, the official
 * website and where to record the answer; a worker with no such card gets nothing. Workers are read in keyset
 * batches by user id; a batch's sends are claimed in one UPDATE … RETURNING before any e-mail goes, so of several
 * instances running at once exactly one sends each nudge. A failed send gives its claim back for the next run.
 */
export async function runSmartCheckNudgeJob({
  db,
  mailer,
  config,
  evidence,
  now,
  logger,
  batchSize = NUDGE_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  /** Which of a worker's cards Smart Check covers (the evidence module's service). */
  evidence: Pick<EvidenceService, "smartCheckCardsOf">;
  now: Date;
  logger?: FastifyBaseLogger;
  batchSize?: number;
}): Promise<NudgeJobResult> {
  const dueBefore = new Date(now.getTime() - SMART_CHECK_NUDGE_INTERVAL_DAYS * millisecondsPerDay);
  const result: NudgeJobResult = { sent: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await findDueNudgeRecipients(db, { after, dueBefore, limit: batchSize });
    const last = batch.at(-1);
    if (!last) break;
    after = last.userId;
    const cards = await evidence.smartCheckCardsOf(batch.map((recipient) => recipient.userId));
    const withCards = batch.filter((recipient) => cards.has(recipient.userId));
    const claimed = await claimNudges(
      db,
      withCards.map((recipient) => recipient.userId),
      { sentAt: now, dueBefore },
    );
    for (const recipient of withCards) {
      if (!claimed.has(recipient.userId)) continue;
      const words = emailWords(recipient.language);
      const unsubscribe = unsubscribeUrl(
        config.publicUrl,
        config.authSecret,
        smartCheckNudgeList,
        recipient.userId,
      );
      const email = smartCheckNudgeEmail({
        cards: (cards.get(recipient.userId) ?? []).map((card) => ({
          name: shownCardTypeName(card.type, (key) => words.say(key)),
          number: card.number,
        })),
        appUrl: config.publicUrl,
        settingsPath: reminderSettingsPath,
        unsubscribeUrl: unsubscribe,
        recipientName: recipient.firstName,
        say: words.say,
      });
      try {
        await mailer.send({
          to: recipient.email,
          ...email,
          language: words.language,
          unsubscribeUrl: unsubscribe,
        });
        result.sent += 1;
      } catch (error) {
        await releaseNudge(db, recipient.userId, now);
        result.failed += 1;
        logger?.error({ err: error, userId: recipient.userId }, "Smart Check nudge could not be sent");
      }
    }
    if (batch.length < batchSize) break;
  }
  return result;
}
