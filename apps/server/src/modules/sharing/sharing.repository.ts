import { type MessageRef, messageRef } from "@siteready/domain/i18n";
import type { SharedPhotoSide, SharedRecordKind } from "@siteready/domain/sharing";
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { inductions } from "../../db/schema/inductions.ts";
import {
  bankDetails,
  documents,
  qualifications,
  skillsCards,
  storedFiles,
  taxDetails,
} from "../../db/schema/profile.ts";
import { projects } from "../../db/schema/projects.ts";
import { shareEvents, shares, shareViews } from "../../db/schema/sharing.ts";

/**
 * Drizzle queries of the sharing centre. Every query of a worker's shares is scoped to the worker; the token
 * lookup is the public page's, and the records it then reads are scoped to the share's owner and its ids.
 */

export type ShareRow = typeof shares.$inferSelect;
export type ShareViewRow = typeof shareViews.$inferSelect;
export type ShareEventRow = typeof shareEvents.$inferSelect;

/** One of the worker's records, in the words every kind shares. */
export interface SharedRecordRow {
  kind: SharedRecordKind;
  id: string;
  /** Card type id, document type, qualification, site name or project name. */
  type: string;
  number: string | null;
  /** Further facts by key (issuer, company, dates), worded in the reader's language. */
  facts: MessageRef[];
  expiryDate: string | null;
  /** Its stored photos (of a card's sides, a scan): on the share page and in the compliance pack. */
  images: SharedImage[];
}

interface SharedImage {
  fileId: string;
  storageKey: string;
  side: SharedPhotoSide;
  width: number | null;
  height: number | null;
}

const ownedIn = (
  table: { id: AnyPgColumn; userId: AnyPgColumn },
  userId: string,
  ids: string[] | undefined,
) => and(eq(table.userId, userId), ids ? inArray(table.id, ids) : undefined);

type StoredImage = Omit<SharedImage, "side">;

/** The image files among these ids (a PDF scan has no photo to show). */
async function imagesOf(db: Db, fileIds: Array<string | null>): Promise<Map<string, StoredImage>> {
  const ids = fileIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      mimeType: storedFiles.mimeType,
      width: storedFiles.width,
      height: storedFiles.height,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(
    rows
      .filter((row) => row.mimeType.startsWith("image/"))
      .map(({ mimeType: _, ...image }) => [image.fileId, image]),
  );
}

const imagesFor = (images: Map<string, StoredImage>, sides: Array<[SharedPhotoSide, string | null]>) =>
  sides.flatMap(([side, id]) => {
    const image = id ? images.get(id) : undefined;
    return image ? [{ ...image, side }] : [];
  });

/** The facts that are there; a fact in the worker's own words (a company, a role) is shown as written. */
const factsOf = (...facts: Array<MessageRef | string | false | null | undefined>): MessageRef[] =>
  facts.flatMap((fact) => {
    if (!fact) return [];
    return typeof fact === "string" ? [messageRef("sharing.fact.text", { text: fact })] : [fact];
  });

/**
 * The worker's records of the given kinds, all of them (to choose from) or only the ids asked for (what a
 * share shows). Ids of another user's records are simply not found.
 */
export async function listRecords(
  db: Db,
  userId: string,
  wanted: Partial<Record<SharedRecordKind, string[] | undefined>> | "all",
): Promise<SharedRecordRow[]> {
  const want = (kind: SharedRecordKind) => wanted === "all" || (wanted[kind]?.length ?? 0) > 0;
  const ids = (kind: SharedRecordKind) => (wanted === "all" ? undefined : wanted[kind]);
  const none = Promise.resolve([]);
  const [cards, docs, quals, inducted, worked] = await Promise.all([
    want("skills-card")
      ? db
          .select()
          .from(skillsCards)
          .where(ownedIn(skillsCards, userId, ids("skills-card")))
      : none,
    want("document")
      ? db
          .select()
          .from(documents)
          .where(ownedIn(documents, userId, ids("document")))
      : none,
    want("qualification")
      ? db
          .select()
          .from(qualifications)
          .where(ownedIn(qualifications, userId, ids("qualification")))
      : none,
    want("induction")
      ? db
          .select()
          .from(inductions)
          .where(ownedIn(inductions, userId, ids("induction")))
      : none,
    want("project")
      ? db
          .select()
          .from(projects)
          .where(ownedIn(projects, userId, ids("project")))
      : none,
  ]);
  const images = await imagesOf(db, [
    ...cards.flatMap((card) => [card.frontFileId, card.backFileId]),
    ...docs.map((doc) => doc.fileId),
    ...quals.map((qual) => qual.certificateFileId),
    ...inducted.map((induction) => induction.sheetFileId),
  ]);
  return [
    ...cards.map((card) => ({
      kind: "skills-card" as const,
      id: card.id,
      type: card.cardType,
      number: card.registrationNumber,
      facts: [],
      expiryDate: card.expiryDate,
      images: imagesFor(images, [
        ["front", card.frontFileId],
        ["back", card.backFileId],
      ]),
    })),
    ...docs.map((doc) => ({
      kind: "document" as const,
      id: doc.id,
      type: doc.documentType,
      number: doc.documentNumber,
      facts: [],
      expiryDate: doc.expiryDate,
      images: imagesFor(images, [["photo", doc.fileId]]),
    })),
    ...quals.map((qual) => ({
      kind: "qualification" as const,
      id: qual.id,
      type: qual.type,
      number: qual.number,
      facts: factsOf(
        qual.issuingAuthority && messageRef("sharing.fact.issuedBy", { issuer: qual.issuingAuthority }),
      ),
      expiryDate: qual.expiryDate,
      images: imagesFor(images, [["photo", qual.certificateFileId]]),
    })),
    ...inducted.map((induction) => ({
      kind: "induction" as const,
      id: induction.id,
      type: induction.siteName,
      number: null,
      facts: factsOf(
        induction.companyName,
        induction.projectName && messageRef("sharing.fact.project", { project: induction.projectName }),
        messageRef("sharing.fact.inductedOn", { date: induction.inductionDate }),
        induction.safetyBriefingCompleted && messageRef("sharing.fact.safetyBriefing"),
      ),
      expiryDate: induction.validUntil,
      images: imagesFor(images, [["photo", induction.sheetFileId]]),
    })),
    ...worked.map((project) => ({
      kind: "project" as const,
      id: project.id,
      type: project.name,
      number: null,
      facts: factsOf(
        project.company,
        project.role,
        project.endDate
          ? messageRef("sharing.fact.fromTo", { from: project.startDate, to: project.endDate })
          : messageRef("sharing.fact.fromOngoing", { from: project.startDate }),
      ),
      expiryDate: null,
      images: [],
    })),
  ];
}

