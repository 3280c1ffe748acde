import type { CompanyInput, CompanyRole, CrewBoardQuery, CrewStatus } from "@siteready/domain/companies";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import {
  colleagueInvites,
  companies,
  companyMembers,
  companySites,
  crewChanges,
  crewInvites,
  crewMembers,
  crewRecordViews,
  crewRequirementSets,
  crewRequirements,
  crewRoles,
} from "../../db/schema/companies.ts";
import { personalDetails } from "../../db/schema/profile.ts";
import { rightToWorkReceipts } from "../../db/schema/right-to-work.ts";
import { notifyLive } from "../messages/live-hub.ts";

/** Companies (issue 50): Drizzle queries only; the service decides who may run them. */

export type CompanyRow = typeof companies.$inferSelect;
export type SiteRow = typeof companySites.$inferSelect;
export type CrewInviteRow = typeof crewInvites.$inferSelect;
export type CrewMemberRow = typeof crewMembers.$inferSelect;

/** A person's name as the app shows it: their profile's, else their account's. */
const personName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${personalDetails.firstName}, ${personalDetails.lastName})), ''), ${users.name})`;

// --- companies and members ------------------------------------------------------------------------

const companyValues = (input: CompanyInput) => ({
  name: input.name,
  companiesHouseNumber: input.companies_house_number ?? null,
  addressLine1: input.address.line1,
  addressLine2: input.address.line2 ?? null,
  town: input.address.town,
  postcode: input.address.postcode,
});

export async function insertCompany(db: Db, userId: string, input: CompanyInput): Promise<CompanyRow> {
  const [company] = await db.insert(companies).values(companyValues(input)).returning();
  if (!company) throw new Error("the company was not saved");
  await db.insert(companyMembers).values({ companyId: company.id, userId, role: "owner" });
  return company;
}

export async function updateCompany(db: Db, companyId: string, input: CompanyInput) {
  await db
    .update(companies)
    .set({ ...companyValues(input), updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export async function deleteCompany(db: Db, companyId: string) {
  await db.delete(companies).where(eq(companies.id, companyId));
}

/** Crew members who have joined and not left, across the company's sites: what the plan counts. */
const joinedCrewCount = (companyId: SQL | string) =>
  sql<number>`(select count(*)::int from ${crewMembers} where ${crewMembers.companyId} = ${companyId} and ${crewMembers.state} = 'joined')`;

export async function companyCrewCount(db: Db, companyId: string): Promise<number> {
  return db.$count(crewMembers, and(eq(crewMembers.companyId, companyId), eq(crewMembers.state, "joined")));
}

/** The user's companies with their role in each. */
export async function listCompaniesOf(db: Db, userId: string) {
  return db
    .select({
      company: companies,
      role: companyMembers.role,
      crewCount: joinedCrewCount(sql`${companies.id}`),
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.name));
}

/** The company and the user's current role in it; null when the user is not a member (or it is gone). */
export async function findMembership(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({
      company: companies,
      role: companyMembers.role,
      crewCount: joinedCrewCount(sql`${companies.id}`),
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row ? { ...row, role: row.role as CompanyRole } : null;
}

/** A company's plan, as its Stripe subscription stands (billing); a company deleted since changes nothing. */
export async function setCompanyPlan(db: Db, companyId: string, plan: "free" | "paid") {
  await db.update(companies).set({ plan }).where(eq(companies.id, companyId));
}

export async function listMembers(db: Db, companyId: string) {
  return db
    .select({
      id: companyMembers.id,
      userId: companyMembers.userId,
      role: companyMembers.role,
      createdAt: companyMembers.createdAt,
      name: personName,
      email: users.email,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(personalDetails, eq(personalDetails.userId, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt));
}

export async function listColleagueInvites(db: Db, companyId: string) {
  return db
    .select()
    .from(colleagueInvites)
    .where(eq(colleagueInvites.companyId, companyId))
    .orderBy(asc(colleagueInvites.createdAt));
}

/** Whether the e-mail is already a member's or invited to the company. */
export async function colleagueTaken(db: Db, companyId: string, email: string): Promise<boolean> {
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) return true;
  const [invite] = await db
    .select({ id: colleagueInvites.id })
    .from(colleagueInvites)
    .where(and(eq(colleagueInvites.companyId, companyId), eq(colleagueInvites.email, email)))
    .limit(1);
  return invite !== undefined;
}

export async function insertColleagueInvite(
  db: Db,
  values: { companyId: string; email: string; role: CompanyRole; invitedByUserId: string; expiresAt: Date },
) {
  await db.insert(colleagueInvites).values(values);
}

export async function deleteColleagueInvite(db: Db, companyId: string, inviteId: string): Promise<boolean> {
  const rows = await db
    .delete(colleagueInvites)
    .where(and(eq(colleagueInvites.companyId, companyId), eq(colleagueInvites.id, inviteId)))
    .returning({ id: colleagueInvites.id });
  return rows.length > 0;
}

/** Open colleague invites to an e-mail, with the company's name and who invited. */
export async function listColleagueInvitesTo(db: Db, email: string, at: Date) {
  return db
    .select({
      invite: colleagueInvites,
      companyName: companies.name,
      invitedBy: sql<string>`coalesce(${users.name}, '')`,
    })
    .from(colleagueInvites)
    .innerJoin(companies, eq(companies.id, colleagueInvites.companyId))
    .leftJoin(users, eq(users.id, colleagueInvites.invitedByUserId))
    .where(and(eq(colleagueInvites.email, email), gt(colleagueInvites.expiresAt, at)))
    .orderBy(desc(colleagueInvites.createdAt));
}

export async function findColleagueInvite(db: Db, inviteId: string) {
  const [invite] = await db.select().from(colleagueInvites).where(eq(colleagueInvites.id, inviteId)).limit(1);
  return invite ?? null;
}

export async function deleteColleagueInviteById(db: Db, inviteId: string) {
  await db.delete(colleagueInvites).where(eq(colleagueInvites.id, inviteId));
}

export async function insertMember(db: Db, companyId: string, userId: string, role: CompanyRole) {
  await db.insert(companyMembers).values({ companyId, userId, role }).onConflictDoNothing();
}

export async function findMember(db: Db, companyId: string, memberId: string) {
  const [member] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)))
    .limit(1);
  return member ?? null;
}

export async function countOwners(db: Db, companyId: string): Promise<number> {
  return db.$count(
    companyMembers,
    and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")),
  );
}

export async function setMemberRole(db: Db, memberId: string, role: CompanyRole) {
  await db.update(companyMembers).set({ role }).where(eq(companyMembers.id, memberId));
}

export async function deleteMember(db: Db, memberId: string) {
  await db.delete(companyMembers).where(eq(companyMembers.id, memberId));
}

/** The companies whose only owner is the user: they go with the user's account (nobody could run them). */
export async function companiesOwnedOnlyBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.role, "owner"),
        sql`not exists (select 1 from ${companyMembers} other where other.company_id = ${companyMembers.companyId} and other.role = 'owner' and other.user_id <> ${userId})`,
      ),
    );
  return rows.map((row) => row.companyId);
}

export async function deleteCompanies(db: Db, companyIds: string[]) {
  if (companyIds.length > 0) await db.delete(companies).where(inArray(companies.id, companyIds));
}

export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      name: personName,
      photoFileId: personalDetails.photoFileId,
    })
    .from(users)
    .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

// --- sites ----------------------------------------------------------------------------------------

/**
 * A site's joined crew. Written out: in a select from one table drizzle leaves its columns unqualified, and inside
 * the subquery "id" would be the crew member's own.
 */
const siteCrewCount = sql<number>`(select count(*)::int from crew_members cm where cm.site_id = "company_sites"."id" and cm.state = 'joined')`;

export async function listSites(db: Db, companyId: string) {
  return db
    .select({
      site: companySites,
      crewCount: siteCrewCount,
    })
    .from(companySites)
    .where(eq(companySites.companyId, companyId))
    .orderBy(asc(companySites.startsOn), asc(companySites.name));
}

export async function findSite(db: Db, companyId: string, siteId: string) {
  const [row] = await db
    .select({
      site: companySites,
      crewCount: siteCrewCount,
    })
    .from(companySites)
    .where(and(eq(companySites.companyId, companyId), eq(companySites.id, siteId)))
    .limit(1);
  return row ?? null;
}

type SiteValues = Pick<SiteRow, "name" | "postcode" | "startsOn" | "endsOn" | "gatePolicy">;

export async function insertSite(db: Db, companyId: string, values: SiteValues): Promise<SiteRow> {
  const [site] = await db
    .insert(companySites)
    .values({ companyId, ...values })
    .returning();
  if (!site) throw new Error("the site was not saved");
  return site;
}

export async function updateSite(db: Db, siteId: string, values: SiteValues) {
  await db
    .update(companySites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companySites.id, siteId));
}

export async function deleteSite(db: Db, siteId: string) {
  await db.delete(companySites).where(eq(companySites.id, siteId));
}

// --- crew roles and requirements --------------------------------------------------------------------

export interface RequirementValues {
  kind: "card" | "document";
  requirement: string;
  categoryCode: string | null;
  acceptedTypes: string[];
}

export async function listRoles(db: Db, companyId: string) {
  return db.select().from(crewRoles).where(eq(crewRoles.companyId, companyId)).orderBy(asc(crewRoles.name));
}

export async function findRole(db: Db, companyId: string, roleId: string) {
  const [role] = await db
    .select()
    .from(crewRoles)
    .where(and(eq(crewRoles.companyId, companyId), eq(crewRoles.id, roleId)))
    .limit(1);
  return role ?? null;
}

/** The requirement sets of the roles: the company's, and the site's overrides when a site is named. */
export async function listRequirementSets(db: Db, roleIds: string[], siteId: string | null) {
  if (roleIds.length === 0) return [];
  const sets = await db
    .select()
    .from(crewRequirementSets)
    .where(
      and(
        inArray(crewRequirementSets.roleId, roleIds),
        siteId === null
          ? isNull(crewRequirementSets.siteId)
          : or(isNull(crewRequirementSets.siteId), eq(crewRequirementSets.siteId, siteId)),
      ),
    );
  const requirements =
    sets.length === 0
      ? []
      : await db
          .select()
          .from(crewRequirements)
          .where(
            inArray(
              crewRequirements.setId,
              sets.map((set) => set.id),
            ),
          )
          .orderBy(asc(crewRequirements.position));
  return sets.map((set) => ({
    ...set,
    requirements: requirements.filter((requirement) => requirement.setId === set.id),
  }));
}

export async function insertRole(db: Db, companyId: string, name: string) {
  const [role] = await db.insert(crewRoles).values({ companyId, name }).returning();
  if (!role) throw new Error("the role was not saved");
  return role;
}

export async function renameRole(db: Db, roleId: string, name: string) {
  await db.update(crewRoles).set({ name, updatedAt: new Date() }).where(eq(crewRoles.id, roleId));
}

export async function deleteRole(db: Db, roleId: string) {
  await db.delete(crewRoles).where(eq(crewRoles.id, roleId));
}

/** Whether a crew member (joined) or an open invite holds the role. */
export async function roleInUse(db: Db, roleId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(and(eq(crewMembers.roleId, roleId), eq(crewMembers.state, "joined")))
    .limit(1);
  if (member) return true;
  const [invite] = await db
    .select({ id: crewInvites.id })
    .from(crewInvites)
    .where(and(eq(crewInvites.roleId, roleId), eq(crewInvites.state, "open")))
    .limit(1);
  return invite !== undefined;
}

/** Replaces the role's set for the company (siteId null) or a site with these requirements. */
export async function saveRequirementSet(
  db: Db,
  roleId: string,
  siteId: string | null,
  amberDays: number,
  requirements: RequirementValues[],
) {
  await deleteRequirementSet(db, roleId, siteId);
  const [set] = await db.insert(crewRequirementSets).values({ roleId, siteId, amberDays }).returning();
  if (!set) throw new Error("the requirements were not saved");
  if (requirements.length > 0) {
    await db
      .insert(crewRequirements)
      .values(requirements.map((requirement, position) => ({ setId: set.id, position, ...requirement })));
  }
}

export async function deleteRequirementSet(db: Db, roleId: string, siteId: string | null): Promise<boolean> {
  const rows = await db
    .delete(crewRequirementSets)
    .where(
      and(
        eq(crewRequirementSets.roleId, roleId),
        siteId === null ? isNull(crewRequirementSets.siteId) : eq(crewRequirementSets.siteId, siteId),
      ),
    )
    .returning({ id: crewRequirementSets.id });
  return rows.length > 0;
}

// --- crew invites and members ---------------------------------------------------------------------

export async function insertCrewInvite(
  db: Db,
  values: Pick<
    CrewInviteRow,
    | "id"
    | "companyId"
    | "siteId"
    | "roleId"
    | "tokenHash"
    | "email"
    | "language"
    | "invitedByUserId"
    | "expiresAt"
  >,
): Promise<boolean> {
  const rows = await db
    .insert(crewInvites)
    .values(values)
    .onConflictDoNothing({
      target: [crewInvites.siteId, crewInvites.email],
      where: sql`${crewInvites.state} = 'open' and ${crewInvites.email} is not null`,
    })
    .returning({ id: crewInvites.id });
  return rows.length > 0;
}

/** Whether someone with this e-mail is in the site's crew now. */
export async function emailInCrew(db: Db, siteId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(
      and(
        eq(crewMembers.siteId, siteId),
        eq(crewMembers.state, "joined"),
        sql`lower(${users.email}) = ${email}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An invite with its company, site and role, by its token's hash or its id. */
