import { type MessageRef, messageRef } from "@siteready/domain/i18n";
import type { SharedPhotoSide, SharedRecordKind } from "@siteready/domain/sharing";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
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
import { shares, shareViews } from "../../db/schema/sharing.ts";

/**
 * Drizzle queries of the sharing centre. Every query of a worker's shares is scoped to the worker; the token
 * lookup is the public page's, and the records it then reads are scoped to the share's owner and its ids.
 */

export type ShareRow = typeof shares.$inferSelect;
export type ShareViewRow = typeof shareViews.$inferSelect;

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
  return rows.length > 0;
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
