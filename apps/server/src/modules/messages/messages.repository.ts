import { BLOCKS_PER_USER_LIMIT, NEW_CONVERSATIONS_PER_DAY } from "@siteready/domain/limits";
import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { jobApplications, jobs } from "../../db/schema/jobs.ts";
import {
  conversationParticipants,
  conversations,
  groupMembers,
  groupPosts,
  messages,
  messagingSettings,
  userBlocks,
} from "../../db/schema/messages.ts";

export type MessageRow = typeof messages.$inferSelect;

export interface ConversationRow {
  id: string;
  otherId: string;
  otherFirstName: string;
  otherLastName: string;
  lastMessage: string | null;
  lastMessageDeleted: boolean | null;
  lastMessageAt: Date | null;
  unread: number;
  muted: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** The pair's key: both ids in order, so A→B and B→A find the same conversation. */
const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Opens (or finds) the conversation of two people; returns its id. A new one is refused (429) when `userId`
 * already has the most new conversations a day may bring.
 */
export async function openConversation(db: Db, userId: string, otherId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const pairKey = pairKeyOf(userId, otherId);
    const conversationOfPair = () =>
      tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.pairKey, pairKey));
    if ((await conversationOfPair()).length === 0) {
      await assertRoomFor(tx, {
        table: conversations,
        rows: and(
          gt(conversations.createdAt, sql`now() - interval '1 day'`),
          inArray(
            conversations.id,
            tx
              .select({ id: conversationParticipants.conversationId })
              .from(conversationParticipants)
              .where(eq(conversationParticipants.userId, userId)),
          ),
        ),
        limit: NEW_CONVERSATIONS_PER_DAY,
        status: 429,
        message: { key: "limit.newConversations" },
      });
      await tx.insert(conversations).values({ pairKey }).onConflictDoNothing();
    }
    const [row] = await conversationOfPair();
    if (!row) throw new Error("conversation was not created");
    await tx
      .insert(conversationParticipants)
      .values([
        { conversationId: row.id, userId },
        { conversationId: row.id, userId: otherId },
      ])
      .onConflictDoNothing();
    return row.id;
  });
}

const unreadFor = (userId: string) =>
  sql<number>`(
  select count(*) from ${messages} m
  where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and m.deleted_at is null
    and m.created_at > ${conversationParticipants.lastReadAt}
    and not exists (select 1 from ${userBlocks} b where b.blocker_id = ${userId} and b.blocked_id = m.sender_id)
)`.mapWith(Number);

