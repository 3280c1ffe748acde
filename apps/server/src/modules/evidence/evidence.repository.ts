import type { CheckedFacts, RecordCheck, SmartCheckOutcome } from "@siteready/domain/evidence";
import { GATE_SIGN_INS_PER_DAY } from "@siteready/domain/limits";
import type { GateItemKind } from "@siteready/domain/wallet";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addedInTheLastDay, assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { companies, companyMembers } from "../../db/schema/companies.ts";
import { gateScans, recordChecks } from "../../db/schema/gate.ts";

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