export async function findCrewInvite(db: Db, where: { tokenHash: string } | { id: string }) {
  const [row] = await db
    .select({ invite: crewInvites, company: companies, site: companySites, roleName: crewRoles.name })
    .from(crewInvites)
    .innerJoin(companies, eq(companies.id, crewInvites.companyId))
    .innerJoin(companySites, eq(companySites.id, crewInvites.siteId))
    .innerJoin(crewRoles, eq(crewRoles.id, crewInvites.roleId))
    .where("tokenHash" in where ? eq(crewInvites.tokenHash, where.tokenHash) : eq(crewInvites.id, where.id))
    .limit(1);
  return row ?? null;
}

/** Moves an open invite to `state`; false when it was no longer open (answered or withdrawn meanwhile). */
export async function answerCrewInvite(
  db: Db,
  inviteId: string,
  state: "accepted" | "declined" | "withdrawn",
  at: Date,
) {
  const rows = await db
    .update(crewInvites)
    .set({ state, answeredAt: at })
    .where(and(eq(crewInvites.id, inviteId), eq(crewInvites.state, "open")))
    .returning({ id: crewInvites.id });
  return rows.length > 0;
}

export async function insertCrewMember(
  db: Db,
  values: Pick<CrewMemberRow, "companyId" | "siteId" | "roleId" | "userId" | "inviteId" | "joinedAt">,
): Promise<CrewMemberRow | null> {
  const [row] = await db
    .insert(crewMembers)
    .values(values)
    .onConflictDoNothing({
      target: [crewMembers.siteId, crewMembers.userId],
      where: sql`${crewMembers.state} = 'joined'`,
    })
    .returning();
  return row ?? null;
}

