import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { skillsCards } from "../../db/schema/profile.ts";
import { reminderDeliveries, reminderSettings } from "../../db/schema/renewals.ts";

/**
 * Drizzle queries of the reminders area: settings, the calendar feed's secret, who is reminded and the reminders
 * sent. The dated items themselves are their modules' (ServerModule.expiringItems).
 */

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

export async function findReminderSettings(db: Db, userId: string): Promise<ReminderSettingsRow | undefined> {
  const rows = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return rows[0];
}

export async function upsertReminderSettings(
  db: Db,
  userId: string,
  values: { enabled: boolean; thresholds: number[]; smartCheckNudge?: boolean; updatedAt: Date },
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

/** The calendar feed's owner and the language its events are written in. */
export async function findCalendarOwnerByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; language: string | null } | undefined> {
  const rows = await db
    .select({ userId: reminderSettings.userId, language: users.language })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.calendarTokenHash, tokenHash));
  return rows[0];
}

/** Who a reminder goes to, with what decides whether and when it goes. */
export interface ReminderRecipient {
  email: string;
  firstName: string;
  /** The language the worker chose (issue #38); null: none yet, so English. */
  language: string | null;
  subscriptionTier: string;
  /** null: no settings saved, so the defaults apply. */
  thresholds: number[] | null;
}

/**
 * Of these owners, those who are reminded (reminders on — no settings row counts as on — and not banned), each
 * with their address and settings, in one statement.
 */
export async function findReminderRecipients(
  db: Db,
  userIds: string[],
): Promise<Map<string, ReminderRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      subscriptionTier: users.subscriptionTier,
      thresholds: reminderSettings.thresholds,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(
      and(
        inArray(users.id, userIds),
        sql`coalesce(${reminderSettings.enabled}, true)`,
        sql`coalesce(${users.banned}, false) = false`,
      ),
    );
  return new Map(rows.map(({ userId, ...recipient }) => [userId, recipient]));
}

export interface DeliveryKey {
  userId: string;
  itemKind: string;
  itemId: string;
  expiryDate: string;
  thresholdDays: number;
}

/** A reminder to claim, with the larger thresholds it stands in for (recorded with it, so none goes out later). */
export interface ReminderClaim {
  claim: DeliveryKey;
  passed: DeliveryKey[];
}

const keyOf = (key: Pick<DeliveryKey, "itemKind" | "itemId" | "thresholdDays">) =>
  `${key.itemKind}:${key.itemId}:${key.thresholdDays}`;

/**
 * Claims reminders before they are sent, in one statement with the thresholds each stands in for: the unique
 * (item, expiry, threshold) index lets exactly one of any number of concurrent claims of a reminder through.
 * Returns, by the reminder's position in `reminders`, the rows its claim wrote; a reminder missing from the map
 * was claimed already.
 */
export async function claimDeliveries(
  db: Db,
  reminders: ReminderClaim[],
  sentAt: Date,
): Promise<Map<number, string[]>> {
  const claims = new Map<number, string[]>();
  if (reminders.length === 0) return claims;
  const keys = reminders.flatMap(({ claim, passed }) => [claim, ...passed]);
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
  const written = new Map(rows.map((row) => [keyOf(row), row.id]));
  for (const [index, { claim, passed }] of reminders.entries()) {
    const claimId = written.get(keyOf(claim));
    if (claimId === undefined) continue;
    const passedIds = passed.flatMap((key) => written.get(keyOf(key)) ?? []);
    claims.set(index, [claimId, ...passedIds]);
  }
  return claims;
}

/** Gives claims back (with what they stood in for) after their e-mails could not be sent: the next run retries. */
export async function releaseDeliveries(db: Db, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db.delete(reminderDeliveries).where(inArray(reminderDeliveries.id, deliveryIds));
}

/** Switches the monthly Smart Check nudge off (its e-mail's link); the expiry reminders stay as they are. */
export async function switchSmartCheckNudgeOff(db: Db, userId: string, updatedAt: Date): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ smartCheckNudge: false, updatedAt })
    .where(eq(reminderSettings.userId, userId));
}

/** A worker the Smart Check nudge may go to. */
export interface NudgeRecipient {
  userId: string;
  email: string;
  firstName: string;
  language: string | null;
}

/**
 * One keyset batch of the workers who opted in to the Smart Check nudge and are due (never nudged, or last
 * nudged before `dueBefore`), not banned, after the user id `after`, in user id order.
 */
export async function findDueNudgeRecipients(
  db: Db,
  { after, dueBefore, limit }: { after: string | null; dueBefore: Date; limit: number },
): Promise<NudgeRecipient[]> {
  return db
    .select({
      userId: reminderSettings.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(
      and(
        eq(reminderSettings.smartCheckNudge, true),
        or(isNull(reminderSettings.smartCheckNudgedAt), lt(reminderSettings.smartCheckNudgedAt, dueBefore)),
        sql`coalesce(${users.banned}, false) = false`,
        after ? gt(reminderSettings.userId, after) : undefined,
      ),
    )
    .orderBy(asc(reminderSettings.userId))
    .limit(limit);
}

/**
 * Claims the nudges of these workers in one statement: only a worker still opted in and still due is marked as
 * nudged at `sentAt`, so of several runs at once exactly one claims each worker. Returns the ids claimed.
 */
export async function claimNudges(
  db: Db,
  userIds: readonly string[],
  { sentAt, dueBefore }: { sentAt: Date; dueBefore: Date },
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .update(reminderSettings)
    .set({ smartCheckNudgedAt: sentAt })
    .where(
      and(
        inArray(reminderSettings.userId, [...userIds]),
        eq(reminderSettings.smartCheckNudge, true),
        or(isNull(reminderSettings.smartCheckNudgedAt), lt(reminderSettings.smartCheckNudgedAt, dueBefore)),
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return new Set(rows.map((row) => row.userId));
}

/** Gives a claim back after its e-mail could not be sent: the next run tries again. */
export async function releaseNudge(db: Db, userId: string, sentAt: Date): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ smartCheckNudgedAt: null })
    .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.smartCheckNudgedAt, sentAt)));
}

/** A skills card that may meet another card's prerequisite (a CITB HS&E test, a first aid certificate). */
export interface EvidenceCard {
  userId: string;
  cardType: string;
  issueDate: string | null;
  expiryDate: string | null;
}

/**
 * The cards of these owners whose type is one of `cardTypes`, in one statement: the evidence for a batch's
 * renewal plans (issue 53), never a query per worker.
 */
export async function listEvidenceCards(
  db: Db,
  ownerIds: readonly string[],
  cardTypes: readonly string[],
): Promise<Map<string, EvidenceCard[]>> {
  const byOwner = new Map<string, EvidenceCard[]>();
  if (ownerIds.length === 0 || cardTypes.length === 0) return byOwner;
  const rows = await db
    .select({
      userId: skillsCards.userId,
      cardType: skillsCards.cardType,
      issueDate: skillsCards.issueDate,
      expiryDate: skillsCards.expiryDate,
    })
    .from(skillsCards)
    .where(and(inArray(skillsCards.userId, [...ownerIds]), inArray(skillsCards.cardType, [...cardTypes])));
  for (const row of rows) {
    const cards = byOwner.get(row.userId) ?? [];
    cards.push(row);
    byOwner.set(row.userId, cards);
  }
  return byOwner;
}