/** The worker's bank and tax rows (ciphertext in the sensitive columns). */
export async function findPrivateDetails(db: Db, userId: string) {
  const [[bank], [tax]] = await Promise.all([
    db.select().from(bankDetails).where(eq(bankDetails.userId, userId)).limit(1),
    db.select().from(taxDetails).where(eq(taxDetails.userId, userId)).limit(1),
  ]);
  return { bank: bank ?? null, tax: tax ?? null };
}

export async function insertShare(db: Db, values: typeof shares.$inferInsert): Promise<ShareRow> {
  const [row] = await db.insert(shares).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The number of views of the share in the row being selected. */
const viewCount = (db: Db) => db.$count(shareViews, eq(shareViews.shareId, shares.id));

export async function listShares(db: Db, userId: string) {
  return db
    .select({ share: shares, viewCount: viewCount(db) })
    .from(shares)
    .where(eq(shares.userId, userId))
    .orderBy(desc(shares.createdAt));
}

export async function findShare(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ share: shares, viewCount: viewCount(db) })
    .from(shares)
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The views of these shares, newest first, in one statement. */
export async function listViews(db: Db, shareIds: string[]): Promise<ShareViewRow[]> {
  if (shareIds.length === 0) return [];
  return db
    .select()
    .from(shareViews)
    .where(inArray(shareViews.shareId, shareIds))
    .orderBy(desc(shareViews.viewedAt));
}

