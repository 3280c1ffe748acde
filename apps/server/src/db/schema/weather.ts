import { doublePrecision, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";

/** Sites a worker saved for the weather page (ongoing projects' sites are added to these). */
export const jobSites = pgTable(
  "job_sites",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    label: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.userId, table.postcode)],
);

/** Forecasts by rounded location, kept 30 minutes. */
export const weatherCache = pgTable("weather_cache", {
  key: text().primaryKey(),
  payload: jsonb().notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