/** A joined crew member of the site; null once they left (the company's calls then answer 404). */
export async function findJoinedCrewMember(db: Db, siteId: string, crewId: string) {
  const [row] = await db
    .select({
      member: crewMembers,
      roleName: crewRoles.name,
      name: personName,
      photoFileId: personalDetails.photoFileId,
    })
    .from(crewMembers)
    .innerJoin(crewRoles, eq(crewRoles.id, crewMembers.roleId))
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(personalDetails, eq(personalDetails.userId, crewMembers.userId))
    .where(and(eq(crewMembers.siteId, siteId), eq(crewMembers.id, crewId), eq(crewMembers.state, "joined")))
    .limit(1);
  return row ?? null;
}

export async function leaveCrew(db: Db, userId: string, crewId: string, at: Date) {
  const [row] = await db
    .update(crewMembers)
    .set({ state: "left", leftAt: at })
    .where(and(eq(crewMembers.id, crewId), eq(crewMembers.userId, userId), eq(crewMembers.state, "joined")))
    .returning();
  return row ?? null;
}

/** The user's crews (joined or left), with the company, site and role names. */
export async function listCrewsOf(db: Db, userId: string, crewId?: string) {
  return db
    .select({
      member: crewMembers,
      companyName: companies.name,
      siteName: companySites.name,
      roleName: crewRoles.name,
    })
    .from(crewMembers)
    .innerJoin(companies, eq(companies.id, crewMembers.companyId))
    .innerJoin(companySites, eq(companySites.id, crewMembers.siteId))
    .innerJoin(crewRoles, eq(crewRoles.id, crewMembers.roleId))
    .where(and(eq(crewMembers.userId, userId), crewId ? eq(crewMembers.id, crewId) : undefined))
    .orderBy(desc(crewMembers.joinedAt));
}