/** The conversations `userId` is in (or one of them), newest activity first. */
export async function listConversations(
  db: Db,
  userId: string,
  conversationId?: string,
): Promise<ConversationRow[]> {
  const other = sql`other`;
  const latest = sql`(select m.body from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;
  const latestDeleted = sql`(select m.deleted_at is not null from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;
  const rows = await db
    .select({
      id: conversations.id,
      otherId: sql<string>`${other}.user_id`,
      otherFirstName: users.firstName,
      otherLastName: users.lastName,
      lastMessage: sql<string | null>`${latest}`,
      lastMessageDeleted: sql<boolean | null>`${latestDeleted}`,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadFor(userId),
      muted: conversationParticipants.muted,
      blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${userId} and b.blocked_id = ${other}.user_id)`,
      blockedMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${other}.user_id and b.blocked_id = ${userId})`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(
      sql`${conversationParticipants} as other`,
      sql`${other}.conversation_id = ${conversations.id} and ${other}.user_id <> ${userId}`,
    )
    .innerJoin(users, sql`${users.id} = ${other}.user_id`)
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        conversationId ? eq(conversations.id, conversationId) : undefined,
      ),
    )
    .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`);
  return rows.map((row) => ({
    ...row,
    lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt) : null,
  }));
}

/** The other participant of a conversation `userId` is in, or undefined when they are not in it. */
export async function otherParticipant(db: Db, conversationId: string, userId: string) {
  const rows = await db
    .select({ userId: conversationParticipants.userId, lastReadAt: conversationParticipants.lastReadAt })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  if (!rows.some((row) => row.userId === userId)) return undefined;
  return rows.find((row) => row.userId !== userId);
}

export async function participantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** Joins a message to its conversation's participant row of `userId`: messages of the conversations they are in. */
const inConversationsOf = (userId: string) =>
  and(
    eq(conversationParticipants.conversationId, messages.conversationId),
    eq(conversationParticipants.userId, userId),
  );

/**
 * One page of the messages of `conversationIds`, conversation by conversation in that order, each oldest first
 * (data export): the first `limit`, or with `after` (a message of the first conversation) the `limit` after it.
 * `position` is the message's conversation's place in `conversationIds`, from 1. The conversations are read in
 * order, each from the index at its start (or at `after`), and reading stops once the page is full: a page reads
 * about `limit` rows however many conversations and messages there are.
 */
export async function listMessagesPage(
  db: Db,
  conversationIds: string[],
  after: string | undefined,
  limit: number,
): Promise<Array<MessageRow & { position: number }>> {
  if (conversationIds.length === 0) return [];
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const conversation = sql`(select * from unnest(array[${ids}]) with ordinality as o (conversation_id, position) order by position) o`;
  // The first conversation from `after` on, the others from their start: a row comparison the index can seek to.
  const startOf = (column: "created_at" | "id", fromStart: SQL) =>
    sql`case when o.position = 1 then (select a.${sql.raw(column)} from ${messages} a where a.id = ${after}) else ${fromStart} end`;
  const page = db
    .select()
    .from(messages)
    .where(
      and(
        sql`${messages.conversationId} = o.conversation_id`,
        after
          ? sql`(${messages.createdAt}, ${messages.id}) > (${startOf("created_at", sql`'-infinity'::timestamptz`)}, ${startOf("id", sql`'00000000-0000-0000-0000-000000000000'::uuid`)})`
          : undefined,
      ),
    )
    .orderBy(messages.createdAt, messages.id)
    .limit(limit)
    .as("m");
  return db
    .select({ ...page._.selectedFields, position: sql<number>`o.position`.mapWith(Number) })
    .from(conversation)
    .crossJoinLateral(page)
    .orderBy(sql`o.position`, page.createdAt, page.id)
    .limit(limit);
}

/**
 * For each conversation `userId` is in, when the other person last read it — null unless both keep read
 * receipts on (no saved settings counts as on), as the app shows "seen" — in one statement.
 */
export async function othersReadAtOf(db: Db, userId: string): Promise<Map<string, Date | null>> {
  const other = alias(conversationParticipants, "other");
  const mine = alias(messagingSettings, "my_settings");
  const theirs = alias(messagingSettings, "their_settings");
  const rows = await db
    .select({
      conversationId: other.conversationId,
      lastReadAt: other.lastReadAt,
      receipts: sql<boolean>`coalesce(${mine.readReceipts}, true) and coalesce(${theirs.readReceipts}, true)`,
    })
    .from(conversationParticipants)
    .innerJoin(
      other,
      and(
        eq(other.conversationId, conversationParticipants.conversationId),
        ne(other.userId, conversationParticipants.userId),
      ),
    )
    .leftJoin(mine, eq(mine.userId, conversationParticipants.userId))
    .leftJoin(theirs, eq(theirs.userId, other.userId))
    .where(eq(conversationParticipants.userId, userId));
  return new Map(rows.map((row) => [row.conversationId, row.receipts ? row.lastReadAt : null]));
}

/**
 * One page of a conversation, oldest first: its newest `limit` messages, or with `before` (a message of this
 * conversation) the `limit` just before that one; undefined when `before` is not in the conversation.
 * `hasOlder` says whether any come before the page.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  limit: number,
  before?: string,
): Promise<{ rows: MessageRow[]; hasOlder: boolean } | undefined> {
  let olderThan: SQL | undefined;
  if (before) {
    const [anchor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, conversationId)));
    if (!anchor) return undefined;
    // Compared in SQL, in the page's own order (time, then id): a JavaScript Date would drop the microseconds,
    // and a page boundary must never skip or repeat a message.
    olderThan = sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${anchor.id})`;
  }
  const newest = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), olderThan))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  return { rows: newest.slice(0, limit).reverse(), hasOlder: newest.length > limit };
}

/** Stores a message (once per device id) and moves the conversation up; returns the stored row. */
export async function insertMessage(
  db: Db,
  values: { conversationId: string; senderId: string; body: string; clientId?: string },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ ...values, clientId: values.clientId ?? null })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, values.senderId), eq(messages.clientId, values.clientId ?? "")));
      if (!existing) throw new Error("message neither inserted nor found");
      return existing;
    }
    await tx
      .update(conversations)
      .set({ lastMessageAt: inserted.createdAt })
      .where(eq(conversations.id, values.conversationId));
    return inserted;
  });
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function updateMessageBody(db: Db, id: string, body: string) {
  await db.update(messages).set({ body, editedAt: sql`now()` }).where(eq(messages.id, id));
}

