import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listingColumns, listingIndexes, ownedBy, searchColumn } from "./columns.ts";
import { storedFiles } from "./profile.ts";

/** Accommodation near a site, offered by any signed-in user (§ diggs). Prices in pence. */
export const diggsListings = pgTable(
  "diggs_listings",
  {
    /** status: 'active' | 'paused' (by the owner). */
    ...listingColumns("active"),
    ownerId: ownedBy(),
    postcode: text().notNull(),
    pricePerNightPence: integer(),
    pricePerWeekPence: integer(),
    /** 'per_person' | 'per_room' */
    priceBasis: text().notNull(),
    billsIncluded: boolean().notNull(),
    /** 'single' | 'twin' | 'whole_house' */
    roomType: text().notNull(),
    beds: integer().notNull(),
    vanParking: boolean().notNull(),
    kitchen: boolean().notNull(),
    washingMachine: boolean().notNull(),
    wifi: boolean().notNull(),
    mondayToFriday: boolean().notNull(),
    minimumStayNights: integer().notNull(),
    availableFrom: date({ mode: "string" }).notNull(),
    availableTo: date({ mode: "string" }),
    /** Set by an admin after a report; hidden listings are seen by their owner only. */
    hiddenAt: timestamp({ withTimezone: true }),
    search: searchColumn(
      (): SQL =>
        sql`${diggsListings.title} || ' ' || ${diggsListings.description} || ' ' || ${diggsListings.postcode} || ' ' || coalesce(${diggsListings.town}, '')`,
    ),
  },
  (table) => [
    // Search (diggs.repository.ts): listings anyone can see, nearest first (as jobs), or newest.
    ...listingIndexes(table, table.ownerId, {
      name: "diggs_listings_visible_place_knn_index",
      visible: sql`${table.status} = 'active' and ${table.hiddenAt} is null`,
    }),
    index().on(table.postcode),
    index("diggs_listings_visible_created_at_index")
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'active' and ${table.hiddenAt} is null`),
  ],
);

/** Up to 8 photos per listing, in order; the bytes are the owner's stored files. */
export const diggsListingPhotos = pgTable(
  "diggs_listing_photos",
  {
    listingId: uuid()
      .notNull()
      .references(() => diggsListings.id, { onDelete: "cascade" }),
    fileId: uuid()
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.listingId, table.position)],
);

/** A user's report of a listing, for the admins to review; one per user and listing. */
export const diggsReports = pgTable(
  "diggs_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => diggsListings.id, { onDelete: "cascade" }),
    reporterId: ownedBy(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.listingId, table.reporterId), index().on(table.createdAt)],
);
