import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * An imported postcode directory (ONS Postcode Directory, OS Code-Point Open, or a simple
 * postcode,latitude,longitude file): look-ups read it before any outside service, so a private network needs none.
 */
export const postcodeDirectory = pgTable(
  "postcode_directory",
  {
    /** Normalised, e.g. "LS1 4DY". */
    postcode: text().primaryKey(),
    /** The part before the space, for the outcode centroid. */
    outcode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (table) => [index().on(table.outcode)],
);

/**
 * Postcodes saved while no place could be found for them (the lookup service was down): one row per postcode,
 * claimed with FOR UPDATE SKIP LOCKED by any instance, retried with growing waits until found or given up.
 */
export const geocodeJobs = pgTable(
  "geocode_jobs",
  {
    postcode: text().primaryKey(),
    attempts: integer().notNull().default(0),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.runAfter)],
);

/** Postcode and outcode look-ups, so each is asked of the provider once. `found` false remembers a miss. */
export const geocodeCache = pgTable("geocode_cache", {
  key: text().primaryKey(),
  found: boolean().notNull(),
  postcode: text(),
  outcode: text(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  town: text(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
