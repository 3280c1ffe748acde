import {
  CONVERSATION_PAGE_SIZE,
  type ConversationThread,
  type ConversationView,
  canStillEdit,
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGES_PER_MINUTE_LIMIT,
  type MessageDigestHours,
  type MessageView,
  type MessagingSettings,
  type MessagingSettingsChange,
  publicName,
  type StartConversation,
} from "@siteready/domain/messages";
import type { Db } from "../../db/client.ts";
import { insertReport } from "../../db/content-reports.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { notifyLive } from "./live-hub.ts";
import {
  bothActiveMembers,
  type ConversationRow,
  countRecentSends,
  countUnread,
  eitherBlocked,
  findApplicantOfMyJob,
  findJobPosterId,
  findMessage,
  findUserIdByEmail,
  insertMessage,
  listConversations,
  listMessages,
  type MessageRow,
  markMessageDeleted,
  markRead,
  openConversation,
  otherParticipant,
  readMessagingSettings,
  readReceiptsOn,
  saveMessagingSettings,
  setBlocked,
  setMuted,
  updateMessageBody,
} from "./messages.repository.ts";

/** Who is in a conversation (moderation): other modules read them through this service, never the repository (lint). */
export { participantIds } from "./messages.repository.ts";

const blockedError = () => new AppError(403, "FORBIDDEN", { key: "messages.server.blocked" });
export const editWindowOverError = () =>
  new AppError(409, "CONFLICT", {
    key: "messages.server.editWindowOver",
    values: { minutes: MESSAGE_EDIT_WINDOW_MINUTES },
  });

/** 429 when `userId` has sent the per-minute limit of messages and posts already (shared across instances). */
export async function assertCanSendNow(db: Db, userId: string) {
  if ((await countRecentSends(db, userId)) >= MESSAGES_PER_MINUTE_LIMIT)
    throw new AppError(429, "RATE_LIMITED", { key: "messages.server.tooManyMessages" });
}

export function conversationView(row: ConversationRow): ConversationView {
  return {
    id: row.id,
    other: { id: row.otherId, name: publicName(row.otherFirstName, row.otherLastName) },
    last_message: row.lastMessageDeleted ? null : row.lastMessage,
    last_message_deleted: row.lastMessageDeleted === true,
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    unread: row.unread,
    muted: row.muted,
    blocked: row.blockedByMe,
    can_send: !row.blockedByMe && !row.blockedMe,
  };
}

/** A message as `viewerId` sees it; `otherReadAt` is when the other person last read (null: receipts off). */
export function messageView(row: MessageRow, viewerId: string, otherReadAt: Date | null): MessageView {
  const deleted = row.deletedAt !== null;
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    is_mine: mine,
    body: deleted ? null : row.body,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    seen: mine && otherReadAt !== null && otherReadAt >= row.createdAt,
  };
}

/** Finds the owner of a listing a user may contact (the diggs module answers; 404 when they may not). */
export type ListingOwnerLookup = (listingId: string, requesterId: string) => Promise<string>;

