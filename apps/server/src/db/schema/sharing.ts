import type { Language } from "@siteready/domain/i18n";
import type { ShareEventKind, ShareItemRef } from "@siteready/domain/sharing";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * A worker's share (issue 16): the items they chose, for whom, until when. The link's token is never stored,
 * only its SHA-256 for the lookup; the PIN only as a salted scrypt hash.
 */
export const shares = pgTable(
  "shares",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    recipientLabel: text().notNull(),
    items: jsonb().$type<ShareItemRef[]>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    pinHash: text(),
    endWhenCardExpires: boolean().notNull().default(false),
    notifyByEmail: boolean().notNull().default(false),
    /** The language the worker chose for the compliance pack and the shared CV (issue #38). */
    documentLanguage: text().$type<Language>().notNull().default("en"),
    revokedAt: timestamp({ withTimezone: true }),
    firstViewedAt: timestamp({ withTimezone: true }),
    /** When the worker dismissed the in-app notice of the first view. */
    firstViewSeenAt: timestamp({ withTimezone: true }),
    /** At most this many views (issue 51); null for no limit. */
    maxViews: integer(),
    /** Views counted against the limit, raised by one conditional UPDATE per view (never past maxViews). */
    viewsUsed: integer().notNull().default(0),
    /** The recipient's e-mail address, encrypted like other personal data (lib/field-encryption.ts). */
    recipientEmailEncrypted: text(),
    /** Ask for a one-time code e-mailed to the recipient before the page opens. */
    verifyRecipient: boolean().notNull().default(false),
    /** The date the recipient is asked to delete any copy by. */
    deleteBy: date({ mode: "string" }),
    /** When the worker last asked the recipient to delete their copy. */
    deleteRequestedAt: timestamp({ withTimezone: true }),
    /** The latest e-mailed code, as an HMAC (never the code), with when it was sent and when it ends. */
    codeHash: text(),
    codeSentAt: timestamp({ withTimezone: true }),
    codeExpiresAt: timestamp({ withTimezone: true }),
    /** Wrong codes since the last lock-out or right code; the fifth locks code entry until codeLockedUntil. */
    codeFailures: integer().notNull().default(0),
    codeLockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);

/** Every time a share's page was opened with its data shown: the worker's view log. */
export const shareViews = pgTable(
  "share_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    shareId: uuid()
      .notNull()
      .references(() => shares.id, { onDelete: "cascade" }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    device: text().notNull(),
    viewerName: text(),
    viewerCompany: text(),
    downloads: integer().notNull().default(0),
  },
  (table) => [index().on(table.shareId, table.viewedAt)],
);

/**
 * Every event of a share, by its owner (issue 51): views, codes sent, wrong codes and lock-outs, delete
 * requests. Kept apart from the view log so another module can list a worker's events in one query
 * (sharing.service.ts `listShareEvents`).
 */
export const shareEvents = pgTable(
  "share_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shareId: uuid()
      .notNull()
      .references(() => shares.id, { onDelete: "cascade" }),
    kind: text().$type<ShareEventKind>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The view an event of kind "view" is, so naming the viewer names the event too. */
    viewId: uuid().references(() => shareViews.id, { onDelete: "cascade" }),
    viewerName: text(),
    viewerCompany: text(),
  },
  (table) => [index().on(table.userId, table.at), index().on(table.shareId, table.at)],
);
