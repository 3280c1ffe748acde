import { date, doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ownedBy, timestamps } from "./columns.ts";

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
