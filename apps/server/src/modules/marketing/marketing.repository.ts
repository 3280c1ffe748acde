import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, feedbackEntries } from "../../db/schema/marketing.ts";

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewFeedbackEntry = typeof feedbackEntries.$inferInsert;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("insert into contact_messages returned no row");
  return row.id;
}

export async function insertFeedbackEntry(db: Db, values: NewFeedbackEntry): Promise<string> {
  const [row] = await db.insert(feedbackEntries).values(values).returning({ id: feedbackEntries.id });
  if (!row) throw new Error("insert into feedback_entries returned no row");
  return row.id;
}

/**
 * Votes per feature key. A signed-in user counts once per feature however often they press the button;
 * signed-out votes cannot be told apart, so each one counts.
 */
export async function countVotesByFeature(db: Db): Promise<Array<{ featureKey: string; votes: number }>> {
  const voter = sql`coalesce(${feedbackEntries.userId}::text, ${feedbackEntries.id}::text)`;
  const rows = await db
    .select({
      featureKey: feedbackEntries.featureKey,
      votes: sql<number>`count(distinct ${voter})`.mapWith(Number),
    })
    .from(feedbackEntries)
    .where(and(eq(feedbackEntries.kind, "vote"), isNotNull(feedbackEntries.featureKey)))
    .groupBy(feedbackEntries.featureKey);
  return rows.flatMap((row) => (row.featureKey ? [{ featureKey: row.featureKey, votes: row.votes }] : []));
}

/** What a signed-in user sent through the contact form, oldest first (data export). */
export async function listContactMessagesOf(db: Db, userId: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
}

/** The feedback, ideas and votes a signed-in user left, oldest first (data export). */
export async function listFeedbackOf(db: Db, userId: string) {
  return db
    .select()
    .from(feedbackEntries)
    .where(eq(feedbackEntries.userId, userId))
    .orderBy(asc(feedbackEntries.createdAt));
}
