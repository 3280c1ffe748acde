import { type SQL, sql } from "drizzle-orm";
import { customType, doublePrecision, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** Column builders several tables share (not a table: index.ts does not export this file). */

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
export const foundPlace = () => ({
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  town: text(),
});

/** English full-text search over the text the row gives, kept by PostgreSQL. */
export const searchColumn = (searchedText: () => SQL) =>
  tsvector()
    .notNull()
    .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${searchedText()})`);