/** Revokes the worker's share (once; a second revoke keeps the first time). False when it is not theirs. */
export async function revokeShare(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ revokedAt: sql`coalesce(${shares.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning({ id: shares.id });
  return rows.length > 0;
}

export async function markFirstViewSeen(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ firstViewSeenAt: at })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning({ id: shares.id });
  return rows.length > 0;
}

export async function findShareByTokenHash(db: Db, tokenHash: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(shares).where(eq(shares.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function insertView(db: Db, shareId: string, device: string, at: Date): Promise<ShareViewRow> {
  const [row] = await db.insert(shareViews).values({ shareId, device, viewedAt: at }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Sets the first-view time once; true for the one call that set it (so one notice is sent). */
export async function claimFirstView(db: Db, shareId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ firstViewedAt: at })
    .where(and(eq(shares.id, shareId), isNull(shares.firstViewedAt)))
    .returning({ id: shares.id });
  return rows.length > 0;
}

export async function setViewer(
  db: Db,
  shareId: string,
  viewId: string,
  viewer: { viewerName: string | null; viewerCompany: string | null },
): Promise<boolean> {
  const rows = await db
    .update(shareViews)
    .set(viewer)
    .where(and(eq(shareViews.id, viewId), eq(shareViews.shareId, shareId)))
    .returning({ id: shareViews.id });
  if (rows.length === 0) return false;
  // The event of that view names the viewer too, for whoever lists the worker's events.
  await db
    .update(shareEvents)
    .set(viewer)
    .where(and(eq(shareEvents.viewId, viewId), eq(shareEvents.shareId, shareId)));
  return true;
}

export async function countDownload(db: Db, shareId: string, viewId: string): Promise<void> {
  await db
    .update(shareViews)
    .set({ downloads: sql`${shareViews.downloads} + 1` })
    .where(and(eq(shareViews.id, viewId), eq(shareViews.shareId, shareId)));
}

/** Where the worker's e-mails go, and in which language. */
export async function findUserEmail(
  db: Db,
  userId: string,
): Promise<{ email: string; language: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Share controls (issue 51): the view limit, the e-mailed code, delete requests, the events

/**
 * Counts one view against the share's limit in one conditional UPDATE: concurrent views at the last one
 * queue on the row's lock, and only one finds `views_used < max_views` true. False when the limit is reached.
 */
export async function claimView(db: Db, shareId: string): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ viewsUsed: sql`${shares.viewsUsed} + 1` })
    .where(and(eq(shares.id, shareId), or(isNull(shares.maxViews), lt(shares.viewsUsed, shares.maxViews))))
    .returning({ id: shares.id });
  return rows.length > 0;
}

/** Whether the view is one of the share's, made since `since` (the page's own later calls after the last view). */
export async function isRecentView(db: Db, shareId: string, viewId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: shareViews.id })
    .from(shareViews)
    .where(and(eq(shareViews.id, viewId), eq(shareViews.shareId, shareId), gte(shareViews.viewedAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function insertEvent(db: Db, values: typeof shareEvents.$inferInsert): Promise<void> {
  await db.insert(shareEvents).values(values);
}

/** A share's events other than views (the view log holds those), newest first. */
export async function listOtherEvents(db: Db, shareId: string): Promise<ShareEventRow[]> {
  return db
    .select()
    .from(shareEvents)
    .where(and(eq(shareEvents.shareId, shareId), ne(shareEvents.kind, "view")))
    .orderBy(desc(shareEvents.at));
}

/** A worker's share events, newest first, before an instant, with the share's recipient. */
export async function listUserEvents(db: Db, userId: string, before: Date | undefined, limit: number) {
  return db
    .select({ event: shareEvents, recipientLabel: shares.recipientLabel })
    .from(shareEvents)
    .innerJoin(shares, eq(shares.id, shareEvents.shareId))
    .where(and(eq(shareEvents.userId, userId), before ? lt(shareEvents.at, before) : undefined))
    .orderBy(desc(shareEvents.at), desc(shareEvents.id))
    .limit(limit);
}

/**
 * Stores a new code's hash unless one was sent since `resendAfter` (one statement, so two taps send one
 * code) or code entry is locked. False when refused.
 */
export async function storeCode(
  db: Db,
  shareId: string,
  code: { hash: string; sentAt: Date; expiresAt: Date; resendAfter: Date },
): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ codeHash: code.hash, codeSentAt: code.sentAt, codeExpiresAt: code.expiresAt })
    .where(
      and(
        eq(shares.id, shareId),
        or(isNull(shares.codeSentAt), lt(shares.codeSentAt, code.resendAfter)),
        or(isNull(shares.codeLockedUntil), lt(shares.codeLockedUntil, code.sentAt)),
      ),
    )
    .returning({ id: shares.id });
  return rows.length > 0;
}

export type CodeCheck = "right" | "wrong" | "locked-now" | "not-checked";

/**
 * Checks a typed code against the stored hash in one UPDATE, so guesses sent together queue on the row's lock
 * and each sees the count the previous one left: the right code clears the code (it is used once) and the
 * count; a wrong one adds one, and the `maxFailures`th locks code entry until `lockUntil` (count back to 0).
 * 'not-checked' when there is no live code or entry is locked: nothing was compared.
 */
export async function checkCode(
  db: Db,
  shareId: string,
  typed: { hash: string; at: Date; lockUntil: Date; maxFailures: number },
): Promise<CodeCheck> {
  const right = sql`${shares.codeHash} = ${typed.hash}`;
  const reachesLimit = sql`${shares.codeFailures} + 1 >= ${typed.maxFailures}`;
  const rows = await db
    .update(shares)
    .set({
      codeHash: sql`case when ${right} then null else ${shares.codeHash} end`,
      codeFailures: sql`case when ${right} or ${reachesLimit} then 0 else ${shares.codeFailures} + 1 end`,
      codeLockedUntil: sql`case when not (${right}) and ${reachesLimit} then ${typed.lockUntil.toISOString()}::timestamptz else ${shares.codeLockedUntil} end`,
    })
    .where(
      and(
        eq(shares.id, shareId),
        isNotNull(shares.codeHash),
        sql`${shares.codeExpiresAt} > ${typed.at.toISOString()}::timestamptz`,
        or(isNull(shares.codeLockedUntil), lt(shares.codeLockedUntil, typed.at)),
      ),
    )
    .returning({ codeHash: shares.codeHash, codeLockedUntil: shares.codeLockedUntil });
  const [row] = rows;
  if (!row) return "not-checked";
  if (row.codeHash === null) return "right";
  return row.codeLockedUntil && row.codeLockedUntil > typed.at ? "locked-now" : "wrong";
}

/** Records the worker's request that the recipient delete their copy. False when the share is not theirs. */
export async function markDeleteRequested(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ deleteRequestedAt: at })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning({ id: shares.id });
  return rows.length > 0;
}