export function createMessagesService({
  db,
  listingOwner,
  clock = () => new Date(),
}: {
  db: Db;
  listingOwner: ListingOwnerLookup;
  clock?: () => Date;
}) {
  /** The other person of a conversation `user` is in; 404 for anyone outside it. */
  async function otherOf(conversationId: string, user: SessionUser) {
    assertRecordId(conversationId);
    const other = await otherParticipant(db, conversationId, user.id);
    if (!other) throw notFound();
    return other;
  }

  async function conversation(conversationId: string, user: SessionUser): Promise<ConversationView> {
    const [row] = await listConversations(db, user.id, conversationId);
    if (!row) throw notFound();
    return conversationView(row);
  }

  /** A message of a conversation `user` is in; 404 otherwise. */
  async function visibleMessage(messageId: string, user: SessionUser) {
    assertRecordId(messageId);
    const message = await findMessage(db, messageId);
    if (!message) throw notFound();
    const other = await otherOf(message.conversationId, user);
    return { message, other };
  }

  async function ownMessage(messageId: string, user: SessionUser) {
    const found = await visibleMessage(messageId, user);
    if (found.message.senderId !== user.id || found.message.deletedAt) throw notFound();
    return found;
  }

  async function settingsOf(userId: string): Promise<MessagingSettings> {
    const saved = await readMessagingSettings(db, userId);
    return {
      read_receipts: saved.readReceipts,
      digest_hours: saved.digestHours as MessageDigestHours | null,
    };
  }

  async function targetOf(request: StartConversation, user: SessionUser): Promise<string | undefined> {
    switch (request.via) {
      case "email": {
        const id = await findUserIdByEmail(db, request.email);
        if (!id) throw new AppError(404, "NOT_FOUND", { key: "messages.server.notOnSiteReady" });
        return id;
      }
      case "job":
        return findJobPosterId(db, request.job_id);
      case "applicant":
        return findApplicantOfMyJob(db, request.job_id, request.application_id, user.id);
      case "group_member":
        return (await bothActiveMembers(db, request.group_id, user.id, request.user_id))
          ? request.user_id
          : undefined;
      case "listing":
        return listingOwner(request.listing_id, user.id);
    }
  }

  const notifyBoth = (conversationId: string, a: string, b: string) =>
    notifyLive(db, { kind: "conversation", id: conversationId, users: [a, b] });

  return {
    async list(user: SessionUser) {
      return (await listConversations(db, user.id)).map(conversationView);
    },

    async start(request: StartConversation, user: SessionUser): Promise<ConversationView> {
      const otherId = await targetOf(request, user);
      if (!otherId) throw notFound();
      if (otherId === user.id) throw new AppError(409, "CONFLICT", { key: "messages.server.notYourself" });
      if (await eitherBlocked(db, user.id, otherId)) throw blockedError();
      return conversation(await openConversation(db, user.id, otherId), user);
    },

    /** The conversation and one page of it: the newest messages, or those just before the message `before`. */
    async thread(conversationId: string, user: SessionUser, before?: string): Promise<ConversationThread> {
      const other = await otherOf(conversationId, user);
      const [view, page, receipts] = await Promise.all([
        conversation(conversationId, user),
        listMessages(db, conversationId, CONVERSATION_PAGE_SIZE, before),
        readReceiptsOn(db, [user.id, other.userId]),
      ]);
      if (!page) throw notFound();
      const otherReadAt = receipts ? other.lastReadAt : null;
      return {
        conversation: view,
        messages: page.rows.map((row) => messageView(row, user.id, otherReadAt)),
        has_older: page.hasOlder,
      };
    },

    async send(conversationId: string, input: { body: string; client_id?: string }, user: SessionUser) {
      const other = await otherOf(conversationId, user);
      if (await eitherBlocked(db, user.id, other.userId)) throw blockedError();
      await assertCanSendNow(db, user.id);
      const row = await insertMessage(db, {
        conversationId,
        senderId: user.id,
        body: input.body,
        ...(input.client_id ? { clientId: input.client_id } : {}),
      });
      await notifyBoth(conversationId, user.id, other.userId);
      return messageView(row, user.id, null);
    },

    async edit(messageId: string, body: string, user: SessionUser) {
      const { message, other } = await ownMessage(messageId, user);
      if (!canStillEdit(message.createdAt, clock())) throw editWindowOverError();
      await updateMessageBody(db, message.id, body);
      await notifyBoth(message.conversationId, user.id, other.userId);
    },

    async remove(messageId: string, user: SessionUser) {
      const { message, other } = await ownMessage(messageId, user);
      await markMessageDeleted(db, message.id);
      await notifyBoth(message.conversationId, user.id, other.userId);
    },

    async report(messageId: string, reason: string, user: SessionUser) {
      const { message } = await visibleMessage(messageId, user);
      if (message.senderId === user.id) throw notFound();
      await insertReport(db, {
        kind: "message",
        contentId: message.id,
        reporterId: user.id,
        reportedUserId: message.senderId,
        reason,
      });
    },

    async markRead(conversationId: string, user: SessionUser) {
      const other = await otherOf(conversationId, user);
      await markRead(db, conversationId, user.id);
      // The sender's "Seen" and my other tabs' badges follow.
      await notifyBoth(conversationId, user.id, other.userId);
    },

    async setMuted(conversationId: string, muted: boolean, user: SessionUser) {
      await otherOf(conversationId, user);
      await setMuted(db, conversationId, user.id, muted);
      return conversation(conversationId, user);
    },

    async setBlocked(conversationId: string, blocked: boolean, user: SessionUser) {
      const other = await otherOf(conversationId, user);
      await setBlocked(db, user.id, other.userId, blocked);
      await notifyBoth(conversationId, user.id, other.userId);
      return conversation(conversationId, user);
    },

    unreadCount: (user: SessionUser) => countUnread(db, user.id),

    settings: (user: SessionUser) => settingsOf(user.id),

    async saveSettings(change: MessagingSettingsChange, user: SessionUser) {
      await saveMessagingSettings(db, user.id, {
        readReceipts: change.read_receipts,
        digestHours: change.digest_hours,
      });
      return settingsOf(user.id);
    },
  };
}