/** Open invites sent to an e-mail, with the names the worker sees. */
export async function listCrewInvitesTo(db: Db, email: string, at: Date) {
  return db
    .select({
      id: crewInvites.id,
      companyName: companies.name,
      siteName: companySites.name,
      roleName: crewRoles.name,
    })
    .from(crewInvites)
    .innerJoin(companies, eq(companies.id, crewInvites.companyId))
    .innerJoin(companySites, eq(companySites.id, crewInvites.siteId))
    .innerJoin(crewRoles, eq(crewRoles.id, crewInvites.roleId))
    .where(and(eq(crewInvites.email, email), eq(crewInvites.state, "open"), gt(crewInvites.expiresAt, at)))
    .orderBy(desc(crewInvites.createdAt));
}

export async function insertRecordView(db: Db, crewMemberId: string, viewerUserId: string, at: Date) {
  await db.insert(crewRecordViews).values({ crewMemberId, viewerUserId, viewedAt: at });
}

/** The looks at the crews' records, newest first, with who looked. */
export async function listRecordViews(db: Db, crewMemberIds: string[]) {
  if (crewMemberIds.length === 0) return [];
  return db
    .select({
      id: crewRecordViews.id,
      crewMemberId: crewRecordViews.crewMemberId,
      viewedAt: crewRecordViews.viewedAt,
      viewerName: users.name,
    })
    .from(crewRecordViews)
    .leftJoin(users, eq(users.id, crewRecordViews.viewerUserId))
    .where(inArray(crewRecordViews.crewMemberId, crewMemberIds))
    .orderBy(desc(crewRecordViews.viewedAt));
}

// --- the change feed ------------------------------------------------------------------------------

export type CrewChangeValues = Pick<
  typeof crewChanges.$inferInsert,
  "siteId" | "crewMemberId" | "inviteId" | "userId" | "kind" | "values" | "happenedAt"
>;

/**
 * Adds changes to the feed, and tells the managers watching each site's board (live, through every instance);
 * inside a transaction the notice goes out on commit.
 */
export async function insertChanges(db: Db, changes: CrewChangeValues[]) {
  if (changes.length === 0) return;
  await db.insert(crewChanges).values(changes);
  for (const siteId of new Set(changes.map((change) => change.siteId))) {
    await notifyLive(db, { kind: "site", id: siteId });
  }
}

/** The owners and managers of the company a site belongs to: who sees its crew board change live. */
export async function siteWatcherIds(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companySites)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companySites.companyId))
    .where(and(eq(companySites.id, siteId), inArray(companyMembers.role, ["owner", "manager"])));
  return rows.map((row) => row.userId);
}

