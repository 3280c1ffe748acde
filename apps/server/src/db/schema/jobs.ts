import type { Trade } from "@siteready/domain/jobs";
import { type SQL, sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listingColumns, listingIndexes, ownedBy, searchColumn, timestamps } from "./columns.ts";

export const jobs = pgTable(
  "jobs",
  {
    /** status: 'open' | 'closed'. */
    ...listingColumns("open"),
    posterId: ownedBy(),
    /** One of the domain's `trades`: every job write is checked against that list. */
    trade: text().$type<Trade>().notNull(),
    sitePostcode: text().notNull(),
    /** 'day_rate' | 'salary'; the amount in pence (per day, or per year). */
    rateType: text().notNull(),
    ratePence: integer().notNull(),
    startDate: date({ mode: "string" }),
    duration: text(),
    requiredCardTypes: jsonb().$type<string[]>().notNull().default([]),
    contactPreference: text().notNull(),
    search: searchColumn(
      (): SQL =>
        sql`${jobs.title} || ' ' || ${jobs.trade} || ' ' || ${jobs.description} || ' ' || coalesce(${jobs.town}, '')`,
    ),
  },
  (table) => [
    ...listingIndexes(table, table.posterId, {
      name: "jobs_open_place_knn_index",
      visible: sql`${table.status} = 'open'`,
    }),
    index().on(table.status, table.createdAt),
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
