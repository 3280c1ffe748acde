import type { Trade } from "@siteready/domain";
import { type SQL, sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