export async function listChanges(
  db: Db,
  siteId: string,
  options: { unacknowledged?: boolean; before?: Date },
) {
  return db
    .select()
    .from(crewChanges)
    .where(
      and(
        eq(crewChanges.siteId, siteId),
        options.unacknowledged ? isNull(crewChanges.acknowledgedAt) : undefined,
        options.before ? lt(crewChanges.happenedAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(crewChanges.happenedAt), desc(crewChanges.id))
    .limit(100);
}

export async function acknowledgeChanges(db: Db, siteId: string, ids: string[], at: Date): Promise<number> {
  const rows = await db
    .update(crewChanges)
    .set({ acknowledgedAt: at })
    .where(
      and(eq(crewChanges.siteId, siteId), inArray(crewChanges.id, ids), isNull(crewChanges.acknowledgedAt)),
    )
    .returning({ id: crewChanges.id });
  return rows.length;
}

export async function countUnacknowledged(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crewChanges)
    .where(and(eq(crewChanges.siteId, siteId), isNull(crewChanges.acknowledgedAt)));
  return row?.n ?? 0;
}

export async function saveChecks(db: Db, crewMemberId: string, checks: CrewMemberRow["checks"]) {
  await db.update(crewMembers).set({ checks }).where(eq(crewMembers.id, crewMemberId));
}

// --- the board ------------------------------------------------------------------------------------

/** How one requirement of a joined crew member stands today. */
export type CheckState = "ok" | "missing" | "expired" | "expiring" | "not-verified";

export interface RequirementCheck {
  kind: "card" | "document";
  requirement: string;
  categoryCode: string | null;
  state: CheckState;
  days: number | null;
  expiry: string | null;
}

/** Each requirement's check of a crew member, in order, as RequirementCheck reads it (over `judged`). */
const checksJson = sql`json_agg(json_build_object(
  'kind', kind, 'requirement', requirement, 'categoryCode', category_code,
  'state', check_state, 'days', days, 'expiry', expiry_date
) order by position)`;

/**
 * The status of each crew member picked by `members` (a WHERE on crew_members `cm`), worked out in one statement
 * from the worker's own cards and documents (and right-to-work and competence records) today: for each requirement of the role (the site's override, else
 * the company's), the worker's best record among the types that meet it (one with no expiry first, then the
 * latest expiry), judged missing, expired, expiring within the role's amber days, not verified (no photo of it) or
 * ok. Nothing is copied: this runs on every read. Without `withChecks` only the statuses are made (the board
 * words the checks of its page alone).
 *
 * Its cost follows the crew, not the number of workers: each crew member's name and records are read through
 * their user id's indexes (the LATERAL joins with a LIMIT keep the planner to that), and the requirements, a
 * handful of rows, are looked up once per site and role.
 */
function crewStatusesSql(members: SQL, today: string, { withChecks = true } = {}) {
  return sql`
    members as materialized (
      select cm.id, cm.user_id, cm.role_id, cm.site_id, cm.state, cm.joined_at, cm.left_at, cm.checks,
        who.name, who.has_photo
      from crew_members cm
      cross join lateral (
        select coalesce(nullif(trim(concat_ws(' ', pd.first_name, pd.last_name)), ''), u.name) as name,
          pd.photo_file_id is not null as has_photo
        from users u left join personal_details pd on pd.user_id = u.id
        where u.id = cm.user_id
        limit 1
      ) who
      where ${members}
    ),
    -- Read from the table, not filtered from the CTE above: the planner then knows how many there are and joins
    -- them by hash (a CTE filtered by state is guessed at a few rows, and nested loops over thousands follow).
    joined as materialized (
      select cm.id, cm.user_id, cm.role_id, cm.site_id from crew_members cm where ${members} and cm.state = 'joined'
    ),
    requirements as materialized (
      select p.site_id, p.role_id, s.amber_days, r.position, r.kind, r.requirement, r.category_code, r.accepted_types
      from (select distinct site_id, role_id from joined) p
      cross join lateral (
        select s.id, s.amber_days from crew_requirement_sets s
        where s.role_id = p.role_id and (s.site_id = p.site_id or s.site_id is null)
        order by s.site_id nulls last limit 1
      ) s
      join crew_requirements r on r.set_id = s.id
    ),
    judged as (
      select m.id as member_id, q.kind, q.requirement, q.category_code, q.position, best.expiry_date,
        case
          when best.found is null then 'missing'
          when best.expiry_date < ${today}::date then 'expired'
          when best.expiry_date <= ${today}::date + q.amber_days then 'expiring'
          when not best.verified then 'not-verified'
          else 'ok'
        end as check_state,
        best.expiry_date - ${today}::date as days
      from joined m
      join requirements q on q.site_id = m.site_id and q.role_id = m.role_id
      left join lateral (
        (select true as found, sc.expiry_date, sc.front_file_id is not null as verified
           from skills_cards sc
           where q.kind = 'card' and sc.user_id = m.user_id and sc.card_type = any(q.accepted_types)
         union all
         select true, d.expiry_date, d.file_id is not null
           from documents d
           where q.kind = 'document' and d.user_id = m.user_id and d.document_type = any(q.accepted_types)
         union all
         -- The worker's right-to-work record (issue 52) meets a right-to-work requirement too: it lasts until a
         -- time-limited permission ends, and counts as verified with a share code or a photo of the document.
         select true, rtw.permission_ends_on, rtw.share_code_encrypted is not null or rtw.document_file_id is not null
           from right_to_work_records rtw
           where q.kind = 'document' and q.requirement = 'right-to-work' and rtw.user_id = m.user_id
         union all
         -- The competence record (issue 53) meets a competence-record requirement once a supervisor confirmed one
         -- of its entries (a confirmed request stays confirmed until the entry's facts change): it never expires.
         (select true, null::date, true
           from competence_confirmation_requests ccr
           join competence_entries ce on ce.id = ccr.entry_id and ce.user_id = ccr.user_id
           where q.kind = 'document' and q.requirement = 'competence-record' and ccr.user_id = m.user_id
             and ccr.state = 'confirmed'
           limit 1))
        order by expiry_date desc nulls first
        limit 1
      ) best on true
    ),
    judged_members as (
      select member_id,
        bool_or(check_state in ('missing', 'expired')) as red,
        bool_or(check_state in ('expiring', 'not-verified')) as amber,
        min(expiry_date) as next_expiry,
        ${withChecks ? checksJson : sql`null::json`} as checks_now
      from judged group by member_id
    ),
    statuses as (
      select m.id, m.user_id, m.role_id, m.joined_at, m.left_at, m.checks, m.name, m.has_photo,
        case
          when m.state = 'left' then 'left'
          when j.red then 'red'
          when j.amber then 'amber'
          else 'green'
        end as status,
        j.next_expiry,
        coalesce(j.checks_now, '[]') as checks_now
      from members m left join judged_members j on j.member_id = m.id
    )`;
}

export interface CrewStatusRow {
  id: string;
  user_id: string;
  role_id: string;
  status: CrewStatus;
  next_expiry: string | null;
  checks_now: RequirementCheck[];
  checks: CrewMemberRow["checks"];
  joined_at: string | null;
  left_at: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs a crew statement with PostgreSQL's JIT off: its estimated cost grows with the tables (past jit_above_cost
 * on a national database) while it only ever touches one crew's rows, and compiling it took longer (60 ms) than
 * running it. In a transaction of its own, or the request's, so the setting ends with it.
 */
function withoutJit<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}

