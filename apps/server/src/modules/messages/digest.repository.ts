import { and, between, eq, gt, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import {
  conversationParticipants,
  messages,
  messagingSettings,
  userBlocks,
} from "../../db/schema/messages.ts";

/** One recipient's unread messages from one sender that no digest has mentioned yet. */
export interface DigestCandidateRow {
  userId: string;
  email: string;
  firstName: string;
  /** The recipient's chosen language (null: none chosen), for the digest's words. */
  language: string | null;
  /** The recipient's role and tier, stored as text: whether messages are open to them is the job's question. */
  userType: string;
  subscriptionTier: string;
  digestHours: number;
  /** Exact database text of the timestamps (microseconds), so a claim compares what it read. */
  coveredUntil: string | null;
  senderFirstName: string;
  senderLastName: string;
  unread: number;
  /** The recipient's oldest message in the digest: the digest is due once it is `digestHours` old. */
  oldest: Date;
  /** The recipient's newest message in the digest: where their covered mark moves when it is sent. */
  newest: string;
}

const sender = alias(users, "sender");

/**
 * The next `limit` people with the digest on after `after`, in id order (keyset pages over the primary key):
 * the digest job works through them a page at a time. Returns the page's first and last id, or null past the end.
 */
export async function nextDigestRecipientPage(
  db: Db,
  after: string | null,
  limit: number,
): Promise<{ first: string; last: string } | null> {
  const rows = await db
    .select({ userId: messagingSettings.userId })
    .from(messagingSettings)
    .where(
      and(isNotNull(messagingSettings.digestHours), after ? gt(messagingSettings.userId, after) : undefined),
    )
    .orderBy(messagingSettings.userId)
    .limit(limit);
  const first = rows[0]?.userId;
  const last = rows.at(-1)?.userId;
  return first && last ? { first, last } : null;
}

/**
 * Unread messages sent up to `now` to the people with the digest on whose ids are in `recipients` (a page of
 * nextDigestRecipientPage), grouped by recipient and sender: the rules of the unread count (not deleted, not in
 * a muted conversation, not from someone the recipient blocked), after the newest message an earlier digest
 * mentioned. Suspended accounts get nothing.
 */
export async function listDigestCandidates(
  db: Db,
  now: Date,
  recipients: { first: string; last: string },
): Promise<DigestCandidateRow[]> {
  const rows = await db
    .select({
      userId: conversationParticipants.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      userType: users.role,
      subscriptionTier: users.subscriptionTier,
      digestHours: sql<number>`${messagingSettings.digestHours}`.mapWith(Number),
      coveredUntil: sql<string | null>`${messagingSettings.digestCoveredUntil}::text`,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      unread: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string>`(min(min(${messages.createdAt})) over (partition by ${conversationParticipants.userId}))::text`,
      newest: sql<string>`(max(max(${messages.createdAt})) over (partition by ${conversationParticipants.userId}))::text`,
    })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        ne(conversationParticipants.userId, messages.senderId),
      ),
    )
    .innerJoin(
      messagingSettings,
      and(
        eq(messagingSettings.userId, conversationParticipants.userId),
        isNotNull(messagingSettings.digestHours),
        between(messagingSettings.userId, recipients.first, recipients.last),
      ),
    )
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(
      and(
        isNull(messages.deletedAt),
        gt(messages.createdAt, conversationParticipants.lastReadAt),
        lte(messages.createdAt, sql`${now.toISOString()}::timestamptz`),
        eq(conversationParticipants.muted, false),
        or(
          isNull(messagingSettings.digestCoveredUntil),
          gt(messages.createdAt, messagingSettings.digestCoveredUntil),
        ),
        sql`coalesce(${users.banned}, false) = false`,
        sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${conversationParticipants.userId} and b.blocked_id = ${messages.senderId})`,
      ),
    )
    .groupBy(
      conversationParticipants.userId,
      users.email,
      users.firstName,
      users.language,
      users.role,
      users.subscriptionTier,
      messagingSettings.digestHours,
      messagingSettings.digestCoveredUntil,
      sender.id,
      sender.firstName,
      sender.lastName,
    )
    .orderBy(conversationParticipants.userId, sql`max(${messages.createdAt}) desc`);
  return rows.map((row) => ({ ...row, oldest: new Date(row.oldest) }));
}

/**
 * Claims one recipient's digest: moves their covered mark from what the job read to the newest message it
 * mentions. Only one run can move it from the same place, so two instances never send the same digest.
 */
export async function claimDigest(db: Db, userId: string, from: string | null, to: string): Promise<boolean> {
  const rows = await db
    .update(messagingSettings)
    .set({ digestCoveredUntil: sql`${to}::timestamptz` })
    .where(
      and(
        eq(messagingSettings.userId, userId),
        from === null
          ? isNull(messagingSettings.digestCoveredUntil)
          : eq(messagingSettings.digestCoveredUntil, sql`${from}::timestamptz`),
      ),
    )
    .returning({ userId: messagingSettings.userId });
  return rows.length > 0;
}

/** Gives a claim back after the e-mail could not be sent, so the next run tries again. */
export async function releaseDigest(db: Db, userId: string, from: string | null, to: string) {
  await db
    .update(messagingSettings)
    .set({ digestCoveredUntil: from === null ? null : sql`${from}::timestamptz` })
    .where(
      and(
        eq(messagingSettings.userId, userId),
        eq(messagingSettings.digestCoveredUntil, sql`${to}::timestamptz`),
      ),
    );
}

/** Turns the digest off (a person with no saved settings never had it on). */
export async function switchOffDigest(db: Db, userId: string) {
  await db.update(messagingSettings).set({ digestHours: null }).where(eq(messagingSettings.userId, userId));
}
