import { RENEWALS_PER_CARD_LIMIT } from "@siteready/domain/limits";
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertRoomFor } from "../../db/quotas.ts";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import { renewalWorkflows } from "../../db/schema/renewals.ts";

/**
 * Drizzle queries of the renewals area. Every query of a user's records is scoped by userId, so another
 * user's card or workflow reads as missing (the service answers 404).
 */

export type WorkflowRow = typeof renewalWorkflows.$inferSelect;
export type NewWorkflowRow = typeof renewalWorkflows.$inferInsert;

export interface CardRow {
  id: string;
  cardType: string;
  expiryDate: string | null;
  /** The day the card was issued: for a CITB HS&E test record, the day it was passed. */
  issueDate: string | null;
}

export async function listCardsOfUser(db: Db, userId: string): Promise<CardRow[]> {
  return db
    .select({
      id: skillsCards.id,
      cardType: skillsCards.cardType,
      expiryDate: skillsCards.expiryDate,
      issueDate: skillsCards.issueDate,
    })
    .from(skillsCards)
    .where(eq(skillsCards.userId, userId))
    .orderBy(asc(skillsCards.createdAt));
}

export async function listDocumentsOfUser(db: Db, userId: string) {
  return db
    .select({ id: documents.id, documentType: documents.documentType, expiryDate: documents.expiryDate })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt));
}

export async function listQualificationsOfUser(db: Db, userId: string) {
  return db
    .select({ id: qualifications.id, type: qualifications.type, expiryDate: qualifications.expiryDate })
    .from(qualifications)
    .where(eq(qualifications.userId, userId))
    .orderBy(asc(qualifications.createdAt));
}

export async function findCardOfUser(
  db: Db,
  userId: string,
  cardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardRow | undefined> {
  const query = db
    .select({
      id: skillsCards.id,
      cardType: skillsCards.cardType,
      expiryDate: skillsCards.expiryDate,
      issueDate: skillsCards.issueDate,
    })
    .from(skillsCards)
    .where(and(eq(skillsCards.id, cardId), eq(skillsCards.userId, userId)));
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0];
}

export async function updateCardExpiry(
  db: Db,
  userId: string,
  cardId: string,
  expiryDate: string,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(skillsCards)
    .set({ expiryDate, updatedAt })
    .where(and(eq(skillsCards.id, cardId), eq(skillsCards.userId, userId)));
}

/** The user's renewals still in progress (not completed), oldest first. */
export async function listOpenWorkflowsOfUser(db: Db, userId: string): Promise<WorkflowRow[]> {
  return db
    .select()
    .from(renewalWorkflows)
    .where(and(eq(renewalWorkflows.userId, userId), isNull(renewalWorkflows.completedAt)))
    .orderBy(asc(renewalWorkflows.startedAt));
}

/** Every renewal of the user's, finished ones too, oldest first (data export). */
export async function listWorkflowsOfUser(db: Db, userId: string): Promise<WorkflowRow[]> {
  return db
    .select()
    .from(renewalWorkflows)
    .where(eq(renewalWorkflows.userId, userId))
    .orderBy(asc(renewalWorkflows.startedAt));
}

export async function findOpenWorkflowOfCard(db: Db, cardId: string): Promise<WorkflowRow | undefined> {
  const rows = await db
    .select()
    .from(renewalWorkflows)
    .where(and(eq(renewalWorkflows.cardId, cardId), isNull(renewalWorkflows.completedAt)));
  return rows[0];
}

export async function findWorkflowOfUser(
  db: Db,
  userId: string,
  workflowId: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkflowRow | undefined> {
  const query = db
    .select()
    .from(renewalWorkflows)
    .where(and(eq(renewalWorkflows.id, workflowId), eq(renewalWorkflows.userId, userId)));
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0];
}

/** Starts a renewal; 409 when the card already has the most renewals one card keeps (completed ones stay). */
export async function insertWorkflow(db: Db, values: NewWorkflowRow): Promise<WorkflowRow> {
  await assertRoomFor(db, {
    table: renewalWorkflows,
    rows: and(eq(renewalWorkflows.userId, values.userId), eq(renewalWorkflows.cardId, values.cardId)),
    limit: RENEWALS_PER_CARD_LIMIT,
    status: 409,
    message: { key: "limit.renewals" },
  });
  const [row] = await db.insert(renewalWorkflows).values(values).returning();
  if (!row) throw new Error("insert into renewal_workflows returned no row");
  return row;
}

export async function updateWorkflow(
  db: Db,
  workflowId: string,
  values: Pick<NewWorkflowRow, "steps" | "started" | "lastActivity" | "completedAt">,
): Promise<WorkflowRow> {
  const [row] = await db
    .update(renewalWorkflows)
    .set(values)
    .where(eq(renewalWorkflows.id, workflowId))
    .returning();
  if (!row) throw new Error("update of renewal_workflows returned no row");
  return row;
}

/**
 * Removes renewals never completed whose last activity is before `before`, `batchSize` at a time (oldest first,
 * through the last-activity index), so no one statement holds a site's worth of rows; returns how many.
 */
export async function deleteIdleWorkflows(db: Db, before: Date, batchSize = 1000): Promise<number> {
  let removed = 0;
  for (;;) {
    const idle = db
      .select({ id: renewalWorkflows.id })
      .from(renewalWorkflows)
      .where(and(isNull(renewalWorkflows.completedAt), lt(renewalWorkflows.lastActivity, before)))
      .orderBy(asc(renewalWorkflows.lastActivity))
      .limit(batchSize);
    const rows = await db
      .delete(renewalWorkflows)
      .where(inArray(renewalWorkflows.id, idle))
      .returning({ id: renewalWorkflows.id });
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}
