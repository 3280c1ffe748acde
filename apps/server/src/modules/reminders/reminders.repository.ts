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
export async function listDeliveriesOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(desc(reminderDeliveries.sentAt));
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

export interface ReminderRecipient {
  userId: string;
  email: string;
  firstName: string;
  subscriptionTier: string;
  /** null: no settings saved, so the defaults apply. */
  thresholds: number[] | null;
}

/**
 * Everyone with reminders on (no settings row counts as on) and their items expiring between the two dates;
 * banned accounts get no mail.
 */
export async function listReminderCandidates(
  db: Db,
  range: { from: string; to: string },
): Promise<{ recipients: ReminderRecipient[]; items: DatedItemRow[] }> {
  const items = await listDatedItems(db, (table) => between(table.expiryDate, range.from, range.to));
  const owners = [...new Set(items.map((item) => item.userId))];
  if (owners.length === 0) return { recipients: [], items: [] };
  const recipients = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      subscriptionTier: users.subscriptionTier,
      thresholds: reminderSettings.thresholds,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(
      and(
        inArray(users.id, owners),
        sql`coalesce(${reminderSettings.enabled}, true)`,
        sql`coalesce(${users.banned}, false) = false`,
      ),
    );
  const wanted = new Set(recipients.map((recipient) => recipient.userId));
  return { recipients, items: items.filter((item) => wanted.has(item.userId)) };
}

export interface DeliveryKey {
  userId: string;
  itemKind: string;
  itemId: string;
  expiryDate: string;
  thresholdDays: number;
}

/**
 * Claims one reminder before it is sent: the unique (item, expiry, threshold) index lets exactly one of any
 * number of concurrent claims through. Returns the claim's id, or null when it was claimed already.
 */
export async function claimDelivery(db: Db, key: DeliveryKey, sentAt: Date): Promise<string | null> {
  const rows = await db
    .insert(reminderDeliveries)
    .values({ ...key, sentAt })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  return rows[0]?.id ?? null;
}

/** Gives a claim back after the e-mail could not be sent, so the next run tries again. */
export async function releaseDelivery(db: Db, claimId: string): Promise<void> {
  await db.delete(reminderDeliveries).where(eq(reminderDeliveries.id, claimId));
}

/** Marks reminders as done without sending them (the larger thresholds a later reminder stands in for). */
export async function recordDeliveries(db: Db, keys: DeliveryKey[], sentAt: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(reminderDeliveries)
    .values(keys.map((key) => ({ ...key, sentAt })))
    .onConflictDoNothing();
}
