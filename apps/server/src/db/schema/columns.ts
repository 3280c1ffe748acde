import { type SQL, sql } from "drizzle-orm";
import {
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** Column and index builders several tables share (not a table: index.ts does not export this file). */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A row that belongs to a user and goes with their account. */
export const ownedBy = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a row's postcode is, for searches by distance. Null until the postcode is found (the lookup service
 * may be down when the row is saved).
 */
const foundPlace = () => ({
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  town: text(),
});

/** English full-text search over the text the row gives, kept by PostgreSQL. */
export const searchColumn = (searchedText: () => SQL) =>
  tsvector()
    .notNull()
    .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${searchedText()})`);

/**
 * What every record a user puts on the map (jobs, diggs listings) has besides its owner and its postcode, whose
 * names differ: what it says, where its postcode is, whether it shows, when it was made and changed.
 */
export const listingColumns = (initialStatus: string) => ({
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  description: text().notNull(),
  ...foundPlace(),
  status: text().notNull().default(initialStatus),
  ...timestamps(),
});

/**
 * The indexes a listing table's searches use (geo-sql.ts): its words, its owner's records, its place, and the
 * listings anyone may see (`visible`) in the search box (btree_gist on latitude and longitude, whose statistics
 * tell the planner how many are there) read nearest first (the flat-map point, longitude scaled by cos 53°), so a
 * page costs the same however many listings the town has.
 */
export const listingIndexes = (
  table: Record<"search" | "latitude" | "longitude", ExtraConfigColumn>,
  owner: ExtraConfigColumn,
  nearestFirst: { name: string; visible: SQL },
) => [
  index().using("gin", table.search),
  index().on(owner),
  index().on(table.latitude, table.longitude),
  index(nearestFirst.name)
    .using("gist", table.latitude, table.longitude, sql`point(${table.longitude} * 0.6, ${table.latitude})`)
    .where(nearestFirst.visible),
];
