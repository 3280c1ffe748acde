import { and, between, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { inductions } from "../../db/schema/inductions.ts";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import { reminderDeliveries, reminderSettings } from "../../db/schema/renewals.ts";

/** Drizzle queries of the reminders area: settings, the calendar feed's secret, dated items and sent reminders. */

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

export async function findReminderSettings(db: Db, userId: string): Promise<ReminderSettingsRow | undefined> {
  const rows = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return rows[0];
}

export async function upsertReminderSettings(
  db: Db,
  userId: string,
  values: { enabled: boolean; thresholds: number[]; updatedAt: Date },
): Promise<ReminderSettingsRow> {
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
    .returning();
  if (!row) throw new Error("upsert of reminder_settings returned no row");
  return row;
}

/** Sets (or clears) the calendar secret; a first call creates the row with the given default thresholds. */
export async function setCalendarToken(
  db: Db,
  userId: string,
  values: {
    calendarFeedNonce: string | null;
    calendarTokenHash: string | null;
    defaultThresholds: number[];
    updatedAt: Date;
  },
): Promise<ReminderSettingsRow> {
  const [row] = await db
    .insert(reminderSettings)
    .values({
      userId,
      thresholds: values.defaultThresholds,
      calendarFeedNonce: values.calendarFeedNonce,
      calendarTokenHash: values.calendarTokenHash,
      updatedAt: values.updatedAt,
    })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: {
        calendarFeedNonce: values.calendarFeedNonce,
        calendarTokenHash: values.calendarTokenHash,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error("upsert of reminder_settings returned no row");
  return row;
}

/** The reminders sent to the user (and those a later reminder stood in for), newest first (data export). */
export type DeliveryRow = typeof reminderDeliveries.$inferSelect;

/**
 * One page of the reminders sent to the person, newest first (data export): the `limit` after `after` (a row of
 * the page before, compared in SQL so microseconds count), or the first `limit`.
 */
export async function listDeliveriesPage(
  db: Db,
  userId: string,
  after: DeliveryRow | undefined,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        after
          ? sql`(${reminderDeliveries.sentAt}, ${reminderDeliveries.id}) < (select d.sent_at, d.id from ${reminderDeliveries} d where d.id = ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(reminderDeliveries.sentAt), desc(reminderDeliveries.id))
    .limit(limit);
}

export async function findUserIdByCalendarTokenHash(db: Db, tokenHash: string): Promise<string | undefined> {
  const rows = await db
    .select({ userId: reminderSettings.userId })
    .from(reminderSettings)
    .where(eq(reminderSettings.calendarTokenHash, tokenHash));
  return rows[0]?.userId;
}

export interface DatedItemRow {
  kind: "skills_card" | "document" | "qualification" | "induction";
  id: string;
  userId: string;
  /** The card type, document type, qualification name or the induction's site. */
  type: string;
  expiryDate: string;
}

/** One user's dated cards, documents, qualifications and inductions (for the calendar feed). */
export async function listDatedItemsOfUser(db: Db, userId: string): Promise<DatedItemRow[]> {
  return listDatedItems(db, (table) => eq(table.userId, userId));
}

type DatedTable = typeof skillsCards | typeof documents | typeof qualifications;
type DatedColumns = {
  userId: DatedTable["userId"] | typeof inductions.userId;
  expiryDate: DatedTable["expiryDate"] | typeof inductions.validUntil;
};

async function listDatedItems(db: Db, where: (table: DatedColumns) => SQL): Promise<DatedItemRow[]> {
  const [cards, documentRows, qualificationRows, inductionRows] = await Promise.all([
    db
      .select({
        id: skillsCards.id,
        userId: skillsCards.userId,
        type: skillsCards.cardType,
        expiryDate: skillsCards.expiryDate,
      })
      .from(skillsCards)
      .where(and(isNotNull(skillsCards.expiryDate), where(skillsCards))),
    db
      .select({
        id: documents.id,
        userId: documents.userId,
        type: documents.documentType,
        expiryDate: documents.expiryDate,
      })
      .from(documents)
      .where(and(isNotNull(documents.expiryDate), where(documents))),
    db
      .select({
        id: qualifications.id,
        userId: qualifications.userId,
        type: qualifications.type,
        expiryDate: qualifications.expiryDate,
      })
      .from(qualifications)
      .where(and(isNotNull(qualifications.expiryDate), where(qualifications))),
    // An induction's valid-until date is when the site wants the worker re-inducted: an expiry like any other.
    db
      .select({
        id: inductions.id,
        userId: inductions.userId,
        type: inductions.siteName,
        expiryDate: inductions.validUntil,
      })
      .from(inductions)
      .where(
        and(
          isNotNull(inductions.validUntil),
          where({ userId: inductions.userId, expiryDate: inductions.validUntil }),
        ),
      ),
  ]);
  const dated =
    <K extends DatedItemRow["kind"]>(kind: K) =>
    (row: { id: string; userId: string; type: string; expiryDate: string | null }): DatedItemRow[] =>
      row.expiryDate ? [{ kind, ...row, expiryDate: row.expiryDate }] : [];
  return [
    ...cards.flatMap(dated("skills_card")),
    ...documentRows.flatMap(dated("document")),
    ...qualificationRows.flatMap(dated("qualification")),
    ...inductionRows.flatMap(dated("induction")),
  ];
}

export interface ReminderCandidate extends DatedItemRow {
  email: string;
  firstName: string;
  /** The language the worker chose (issue #38); null: none yet, so English. */
  language: string | null;
  subscriptionTier: string;
  /** null: no settings saved, so the defaults apply. */
  thresholds: number[] | null;
}

/** Where a keyset page of one kind's items ends: the next page starts after this (expiry date, id). */
export interface CandidateCursor {
  expiryDate: string;
  id: string;
}

const datedTables = {
  skills_card: { table: skillsCards, type: skillsCards.cardType, expiryDate: skillsCards.expiryDate },
  document: { table: documents, type: documents.documentType, expiryDate: documents.expiryDate },
  qualification: { table: qualifications, type: qualifications.type, expiryDate: qualifications.expiryDate },
  induction: { table: inductions, type: inductions.siteName, expiryDate: inductions.validUntil },
} as const;

export const datedItemKinds = Object.keys(datedTables) as Array<keyof typeof datedTables>;

/**
 * One page of a kind's items expiring between the two dates whose owners are reminded (reminders on — no
 * settings row counts as on — and not banned), with each owner's address and settings joined in, in
 * (expiry date, id) order after `after`. Read through the (expiry date, id) index: a page costs its own rows,
 * whatever the site's size, and binds the same few parameters.
 */
export async function listReminderCandidates(
  db: Db,
  kind: DatedItemRow["kind"],
  range: { from: string; to: string },
  after: CandidateCursor | null,
  limit: number,
): Promise<ReminderCandidate[]> {
  const { table, type, expiryDate } = datedTables[kind];
  const rows = await db
    .select({
      id: table.id,
      userId: table.userId,
      type,
      expiryDate: sql<string>`${expiryDate}`,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      subscriptionTier: users.subscriptionTier,
      thresholds: reminderSettings.thresholds,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, table.userId))
    .where(
      and(
        between(expiryDate, range.from, range.to),
        after
          ? sql`(${expiryDate}, ${table.id}) > (${after.expiryDate}::date, ${after.id}::uuid)`
          : undefined,
        sql`coalesce(${reminderSettings.enabled}, true)`,
        sql`coalesce(${users.banned}, false) = false`,
      ),
    )
    .orderBy(expiryDate, table.id)
    .limit(limit);
  return rows.map((row) => ({ kind, ...row }));
}

export interface DeliveryKey {
  userId: string;
  itemKind: string;
  itemId: string;
  expiryDate: string;
  thresholdDays: number;
}

/**
 * Claims reminders before they are sent, in one statement: the unique (item, expiry, threshold) index lets
 * exactly one of any number of concurrent claims of a reminder through. Returns the claims made, by the key's
 * position in `keys`; a key missing from the map was claimed already.
 */
export async function claimDeliveries(
  db: Db,
  keys: DeliveryKey[],
  sentAt: Date,
): Promise<Map<number, string>> {
  const claims = new Map<number, string>();
  if (keys.length === 0) return claims;
  const rows = await db
    .insert(reminderDeliveries)
    .values(keys.map((key) => ({ ...key, sentAt })))
    .onConflictDoNothing()
    .returning({
      id: reminderDeliveries.id,
      itemKind: reminderDeliveries.itemKind,
      itemId: reminderDeliveries.itemId,
      thresholdDays: reminderDeliveries.thresholdDays,
    });
  const position = new Map(
    keys.map((key, index) => [`${key.itemKind}:${key.itemId}:${key.thresholdDays}`, index]),
  );
  for (const row of rows) {
    const index = position.get(`${row.itemKind}:${row.itemId}:${row.thresholdDays}`);
    if (index !== undefined) claims.set(index, row.id);
  }
  return claims;
}

/** Gives claims back after their e-mails could not be sent, so the next run tries again. */
export async function releaseDeliveries(db: Db, claimIds: string[]): Promise<void> {
  if (claimIds.length === 0) return;
  await db.delete(reminderDeliveries).where(inArray(reminderDeliveries.id, claimIds));
}

/** Marks reminders as done without sending them (the larger thresholds a later reminder stands in for). */
export async function recordDeliveries(db: Db, keys: DeliveryKey[], sentAt: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(reminderDeliveries)
    .values(keys.map((key) => ({ ...key, sentAt })))
    .onConflictDoNothing();
}
