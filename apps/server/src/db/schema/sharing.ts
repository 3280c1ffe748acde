import type { Language } from "@siteready/domain/i18n";
import type { ShareItemRef } from "@siteready/domain/sharing";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