/** The statuses of crew members picked by id (joined ones are judged, left ones say left). */
export async function crewStatuses(db: Db, crewIds: string[], today: string): Promise<CrewStatusRow[]> {
  if (crewIds.length === 0) return [];
  const ids = sql.join(
    crewIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<CrewStatusRow>(
    await withoutJit(db, (tx) =>
      tx.execute(sql`with ${crewStatusesSql(sql`cm.id in (${ids})`, today)} select * from statuses`),
    ),
  );
}

/** One batch of a site's joined crew after `afterId`, with statuses: the change-feed job's keyset page. */
export async function joinedCrewBatch(db: Db, afterId: string | null, limit: number, today: string) {
  const after = afterId === null ? sql`true` : sql`cm.id > ${afterId}::uuid`;
  return rowsOf<CrewStatusRow & { site_id: string; name: string }>(
    await withoutJit(db, (tx) =>
      tx.execute(sql`
      with ids as (select cm.id from crew_members cm where cm.state = 'joined' and ${after} order by cm.id limit ${limit}),
      ${crewStatusesSql(sql`cm.id in (select id from ids)`, today)}
      select s.*, cm.site_id
      from statuses s join crew_members cm on cm.id = s.id
      order by s.id`),
    ),
  );
}

const statusRank = `case status when 'red' then 0 when 'amber' then 1 when 'green' then 2 when 'invited' then 3 when 'declined' then 4 else 5 end`;

const boardOrder: Record<CrewBoardQuery["sort"], string> = {
  status: `${statusRank}, lower(name), id`,
  name: "lower(name), id",
  role: `lower(role_name), lower(name), id`,
  expiry: "next_expiry nulls last, lower(name), id",
};

export interface BoardRow {
  id: string;
  name: string;
  email: string | null;
  role_id: string;
  role_name: string;
  status: CrewStatus;
  checks_now: RequirementCheck[];
  next_expiry: string | null;
  has_photo: boolean;
  joined_at: string | null;
  left_at: string | null;
}

/**
 * A page of the site's board and its counts in one statement: the crew's statuses (above), then the open and
 * declined invites, filtered, searched, sorted and paged in SQL.
 */
export async function crewBoard(db: Db, siteId: string, query: CrewBoardQuery, at: Date, today: string) {
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const filters = [
    query.status ? sql`status = ${query.status}` : sql`true`,
    query.role_id ? sql`role_id = ${query.role_id}::uuid` : sql`true`,
    search ? sql`(name ilike ${search} or email ilike ${search})` : sql`true`,
  ];
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    with ${crewStatusesSql(sql`cm.site_id = ${siteId}::uuid`, today, { withChecks: false })},
    board as (
      select s.id, s.name, null::text as email, s.role_id, s.status, s.next_expiry, s.has_photo,
        s.joined_at, s.left_at
      from statuses s
      union all
      select i.id, '' as name, i.email, i.role_id,
        case i.state when 'open' then 'invited' else 'declined' end, null::date, false, null, null
      from crew_invites i
      where i.site_id = ${siteId}::uuid and (i.state = 'declined' or (i.state = 'open' and i.expires_at > ${at.toISOString()}::timestamptz))
    ),
    named as (select b.*, r.name as role_name from board b join crew_roles r on r.id = b.role_id),
    picked as (select * from named where ${sql.join(filters, sql` and `)}),
    page as (
      select * from picked order by ${sql.raw(boardOrder[query.sort])}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
    ),
    page_checks as (
      select member_id, ${checksJson} as checks_now from judged
      where member_id in (select id from page) group by member_id
    )
    select
      (select coalesce(json_object_agg(status, n), '{}') from (select status, count(*)::int as n from named group by status) c) as counts,
      (select count(*)::int from picked) as total,
      (select coalesce(json_agg(p), '[]') from (
        select page.*, coalesce(page_checks.checks_now, '[]') as checks_now
        from page left join page_checks on page_checks.member_id = page.id
        order by ${sql.raw(boardOrder[query.sort])}
      ) p) as rows`),
  );
  const [row] = rowsOf<{ counts: Record<string, number>; total: number; rows: BoardRow[] }>(result);
  return row ?? { counts: {}, total: 0, rows: [] };
}

/** The worker's best record meeting each requirement, for a look at one crew member (the same rule as above). */
export async function requiredRecords(db: Db, crewId: string) {
  return rowsOf<{
    kind: "card" | "document";
    requirement: string;
    category_code: string | null;
    record_type: string | null;
    number: string | null;
    expiry_date: string | null;
    record_id: string | null;
    has_photo: boolean | null;
  }>(
    await db.execute(sql`
      with member as (select id, user_id, role_id, site_id from crew_members where id = ${crewId}::uuid),
      effective as (
        select s.id as set_id from member m
        join lateral (
          select s.id from crew_requirement_sets s
          where s.role_id = m.role_id and (s.site_id = m.site_id or s.site_id is null)
          order by s.site_id nulls last limit 1
        ) s on true
      )
      select r.kind, r.requirement, r.category_code, best.record_type, best.number, best.expiry_date,
        best.record_id, best.has_photo
      from member m cross join effective e
      join crew_requirements r on r.set_id = e.set_id
      left join lateral (
        (select sc.card_type as record_type, sc.registration_number as number, sc.expiry_date,
            sc.id as record_id, sc.front_file_id is not null as has_photo
           from skills_cards sc
           where r.kind = 'card' and sc.user_id = m.user_id and sc.card_type = any(r.accepted_types)
         union all
         select d.document_type, d.document_number, d.expiry_date, d.id, d.file_id is not null
           from documents d
           where r.kind = 'document' and d.user_id = m.user_id and d.document_type = any(r.accepted_types))
        order by expiry_date desc nulls first
        limit 1
      ) best on true
      order by r.position`),
  );
}

/** The effective requirements of a role on a site (the consent preview's list). */
export async function effectiveRequirements(db: Db, siteId: string, roleId: string) {
  const [set] = await db
    .select()
    .from(crewRequirementSets)
    .where(
      and(
        eq(crewRequirementSets.roleId, roleId),
        or(eq(crewRequirementSets.siteId, siteId), isNull(crewRequirementSets.siteId)),
      ),
    )
    .orderBy(sql`${crewRequirementSets.siteId} nulls last`)
    .limit(1);
  if (!set) return [];
  return db
    .select()
    .from(crewRequirements)
    .where(eq(crewRequirements.setId, set.id))
    .orderBy(asc(crewRequirements.position));
}

// --- the site's gate ------------------------------------------------------------------------------

/** The joined crew's names, roles, photos and gate record ids (the expected-crew pack). */
export async function expectedCrew(db: Db, siteId: string) {
  return db
    .select({
      id: crewMembers.id,
      userId: crewMembers.userId,
      name: personName,
      roleName: crewRoles.name,
      photoFileId: personalDetails.photoFileId,
      recordIds: sql<string[]>`array(
        select id from skills_cards where user_id = ${crewMembers.userId} and show_at_gate
        union all select id from documents where user_id = ${crewMembers.userId} and show_at_gate
        union all select id from qualifications where user_id = ${crewMembers.userId} and show_at_gate)`,
    })
    .from(crewMembers)
    .innerJoin(crewRoles, eq(crewRoles.id, crewMembers.roleId))
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(personalDetails, eq(personalDetails.userId, crewMembers.userId))
    .where(and(eq(crewMembers.siteId, siteId), eq(crewMembers.state, "joined")))
    .orderBy(asc(personName));
}

/** The joined crew member of the site who is this user, if any. */
export async function findJoinedCrewMemberByUser(db: Db, siteId: string, userId: string) {
  const [row] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(
      and(eq(crewMembers.siteId, siteId), eq(crewMembers.userId, userId), eq(crewMembers.state, "joined")),
    )
    .limit(1);
  return row ?? null;
}

// --- the weekly e-mail ----------------------------------------------------------------------------

/**
 * Managers and owners after `afterId` (keyset) whose weekly e-mail is due (never sent, or sent before `dueBefore`),
 * with their e-mail and language.
 */
export async function managersBatch(db: Db, afterId: string | null, limit: number, dueBefore: Date) {
  return db
    .select({
      memberId: companyMembers.id,
      companyId: companyMembers.companyId,
      companyName: companies.name,
      email: users.email,
      language: users.language,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        inArray(companyMembers.role, ["owner", "manager"]),
        or(isNull(companyMembers.expiryDigestSentAt), lt(companyMembers.expiryDigestSentAt, dueBefore)),
        afterId === null ? undefined : gt(companyMembers.id, afterId),
      ),
    )
    .orderBy(asc(companyMembers.id))
    .limit(limit);
}

/**
 * What the company's joined crews hold that expires from `today` to `to`, among the records their roles require
 * (the company sees nothing else): site, worker, requirement, date.
 */
export async function expiringInCompany(db: Db, companyId: string, today: string, to: string) {
  return rowsOf<{
    site_name: string;
    name: string;
    kind: "card" | "document";
    requirement: string;
    expiry_date: string;
  }>(
    await withoutJit(db, (tx) =>
      tx.execute(sql`
      with ${crewStatusesSql(sql`cm.company_id = ${companyId}::uuid and cm.state = 'joined'`, today)}
      select site.name as site_name, s.name, c->>'kind' as kind,
        c->>'requirement' as requirement, c->>'expiry' as expiry_date
      from statuses s
      join crew_members cm on cm.id = s.id
      join company_sites site on site.id = cm.site_id
      cross join json_array_elements(s.checks_now) c
      where (c->>'expiry')::date between ${today}::date and ${to}::date
      order by (c->>'expiry')::date, site.name
      limit 500`),
    ),
  );
}

/** The worker's cards and documents by type (the consent preview shows which meet each requirement). */
export async function workerRecords(db: Db, userId: string) {
  return rowsOf<{ id: string; kind: "card" | "document"; type: string; expiry_date: string | null }>(
    await db.execute(sql`
      select id, 'card' as kind, card_type as type, expiry_date from skills_cards where user_id = ${userId}::uuid
      union all
      select id, 'document', document_type, expiry_date from documents where user_id = ${userId}::uuid`),
  );
}

/** Whether the viewer looked at the crew member's records within the last minute (one look is logged once). */
export async function lookedRecently(db: Db, crewMemberId: string, viewerUserId: string, at: Date) {
  const [row] = await db
    .select({ id: crewRecordViews.id })
    .from(crewRecordViews)
    .where(
      and(
        eq(crewRecordViews.crewMemberId, crewMemberId),
        eq(crewRecordViews.viewerUserId, viewerUserId),
        gt(crewRecordViews.viewedAt, new Date(at.getTime() - 60_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Colleague invites and members of a company, and its crew invites of the last day: its caps. */
export async function companyHeadcount(db: Db, companyId: string) {
  const [members, invites] = await Promise.all([
    db.$count(companyMembers, eq(companyMembers.companyId, companyId)),
    db.$count(colleagueInvites, eq(colleagueInvites.companyId, companyId)),
  ]);
  return members + invites;
}

export async function crewInvitesToday(db: Db, companyId: string) {
  return db.$count(
    crewInvites,
    and(eq(crewInvites.companyId, companyId), gt(crewInvites.createdAt, sql`now() - interval '1 day'`)),
  );
}

export async function membershipsOf(db: Db, userId: string) {
  return db.$count(companyMembers, eq(companyMembers.userId, userId));
}

export async function markDigestSent(db: Db, memberId: string, at: Date) {
  await db.update(companyMembers).set({ expiryDigestSentAt: at }).where(eq(companyMembers.id, memberId));
}

/** The ids of the right-to-work receipts a company recorded for a worker (issue 52), newest first. */
export async function companyReceiptIds(db: Db, companyId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rightToWorkReceipts.id })
    .from(rightToWorkReceipts)
    .where(and(eq(rightToWorkReceipts.companyId, companyId), eq(rightToWorkReceipts.userId, userId)))
    .orderBy(desc(rightToWorkReceipts.recordedAt));
  return rows.map((row) => row.id);
}
