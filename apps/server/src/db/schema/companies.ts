import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./columns.ts";

/**
 * Contractors (issue 50, decision 0030): a company's space and the crews workers join by consent. Nothing here
 * copies a worker's records: the board and every look read the worker's own cards and documents live, and a
 * crew member's rows go with the worker's account or the company.
 */
export const companies = pgTable("companies", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  companiesHouseNumber: text(),
  addressLine1: text().notNull(),
  addressLine2: text(),
  town: text().notNull(),
  postcode: text().notNull(),
  /** free (up to FREE_CREW_LIMIT crew members) or paid. */
  plan: text().notNull().default("free"),
  ...timestamps(),
});

const ofCompany = () =>
  uuid()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** A colleague's place in a company: owner, manager or gate-keeper, read afresh on every call. */
export const companyMembers = pgTable(
  "company_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().notNull(),
    /** When the weekly "what expires in the next 30 days" e-mail last went to this manager (owners too). */
    expiryDigestSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.companyId, table.userId), index().on(table.userId)],
);

/** A colleague invited by e-mail, until they accept or decline it in the app or it is withdrawn. */
export const colleagueInvites = pgTable(
  "colleague_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    /** Lower-cased, matched against the signed-in user's e-mail. */
    email: text().notNull(),
    role: text().notNull(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.companyId, table.email), index().on(table.email)],
);

export const companySites = pgTable(
  "company_sites",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    name: text().notNull(),
    postcode: text().notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }),
    /** warn or block: what the gate does with a crew member who is not green. */
    gatePolicy: text().notNull().default("warn"),
    ...timestamps(),
  },
  (table) => [index().on(table.companyId)],
);

/** A role or job title of the company ("Plant operator"); its requirements are in crew_requirement_sets. */
export const crewRoles = pgTable(
  "crew_roles",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    name: text().notNull(),
    ...timestamps(),
  },
  (table) => [index().on(table.companyId)],
);

/**
 * A role's requirements: the company's (no site) or one site's override. Each requirement row holds the card or
 * document types that meet it, worked out when saved, so the board matches a worker's records with `= any()`.
 */
export const crewRequirementSets = pgTable(
  "crew_requirement_sets",
  {
    id: uuid().primaryKey().defaultRandom(),
    roleId: uuid()
      .notNull()
      .references(() => crewRoles.id, { onDelete: "cascade" }),
    siteId: uuid().references(() => companySites.id, { onDelete: "cascade" }),
    amberDays: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("crew_requirement_sets_company_idx").on(table.roleId).where(sql`${table.siteId} is null`),
    uniqueIndex("crew_requirement_sets_site_idx")
      .on(table.roleId, table.siteId)
      .where(sql`${table.siteId} is not null`),
    index().on(table.siteId),
  ],
);

export const crewRequirements = pgTable(
  "crew_requirements",
  {
    id: uuid().primaryKey().defaultRandom(),
    setId: uuid()
      .notNull()
      .references(() => crewRequirementSets.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    /** card or document. */
    kind: text().notNull(),
    /** A card type id or a required document kind. */
    requirement: text().notNull(),
    categoryCode: text(),
    /** The stored card types or document types that meet it. */
    acceptedTypes: text().array().notNull(),
  },
  (table) => [index().on(table.setId)],
);

/**
 * An invite to a site's crew as a role, by link (its token's SHA-256 only) and maybe e-mail. open until
 * accepted, declined or withdrawn; an open one past expiresAt can no longer be accepted.
 */
export const crewInvites = pgTable(
  "crew_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    siteId: uuid()
      .notNull()
      .references(() => companySites.id, { onDelete: "cascade" }),
    roleId: uuid()
      .notNull()
      .references(() => crewRoles.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    /** Lower-cased; null for an invite by link or QR code alone. */
    email: text(),
    language: text().notNull().default("en"),
    state: text().notNull().default("open"),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.siteId, table.state),
    index().on(table.email),
    // One open invite per e-mail per site: inviting again answers 409.
    uniqueIndex("crew_invites_one_open_per_email")
      .on(table.siteId, table.email)
      .where(sql`${table.state} = 'open' and ${table.email} is not null`),
  ],
);

/**
 * A worker in a site's crew by their consent: joined until they leave (or the company goes). `checks` is the
 * state of each requirement the change-feed job saw last ({requirement: {expiry, state}}), to say what changed.
 */
export const crewMembers = pgTable(
  "crew_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: ofCompany(),
    siteId: uuid()
      .notNull()
      .references(() => companySites.id, { onDelete: "cascade" }),
    roleId: uuid()
      .notNull()
      .references(() => crewRoles.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteId: uuid().references((): AnyPgColumn => crewInvites.id, { onDelete: "set null" }),
    /** joined or left. */
    state: text().notNull().default("joined"),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp({ withTimezone: true }),
    checks: jsonb().$type<Record<string, { expiry: string | null; state: string }>>(),
  },
  (table) => [
    index().on(table.siteId, table.state),
    index().on(table.userId),
    uniqueIndex("crew_members_one_joined_per_site")
      .on(table.siteId, table.userId)
      .where(sql`${table.state} = 'joined'`),
  ],
);

/** Every look a company member took at a crew member's records: the worker's view log. */
export const crewRecordViews = pgTable(
  "crew_record_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    crewMemberId: uuid()
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    viewerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.crewMemberId, table.viewedAt)],
);

/**
 * The site's change feed: what happened to its crew, in words made from `kind` and `values` (the worker's name
 * then, the record, the days). Goes with the crew member (and so with the worker's account).
 */
export const crewChanges = pgTable(
  "crew_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => companySites.id, { onDelete: "cascade" }),
    crewMemberId: uuid().references(() => crewMembers.id, { onDelete: "cascade" }),
    inviteId: uuid().references(() => crewInvites.id, { onDelete: "cascade" }),
    /** The worker the change is about: their account's deletion takes it away. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    values: jsonb().$type<Record<string, string | number>>().notNull(),
    happenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.siteId, table.happenedAt),
    index().on(table.userId),
    index("crew_changes_unacknowledged_idx").on(table.siteId).where(sql`${table.acknowledgedAt} is null`),
  ],
);
