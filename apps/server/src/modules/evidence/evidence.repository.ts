import type {
  CheckedFacts,
  OwnCheck,
  OwnCheckOutcome,
  RecordCheck,
  SmartCheckOutcome,
} from "@siteready/domain/evidence";
import { GATE_SIGN_INS_PER_DAY } from "@siteready/domain/limits";
import type { GateItemKind } from "@siteready/domain/wallet";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addedInTheLastDay, assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { companies, companyMembers } from "../../db/schema/companies.ts";
import { gateScans, holderChecks, recordChecks } from "../../db/schema/gate.ts";
import { skillsCards } from "../../db/schema/profile.ts";

/** Drizzle queries of the evidence of checks: the server's scans of gate codes and the outcomes recorded on them. */

export interface ScanInput {
  holderUserId: string;
  checkerUserId: string | null;
  recordKind: GateItemKind;
  recordId: string;
  codeKind: "live" | "signed";
  outcome: "green" | "amber" | "red";
  facts: CheckedFacts;
  scannedAt: Date;
}

/**
 * Keeps a scan. A signed-in gate-keeper's scans count against a day's limit (as many as a day's sign-ins), so
 * one account cannot fill the table; the public check page's are held back by the public routes' rate limit.
 */
export async function insertScan(db: Db, scan: ScanInput): Promise<string> {
  if (scan.checkerUserId !== null) {
    await assertRoomFor(db, {
      table: gateScans,
      rows: addedInTheLastDay(gateScans.checkerUserId, scan.checkerUserId, gateScans.scannedAt),
      limit: GATE_SIGN_INS_PER_DAY,
      status: 429,
      message: { key: "limit.gateScansDay" },
    });
  }
  const [row] = await db.insert(gateScans).values(scan).returning({ id: gateScans.id });
  if (!row) throw new Error("the scan was not saved");
  return row.id;
}

/** A scan the checker made; another person's scan, or a check page's, is not found. */
export async function findScanOf(db: Db, scanId: string, checkerUserId: string) {
  const [row] = await db
    .select()
    .from(gateScans)
    .where(and(eq(gateScans.id, scanId), eq(gateScans.checkerUserId, checkerUserId)))
    .limit(1);
  return row ?? null;
}

