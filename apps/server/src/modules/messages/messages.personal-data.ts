import { BLOCKS_PER_USER_LIMIT, NEW_CONVERSATIONS_PER_DAY, REPORTS_PER_DAY } from "@siteready/domain/limits";
import { MESSAGES_PER_MINUTE_LIMIT, publicName } from "@siteready/domain/messages";
import type { Db } from "../../db/client.ts";
import { listContentReportsBy } from "../../db/content-reports.ts";
import {
  adminsRecord,
  column,
  EXPORT_PAGE,
  othersPrivate,
  type PersonalDataPart,
} from "../../db/personal-data.ts";
import { StreamedArray } from "../../lib/json-stream.ts";
import {
  listBlocksBy,
  listConversations,
  listMessagesPage,
  othersReadAtOf,
  readMessagingSettings,
} from "./messages.repository.ts";
import { conversationView, messageView } from "./messages.service.ts";

/**
 * The messages of `conversationIds` for the export, read in pages of EXPORT_PAGE across the conversations in
 * their order (listMessagesPage): `messagesOf(index)` gives the messages of the conversation at `index`, asked
 * for in order (the JSON is written in order), so memory holds one page whatever the person's messages.
 */
function messageWalk(db: Db, conversationIds: string[]) {
  type Row = Awaited<ReturnType<typeof listMessagesPage>>[number];
  let page: Array<{ row: Row; conversation: number }> = [];
  let next = 0;
  // Where the next page starts: the conversation at `first`, after the message `after` when it is part-read.
  let first = 0;
  let after: string | undefined;
  const read = async () => {
    const ids = conversationIds.slice(first, first + EXPORT_PAGE);
    const rows = await listMessagesPage(db, ids, after, EXPORT_PAGE);
    page = rows.map((row) => ({ row, conversation: first + row.position - 1 }));
    next = 0;
    const last = page.at(-1);
    if (rows.length < EXPORT_PAGE || !last) {
      first += ids.length;
      after = undefined;
    } else {
      first = last.conversation;
      after = last.row.id;
    }
  };
  return async function* messagesOf(conversation: number): AsyncGenerator<Row> {
    for (;;) {
      const held = page[next];
      if (held) {
        if (held.conversation > conversation) return;
        next += 1;
        if (held.conversation === conversation) yield held.row;
        continue;
      }
      // The page is used up: the conversation goes on in the next one unless that starts after it.
      if (first > conversation || first >= conversationIds.length) return;
      await read();
    }
  };
}

/**
 * Conversations with every message as the person sees it in the app, and what they set. The other person's
 * display name and the messages of conversations they are in are what the person sees in the app anyway.
 */
export const messagesPersonalData: PersonalDataPart = {
  module: "messages",
  columns: [
    column("conversation_participants", "user_id", "conversations", "cascade"),
    column("messages", "sender_id", "conversations", "cascade"),
    column("messaging_settings", "user_id", "messaging_settings", "cascade"),
    column("user_blocks", "blocker_id", "blocked_people", "cascade"),
    column("user_blocks", "blocked_id", { excluded: othersPrivate }, "cascade"),
  ],
  async exportOf(db, userId) {
    const [conversations, blocks, messagingSettings, othersReadAt] = await Promise.all([
      listConversations(db, userId),
      listBlocksBy(db, userId),
      readMessagingSettings(db, userId),
      othersReadAtOf(db, userId),
    ]);
    const messagesOf = messageWalk(
      db,
      conversations.map((conversation) => conversation.id),
    );
    return {
      conversations: conversations.map((conversation, index) => ({
        ...conversationView(conversation),
        // Every message as they see it in the app ("seen" only where both keep read receipts on); a deleted
        // message has no words left to export (deleting erases them).
        messages: new StreamedArray(async function* () {
          const othersReadTime = othersReadAt.get(conversation.id) ?? null;
          for await (const row of messagesOf(index)) yield messageView(row, userId, othersReadTime);
        }),
      })),
      blocked_people: blocks.map((block) => ({
        name: publicName(block.firstName, block.lastName),
        blocked_at: block.createdAt.toISOString(),
      })),
      messaging_settings: {
        read_receipts: messagingSettings.readReceipts,
        digest_hours: messagingSettings.digestHours,
      },
    };
  },
  growth: {
    user_blocks: {
      limit: `${BLOCKS_PER_USER_LIMIT} blocked people per user (blocked_id: only as many as others block)`,
    },
    conversation_participants: {
      limit: `${NEW_CONVERSATIONS_PER_DAY} new conversations in 24 hours per user; one per pair of people`,
    },
    messages: {
      limit: `${MESSAGES_PER_MINUTE_LIMIT} a minute with group posts (modules/messages/messages.routes.test.ts goes past it)`,
    },
    messaging_settings: { onePerUser: "user_id" },
  },
};

/** The reports the person made; a part of its own so the export keeps its place after the groups. */
export const contentReportsPersonalData: PersonalDataPart = {
  module: "messages",
  columns: [
    column("content_reports", "reporter_id", "content_reports", "cascade"),
    column("content_reports", "reported_user_id", { excluded: othersPrivate }, "cascade"),
    column(
      "content_reports",
      "resolved_by",
      { excluded: adminsRecord },
      { unlink: "a resolved report stays resolved when the admin's account goes" },
    ),
  ],
  async exportOf(db, userId) {
    return {
      content_reports: (await listContentReportsBy(db, userId)).map((report) => ({
        kind: report.kind,
        content_id: report.contentId,
        reason: report.reason,
        status: report.status,
        created_at: report.createdAt.toISOString(),
      })),
    };
  },
  growth: {
    content_reports: {
      limit: `${REPORTS_PER_DAY} in 24 hours per reporter (reported_user_id, resolved_by: only as many as others report or an admin resolves)`,
    },
  },
};
