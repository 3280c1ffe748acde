import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** 1:1 conversations (issue 17). `pairKey` is the two user ids in order, so a pair has one conversation. */
export const conversations = pgTable("conversations", {
  id: uuid().primaryKey().defaultRandom(),
  pairKey: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp({ withTimezone: true }),
});

export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    muted: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index().on(table.userId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sending device's id for it: a retried offline send is stored once. */
    clientId: uuid(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.conversationId, table.createdAt),
    index().on(table.senderId, table.createdAt),
    uniqueIndex().on(table.senderId, table.clientId),
  ],
);

/** Blocks go one way: the blocker no longer receives messages from, nor shows posts to, the blocked. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index().on(table.blockedId)],
);

export const messagingSettings = pgTable("messaging_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  readReceipts: boolean().notNull().default(true),
  /** The e-mail digest of unread messages: hours a message waits unread before it is mentioned; null is off. */
  digestHours: integer(),
  /** The newest message a sent digest mentioned: later digests mention only messages after it. */
  digestCoveredUntil: timestamp({ withTimezone: true }),
});

export const groups = pgTable("groups", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text(),
  requiresApproval: boolean().notNull().default(false),
  /** The secret part of the invite link; replacing it cancels old links. */
  inviteToken: text().notNull().unique(),
  createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'admin' | 'member' */
    role: text().notNull().default("member"),
    /** 'active' | 'pending' (waiting for an admin's approval) */
    status: text().notNull().default("active"),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index().on(table.userId)],
);

export const groupPosts = pgTable(
  "group_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: uuid(),
    clientId: uuid(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.groupId, table.createdAt),
    index().on(table.authorId, table.createdAt),
    // A page's replies, by their posts.
    index().on(table.parentId, table.createdAt),
    uniqueIndex().on(table.authorId, table.clientId),
  ],
);

/** A user's report of a message or group post, for the admins' list in /admin. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'message' | 'group_post' */
    kind: text().notNull(),
    contentId: uuid().notNull(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    /** 'open' | 'content_removed' | 'dismissed' */
    status: text().notNull().default("open"),
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.status, table.createdAt),
    uniqueIndex().on(table.reporterId, table.kind, table.contentId),
  ],
);
