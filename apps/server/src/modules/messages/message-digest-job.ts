import { type AccessUser, roleOfUserType, subscriptionTierOf } from "@siteready/domain/features";
import { type MessageDigestSender, messageDigestEmail, publicName } from "@siteready/domain/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { unsubscribeUrl as listUnsubscribeUrl } from "../../lib/one-click-unsubscribe.ts";
import {
  claimDigest,
  type DigestCandidateRow,
  listDigestCandidates,
  nextDigestRecipientPage,
  releaseDigest,
} from "./digest.repository.ts";
import { digestList } from "./digest-unsubscribe.ts";

/** How often the digest job looks: a digest goes out at most this long after its N hours are up. */
export const MESSAGE_DIGEST_INTERVAL_MS = 10 * 60_000;

/** People whose unread messages are read and mailed per step: memory and statements stay bounded. */
const DIGEST_BATCH_SIZE = 500;

/** Each person's digest rows, read a page of people with the digest on at a time, in id order. */
async function* digestCandidatesByRecipient(db: Db, now: Date, batchSize: number) {
  for (
    let page = await nextDigestRecipientPage(db, null, batchSize);
    page;
    page = await nextDigestRecipientPage(db, page.last, batchSize)
  ) {
    const byRecipient = new Map<string, DigestCandidateRow[]>();
    for (const row of await listDigestCandidates(db, now, page)) {
      byRecipient.set(row.userId, [...(byRecipient.get(row.userId) ?? []), row]);
    }
    yield* byRecipient;
  }
}

export interface MessageDigestJobResult {
  sent: number;
  failed: number;
}

/**
 * Sends the e-mail digest of unread messages (issue 17, off by default). A person with the digest on gets
 * one when their oldest unread message no digest has mentioned is `digestHours` old; it names who wrote and
 * how many (never what), and covers every such message up to now, so the next one waits for a newer message
 * to be unread that long. Each digest is claimed by moving the person's covered mark (compare-and-set), so
 * several instances never send it twice; a failed send gives the claim back.
 */
export async function runMessageDigestJob({
  db,
  mailer,
  config,
  now,
  logger,
  messagesOpenTo,
  batchSize = DIGEST_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  now: Date;
  /** Whether messages are open to this person now: an admin may have switched them off since they chose a digest. */
  messagesOpenTo: (recipient: AccessUser) => Promise<boolean>;
  logger?: FastifyBaseLogger;
  batchSize?: number;
}): Promise<MessageDigestJobResult> {
  const result: MessageDigestJobResult = { sent: 0, failed: 0 };

  for await (const [userId, rows] of digestCandidatesByRecipient(db, now, batchSize)) {
    const [first] = rows;
    if (!first) continue;
    if (now.getTime() - first.oldest.getTime() < first.digestHours * 3_600_000) continue;
    const recipient = {
      role: roleOfUserType(first.userType),
      subscriptionTier: subscriptionTierOf(first.subscriptionTier),
    };
    // Left unclaimed, so the digest still goes out if messages are opened to them again.
    if (!(await messagesOpenTo(recipient))) continue;
    const senders: MessageDigestSender[] = rows.map((row) => ({
      name: publicName(row.senderFirstName, row.senderLastName),
      unread: row.unread,
    }));
    const unsubscribeUrl = listUnsubscribeUrl(config.publicUrl, config.authSecret, digestList, userId);
    const words = emailWords(first.language);
    const email = messageDigestEmail({
      senders,
      appUrl: config.publicUrl,
      unsubscribeUrl,
      recipientName: first.firstName,
      words,
    });
    if (!(await claimDigest(db, userId, first.coveredUntil, first.newest))) continue;

    try {
      await mailer.send({ to: first.email, ...email, language: words.language, unsubscribeUrl });
      result.sent += 1;
    } catch (error) {
      await releaseDigest(db, userId, first.coveredUntil, first.newest);
      result.failed += 1;
      logger?.error({ err: error }, "message digest could not be sent");
    }
  }
  return result;
}
