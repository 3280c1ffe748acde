import { CONFIRMATION_REQUESTS_PER_DAY } from "@siteready/domain/competence";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addedInTheLastDay, assertBelowRecordLimit, assertRoomFor } from "../../db/quotas.ts";
import { competenceConfirmationRequests, competenceEntries } from "../../db/schema/competence.ts";

export type CompetenceEntryRow = typeof competenceEntries.$inferSelect;
export type CompetenceEntryValues = Pick<
  typeof competenceEntries.$inferInsert,
  "kind" | "title" | "provider" | "date" | "quarterHours" | "notes"
>;
export type ConfirmationRequestRow = typeof competenceConfirmationRequests.$inferSelect;

/** The worker's entries, latest date first. */
export function listEntriesOfUser(db: Db, userId: string): Promise<CompetenceEntryRow[]> {
  return db
    .select()
    .from(competenceEntries)
    .where(eq(competenceEntries.userId, userId))
    .orderBy(desc(competenceEntries.date), desc(competenceEntries.createdAt), desc(competenceEntries.id));
}

export async function findEntryOfUser(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(competenceEntries)
    .where(and(eq(competenceEntries.id, id), eq(competenceEntries.userId, userId)));
  return row;
}

export async function insertEntry(db: Db, userId: string, values: CompetenceEntryValues) {
  await assertBelowRecordLimit(db, competenceEntries, competenceEntries.userId, userId, "competence entries");
  const [row] = await db
    .insert(competenceEntries)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error("insert into competence_entries returned no row");
  return row;
}

export async function updateEntryOfUser(db: Db, id: string, userId: string, values: CompetenceEntryValues) {
  const [row] = await db
    .update(competenceEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(competenceEntries.id, id), eq(competenceEntries.userId, userId)))
    .returning();
  return row;
}

export async function deleteEntryOfUser(db: Db, id: string, userId: string) {
  const [row] = await db
    .delete(competenceEntries)
    .where(and(eq(competenceEntries.id, id), eq(competenceEntries.userId, userId)))
    .returning();
  return row;
}

/** Points the entry at a new evidence file; answers the file it held before (or undefined: no such entry). */
export async function setEvidenceFile(db: Db, id: string, userId: string, fileId: string | null) {
  const current = await findEntryOfUser(db, id, userId);
  if (!current) return undefined;
  const [row] = await db
    .update(competenceEntries)
    .set({ evidenceFileId: fileId, updatedAt: new Date() })
    .where(and(eq(competenceEntries.id, id), eq(competenceEntries.userId, userId)))
    .returning();
  if (!row) return undefined;
  return { row, previousFileId: current.evidenceFileId };
}

/** Every request of the given entries, newest first (the latest one that counts says the entry's state). */
export function listRequestsOfEntries(
  db: Db,
  entryIds: readonly string[],
): Promise<ConfirmationRequestRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(competenceConfirmationRequests)
    .where(inArray(competenceConfirmationRequests.entryId, [...entryIds]))
    .orderBy(desc(competenceConfirmationRequests.createdAt), desc(competenceConfirmationRequests.id));
}

/** The worker's requests (data export), newest first. */
export function listRequestsOfUser(db: Db, userId: string): Promise<ConfirmationRequestRow[]> {
  return db
    .select()
    .from(competenceConfirmationRequests)
    .where(eq(competenceConfirmationRequests.userId, userId))
    .orderBy(desc(competenceConfirmationRequests.createdAt), desc(competenceConfirmationRequests.id));
}

/** A link stops working: its request becomes `withdrawn` (kept, as the entry's audit). */
export async function withdrawOpenRequests(db: Db, entryId: string, states: readonly string[]) {
  await db
    .update(competenceConfirmationRequests)
    .set({ state: "withdrawn", updatedAt: new Date() })
    .where(
      and(
        eq(competenceConfirmationRequests.entryId, entryId),
        inArray(competenceConfirmationRequests.state, [...states]),
      ),
    );
}

/** A new request; 429 past the requests one day may bring. */
export async function insertRequest(
  db: Db,
  values: Pick<
    typeof competenceConfirmationRequests.$inferInsert,
    "entryId" | "userId" | "supervisorName" | "supervisorEmail" | "tokenHash" | "expiresAt"
  >,
) {
  await assertRoomFor(db, {
    table: competenceConfirmationRequests,
    rows: addedInTheLastDay(
      competenceConfirmationRequests.userId,
      values.userId,
      competenceConfirmationRequests.createdAt,
    ),
    limit: CONFIRMATION_REQUESTS_PER_DAY,
    status: 429,
    message: { key: "competence.limit.requests" },
  });
  const [row] = await db.insert(competenceConfirmationRequests).values(values).returning();
  if (!row) throw new Error("insert into competence_confirmation_requests returned no row");
  return row;
}

export async function markRequestBounced(db: Db, id: string) {
  await db
    .update(competenceConfirmationRequests)
    .set({ state: "bounced", updatedAt: new Date() })
    .where(
      and(eq(competenceConfirmationRequests.id, id), eq(competenceConfirmationRequests.state, "requested")),
    );
}

/** The request a link's token names, with its entry, locked for the answer when `forUpdate`. */
export async function findRequestByTokenHash(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({ request: competenceConfirmationRequests, entry: competenceEntries })
    .from(competenceConfirmationRequests)
    .innerJoin(competenceEntries, eq(competenceEntries.id, competenceConfirmationRequests.entryId))
    .where(eq(competenceConfirmationRequests.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for("update", { of: competenceConfirmationRequests }) : await query;
  return row;
}

/** Records the supervisor's answer; only a request still `requested` takes one (single use). */
export async function answerRequest(
  db: Db,
  id: string,
  answer: { state: "confirmed" | "declined"; answeredName: string; answeredAt: Date },
) {
  const [row] = await db
    .update(competenceConfirmationRequests)
    .set({ ...answer, updatedAt: answer.answeredAt })
    .where(
      and(eq(competenceConfirmationRequests.id, id), eq(competenceConfirmationRequests.state, "requested")),
    )
    .returning();
  return row;
}
