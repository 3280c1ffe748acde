import type { Trade } from "@siteready/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { foundPlace, ownedBy, searchColumn, timestamps } from "./columns.ts";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    posterId: ownedBy(),
    title: text().notNull(),
    /** One of the domain's `trades`: every job write is checked against that list. */
    trade: text().$type<Trade>().notNull(),
    description: text().notNull(),
    sitePostcode: text().notNull(),
    ...foundPlace(),
    /** 'day_rate' | 'salary'; the amount in pence (per day, or per year). */
    rateType: text().notNull(),
    ratePence: integer().notNull(),
    startDate: date({ mode: "string" }),
    duration: text(),
    requiredCardTypes: jsonb().$type<string[]>().notNull().default([]),
    contactPreference: text().notNull(),
    status: text().notNull().default("open"),
    search: searchColumn(
      (): SQL =>
        sql`${jobs.title} || ' ' || ${jobs.trade} || ' ' || ${jobs.description} || ' ' || coalesce(${jobs.town}, '')`,
    ),
    ...timestamps(),
  },
  (table) => [
    index().using("gin", table.search),
    index().on(table.status, table.createdAt),
    index().on(table.posterId),
    index().on(table.latitude, table.longitude),
    // Search near a place (geo-sql.ts): open jobs in the search box (btree_gist on latitude and longitude, whose
    // statistics tell the planner how many are there) read nearest first (the flat-map point, longitude scaled
    // by cos 53°), so a page costs the same however many jobs the town has.
    index("jobs_open_place_knn_index")
      .using("gist", table.latitude, table.longitude, sql`point(${table.longitude} * 0.6, ${table.latitude})`)
      .where(sql`${table.status} = 'open'`),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicantId: ownedBy(),
    message: text().notNull(),
    /** 'applied' | 'shortlisted' | 'declined' */
    status: text().notNull().default("applied"),
    ...timestamps(),
  },
  (table) => [uniqueIndex().on(table.jobId, table.applicantId), index().on(table.applicantId)],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    name: text().notNull(),
    company: text(),
    role: text(),
    sitePostcode: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    description: text(),
    referenceName: text(),
    referenceContact: text(),
    ...timestamps(),
  },
  (table) => [index().on(table.userId, table.startDate)],
);

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

export const testCentres = pgTable(
  "test_centres",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    address: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    testTypes: jsonb().$type<string[]>().notNull().default([]),
    bookingUrl: text(),
    isDemo: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.latitude, table.longitude)],
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

/** Forecasts by rounded location, kept 30 minutes. */
export const weatherCache = pgTable("weather_cache", {
  key: text().primaryKey(),
  payload: jsonb().notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