/** The caller's role in a company and the company's name; null when they are not a member. */
export async function findMembershipOf(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({ role: companyMembers.role, companyName: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface CheckInput {
  scanId: string;
  holderUserId: string;
  recordKind: string;
  recordId: string;
  checkerUserId: string;
  checkerName: string;
  companyId: string | null;
  companyName: string | null;
  outcome: SmartCheckOutcome;
  facts: CheckedFacts;
  checkedAt: Date;
}

/** Keeps the outcome recorded on a scan; recorded again, the newer answer replaces the older. */
export async function saveCheck(db: Db, check: CheckInput): Promise<void> {
  const values = { ...check, source: "smart-check" };
  await db
    .insert(recordChecks)
    .values(values)
    .onConflictDoUpdate({
      target: recordChecks.scanId,
      set: {
        outcome: values.outcome,
        companyId: values.companyId,
        companyName: values.companyName,
        checkerName: values.checkerName,
        checkedAt: values.checkedAt,
      },
    });
}

/** The newest named check of each record, by record id. */
export async function latestChecks(db: Db, recordIds: readonly string[]): Promise<Map<string, RecordCheck>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([recordChecks.recordId])
    .from(recordChecks)
    .where(inArray(recordChecks.recordId, [...recordIds]))
    .orderBy(recordChecks.recordId, desc(recordChecks.checkedAt));
  return new Map(
    rows.map((row) => [
      row.recordId,
      {
        outcome: row.outcome as SmartCheckOutcome,
        checkedAt: row.checkedAt,
        checkerName: row.checkerName,
        companyName: row.companyName,
        facts: row.facts,
      },
    ]),
  );
}

/** The checks of the holder's cards, newest first (their data export). */
export const listScansOfHolder = (db: Db, holderUserId: string) =>
  db
    .select()
    .from(gateScans)
    .where(eq(gateScans.holderUserId, holderUserId))
    .orderBy(desc(gateScans.scannedAt));

/** The Smart Check outcomes recorded on the holder's cards, newest first (their data export). */
export const listChecksOfHolder = (db: Db, holderUserId: string) =>
  db
    .select()
    .from(recordChecks)
    .where(eq(recordChecks.holderUserId, holderUserId))
    .orderBy(desc(recordChecks.checkedAt));

export interface LookRow {
  id: string;
  kind: "gate-scan" | "smart-check" | "share-view" | "share-event" | "company-look";
  at: Date;
  who: string | null;
  company: string | null;
  record_kind: string | null;
  record_type: string | null;
  about: string | null;
  outcome: string | null;
}

/**
 * Every look at the holder's records, newest first, a page at a time: the server's checks of their codes (with
 * the gate-keeper's name when signed in), the Smart Check answers recorded, their shares' views (with the
 * viewer's words) and what else happened to them (a code e-mailed, a lock-out, a request to delete a copy), and
 * each look a company member took at their crew records. Each branch reads its own index.
 */
export async function listLooks(
  db: Db,
  holderUserId: string,
  before: { at: Date; id: string },
  limit: number,
): Promise<LookRow[]> {
  // Newest first by instant, then id: a page ends on a look, and the next starts right after it.
  const cursor = sql`(${before.at}::timestamptz, ${before.id}::uuid)`;
  const rows = await db.execute(sql`
    (select s.id, 'gate-scan' as kind, s.scanned_at as at, u.name as who, null as company,
        s.record_kind, s.facts->>'type' as record_type, null as about, s.outcome
       from gate_scans s left join users u on u.id = s.checker_user_id
      where s.holder_user_id = ${holderUserId} and (s.scanned_at, s.id) < ${cursor}
      order by s.scanned_at desc, s.id desc limit ${limit})
    union all
    (select c.id, 'smart-check', c.checked_at, c.checker_name, c.company_name,
        c.record_kind, c.facts->>'type', null, c.outcome
       from record_checks c
      where c.holder_user_id = ${holderUserId} and (c.checked_at, c.id) < ${cursor}
      order by c.checked_at desc, c.id desc limit ${limit})
    union all
    (select v.id, 'share-view', v.viewed_at, v.viewer_name, v.viewer_company, null, null, sh.recipient_label, null
       from share_views v join shares sh on sh.id = v.share_id
      where sh.user_id = ${holderUserId} and (v.viewed_at, v.id) < ${cursor}
      order by v.viewed_at desc, v.id desc limit ${limit})
    union all
    (select e.id, 'share-event', e.at, null, null, null, null, sh.recipient_label, e.kind
       from share_events e join shares sh on sh.id = e.share_id
      where e.user_id = ${holderUserId} and e.kind <> 'view' and (e.at, e.id) < ${cursor}
      order by e.at desc, e.id desc limit ${limit})
    union all
    (select l.id, 'company-look', l.viewed_at, u.name, co.name, null, null, st.name, null
       from crew_record_views l
       join crew_members m on m.id = l.crew_member_id
       join companies co on co.id = m.company_id
       join company_sites st on st.id = m.site_id
       left join users u on u.id = l.viewer_user_id
      where m.user_id = ${holderUserId} and (l.viewed_at, l.id) < ${cursor}
      order by l.viewed_at desc, l.id desc limit ${limit})
    order by at desc, id desc
    limit ${limit}`);
  // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
  return (rows as unknown as { rows: (Omit<LookRow, "at"> & { at: string | Date })[] }).rows.map((row) => ({
    ...row,
    at: new Date(row.at),
  }));
}

/** A skills card as a check sees it: its owner and its facts now. */
export interface CardFacts {
  id: string;
  userId: string;
  facts: CheckedFacts;
}

const cardColumns = {
  id: skillsCards.id,
  userId: skillsCards.userId,
  type: skillsCards.cardType,
  number: skillsCards.registrationNumber,
  expiryDate: skillsCards.expiryDate,
};

const cardFactsOf = (row: {
  id: string;
  userId: string;
  type: string;
  number: string | null;
  expiryDate: string | null;
}): CardFacts => ({
  id: row.id,
  userId: row.userId,
  facts: { number: row.number, expiry_date: row.expiryDate, type: row.type },
});

/** The owner's skills card, or null when it is not theirs or is gone. */
export async function findOwnCard(db: Db, userId: string, cardId: string): Promise<CardFacts | null> {
  const [row] = await db
    .select(cardColumns)
    .from(skillsCards)
    .where(and(eq(skillsCards.id, cardId), eq(skillsCards.userId, userId)))
    .limit(1);
  return row ? cardFactsOf(row) : null;
}

/** The skills cards of these owners, in one statement (the nudge job's batch). */
export async function cardsOfOwners(db: Db, userIds: readonly string[]): Promise<CardFacts[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(skillsCards)
    .where(inArray(skillsCards.userId, [...userIds]))
    .orderBy(asc(skillsCards.userId), asc(skillsCards.createdAt), asc(skillsCards.id));
  return rows.map(cardFactsOf);
}

export interface OwnCheckInputRow {
  userId: string;
  recordKind: string;
  recordId: string;
  outcome: OwnCheckOutcome;
  facts: CheckedFacts;
  checkedAt: Date;
}

/** Keeps the holder's answer for a card; answered again, the newer answer replaces the older. */
export async function saveOwnCheck(db: Db, check: OwnCheckInputRow): Promise<void> {
  await db
    .insert(holderChecks)
    .values(check)
    .onConflictDoUpdate({
      target: holderChecks.recordId,
      set: { outcome: check.outcome, facts: check.facts, checkedAt: check.checkedAt },
    });
}

/** The holder's newest own check of each of their records, by record id. */
export async function latestOwnChecks(
  db: Db,
  userId: string,
  recordIds: readonly string[],
): Promise<Map<string, OwnCheck>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([holderChecks.recordId])
    .from(holderChecks)
    .where(and(eq(holderChecks.userId, userId), inArray(holderChecks.recordId, [...recordIds])))
    .orderBy(holderChecks.recordId, desc(holderChecks.checkedAt), desc(holderChecks.id));
  return new Map(
    rows.map((row) => [
      row.recordId,
      { outcome: row.outcome as OwnCheckOutcome, checkedAt: row.checkedAt, facts: row.facts },
    ]),
  );
}

export type OwnCheckRow = typeof holderChecks.$inferSelect;

/** One page of the person's own checks, oldest first (data export), after `after`. */
export async function listOwnChecksPage(
  db: Db,
  userId: string,
  after: OwnCheckRow | undefined,
  limit: number,
): Promise<OwnCheckRow[]> {
  return db
    .select()
    .from(holderChecks)
    .where(
      and(
        eq(holderChecks.userId, userId),
        after
          ? sql`(${holderChecks.checkedAt}, ${holderChecks.id}) > (select h.checked_at, h.id from ${holderChecks} h where h.id = ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(holderChecks.checkedAt), asc(holderChecks.id))
    .limit(limit);
}