/** Deleted for everyone: its words are erased, not only hidden. */
export async function markMessageDeleted(db: Db, id: string) {
  await db
    .update(messages)
    .set({ deletedAt: sql`now()`, body: "" })
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)));
}

export async function markRead(db: Db, conversationId: string, userId: string) {
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: sql`now()` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

export async function setMuted(db: Db, conversationId: string, userId: string, muted: boolean) {
  await db
    .update(conversationParticipants)
    .set({ muted })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

/** Unread messages over all of `userId`'s conversations, muted ones and blocked senders left out. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .innerJoin(conversationParticipants, inConversationsOf(userId))
    .where(
      and(
        ne(messages.senderId, userId),
        isNull(messages.deletedAt),
        gt(messages.createdAt, conversationParticipants.lastReadAt),
        eq(conversationParticipants.muted, false),
        sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${userId} and b.blocked_id = ${messages.senderId})`,
      ),
    );
  return row?.unread ?? 0;
}

/** Whether either person blocked the other. */
export async function eitherBlocked(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Blocks or unblocks; a new block is refused (409) past the most people one account can block. */
export async function setBlocked(db: Db, blockerId: string, blockedId: string, blocked: boolean) {
  if (blocked) {
    await assertRoomFor(db, {
      table: userBlocks,
      rows: eq(userBlocks.blockerId, blockerId),
      limit: BLOCKS_PER_USER_LIMIT,
      status: 409,
      message: { key: "limit.blocks" },
    });
    await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  } else
    await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The people `blockerId` blocked, with their names, newest first (data export). */
export async function listBlocksBy(db: Db, blockerId: string) {
  return db
    .select({
      blockedId: userBlocks.blockedId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}

/** Messages and group posts `userId` sent in the last minute, for the sending rate limit. */
export async function countRecentSends(db: Db, userId: string): Promise<number> {
  const lastMinute = sql`now() - interval '1 minute'`;
  const [sentMessages, sentPosts] = await Promise.all([
    db.$count(messages, and(eq(messages.senderId, userId), gt(messages.createdAt, lastMinute))),
    db.$count(groupPosts, and(eq(groupPosts.authorId, userId), gt(groupPosts.createdAt, lastMinute))),
  ]);
  return sentMessages + sentPosts;
}

export async function readReceiptsOn(db: Db, userIds: string[]): Promise<boolean> {
  const rows = await db
    .select({ readReceipts: messagingSettings.readReceipts })
    .from(messagingSettings)
    .where(sql`${messagingSettings.userId} in ${userIds}`);
  return rows.every((row) => row.readReceipts);
}

/** The person's messaging settings, the defaults when they never saved any. */
export async function readMessagingSettings(db: Db, userId: string) {
  const [row] = await db
    .select({ readReceipts: messagingSettings.readReceipts, digestHours: messagingSettings.digestHours })
    .from(messagingSettings)
    .where(eq(messagingSettings.userId, userId));
  return row ?? { readReceipts: true, digestHours: null };
}

/** Saves the settings given; the others keep their saved (or default) values. */
export async function saveMessagingSettings(
  db: Db,
  userId: string,
  change: { readReceipts?: boolean; digestHours?: number | null },
) {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const insert = db.insert(messagingSettings).values({ userId, ...set });
  if (Object.keys(set).length === 0) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: messagingSettings.userId, set });
}

// ---------------------------------------------------------------------------------------------------
// Finding the person to talk to: never a search, only an exact e-mail or a link both sides share.

/** An active (not suspended) user with exactly this e-mail (case aside). */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`coalesce(${users.banned}, false) = false`));
  return row?.id;
}

export async function findJobPosterId(db: Db, jobId: string): Promise<string | undefined> {
  const [row] = await db.select({ posterId: jobs.posterId }).from(jobs).where(eq(jobs.id, jobId));
  return row?.posterId;
}

/** The applicant of an application to a job `posterId` posted. */
export async function findApplicantOfMyJob(db: Db, jobId: string, applicationId: string, posterId: string) {
  const [row] = await db
    .select({ applicantId: jobApplications.applicantId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobs.id, jobId), eq(jobs.posterId, posterId)));
  return row?.applicantId;
}

/** Whether both people are active members of the group. */
export async function bothActiveMembers(db: Db, groupId: string, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, "active"),
        sql`${groupMembers.userId} in ${[a, b]}`,
      ),
    );
  return rows.length === 2;
}
