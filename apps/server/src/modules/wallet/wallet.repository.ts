import type { GateItemKind } from "@siteready/domain/wallet";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import {
  documents,
  personalDetails,
  qualifications,
  skillsCards,
  storedFiles,
} from "../../db/schema/profile.ts";

/**
 * Drizzle queries of the site-gate wallet: the records a worker marked "show at the gate" (with their images),
 * the marking itself, and the record a gate code names. Owner-scoped except that last lookup, which is the
 * public check and reads only what the check shows.
 */

const tables = { "skills-card": skillsCards, document: documents, qualification: qualifications } as const;

/** A photo or scan of the record; hasThumbnail is false for PDFs. */
export interface GateImage {
  id: string;
  hasThumbnail: boolean;
  isImage: boolean;
}

export interface GateRecordRow {
  kind: GateItemKind;
  id: string;
  /** Card type id, document type, or qualification type. */
  type: string;
  number: string | null;
  issuer: string | null;
  expiryDate: string | null;
  showHolderPhoto: boolean;
  front: GateImage | null;
  back: GateImage | null;
  updatedAt: Date;
}

const frontFile = alias(storedFiles, "gate_front_file");
const backFile = alias(storedFiles, "gate_back_file");
const fileColumns = (file: typeof frontFile | typeof backFile) => ({
  mimeType: file.mimeType,
  thumbnailKey: file.thumbnailKey,
});

function image(id: string | null, file: { mimeType: string | null; thumbnailKey: string | null } | null) {
  if (!id || !file?.mimeType) return null;
  return { id, hasThumbnail: file.thumbnailKey !== null, isImage: file.mimeType.startsWith("image/") };
}

const byExpiry = (table: (typeof tables)[GateItemKind]) => [
  sql`${table.expiryDate} asc nulls last`,
  table.createdAt,
];

/** Every record the user shows at the gate: skills cards first, then documents, then qualifications. */
export async function listGateRecords(db: Db, userId: string): Promise<GateRecordRow[]> {
  const [cards, docs, quals] = await Promise.all([
    db
      .select({ card: skillsCards, front: fileColumns(frontFile), back: fileColumns(backFile) })
      .from(skillsCards)
      .leftJoin(frontFile, eq(frontFile.id, skillsCards.frontFileId))
      .leftJoin(backFile, eq(backFile.id, skillsCards.backFileId))
      .where(and(eq(skillsCards.userId, userId), eq(skillsCards.showAtGate, true)))
      .orderBy(...byExpiry(skillsCards)),
    db
      .select({ document: documents, file: fileColumns(frontFile) })
      .from(documents)
      .leftJoin(frontFile, eq(frontFile.id, documents.fileId))
      .where(and(eq(documents.userId, userId), eq(documents.showAtGate, true)))
      .orderBy(...byExpiry(documents)),
    db
      .select({ qualification: qualifications, file: fileColumns(frontFile) })
      .from(qualifications)
      .leftJoin(frontFile, eq(frontFile.id, qualifications.certificateFileId))
      .where(and(eq(qualifications.userId, userId), eq(qualifications.showAtGate, true)))
      .orderBy(...byExpiry(qualifications)),
  ]);
  return [
    ...cards.map(({ card, front, back }) => ({
      kind: "skills-card" as const,
      id: card.id,
      type: card.cardType,
      number: card.registrationNumber,
      issuer: null,
      expiryDate: card.expiryDate,
      showHolderPhoto: card.showHolderPhoto,
      front: image(card.frontFileId, front),
      back: image(card.backFileId, back),
      updatedAt: card.updatedAt,
    })),
    ...docs.map(({ document, file }) => ({
      kind: "document" as const,
      id: document.id,
      type: document.documentType,
      number: document.documentNumber,
      issuer: null,
      expiryDate: document.expiryDate,
      showHolderPhoto: document.showHolderPhoto,
      front: image(document.fileId, file),
      back: null,
      updatedAt: document.updatedAt,
    })),
    ...quals.map(({ qualification, file }) => ({
      kind: "qualification" as const,
      id: qualification.id,
      type: qualification.type,
      number: qualification.number,
      issuer: qualification.issuingAuthority,
      expiryDate: qualification.expiryDate,
      showHolderPhoto: qualification.showHolderPhoto,
      front: image(qualification.certificateFileId, file),
      back: null,
      updatedAt: qualification.updatedAt,
    })),
  ];
}

/** The name on the worker's personal details (else the account's name) and their profile photo's file id. */
export async function findHolder(
  db: Db,
  userId: string,
): Promise<{ name: string; photoFileId: string | null }> {
  const [row] = await db
    .select({
      first: personalDetails.firstName,
      last: personalDetails.lastName,
      account: users.name,
      photoFileId: personalDetails.photoFileId,
    })
    .from(users)
    .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const personal = [row?.first, row?.last].filter(Boolean).join(" ");
  return { name: personal || row?.account || "", photoFileId: row?.photoFileId ?? null };
}

/** The holder's name alone (the sharing centre's public page). */
export const findHolderName = async (db: Db, userId: string) => (await findHolder(db, userId)).name;

export interface GateMarking {
  showAtGate?: boolean | undefined;
  showHolderPhoto?: boolean | undefined;
}

/** Changes one of the user's records' marking; null when there is no such record of theirs. */
export async function setGateMarking(
  db: Db,
  kind: GateItemKind,
  userId: string,
  id: string,
  marking: GateMarking,
): Promise<Required<GateMarking> | null> {
  const table = tables[kind];
  const [row] = await db
    .update(table)
    .set(marking)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ showAtGate: table.showAtGate, showHolderPhoto: table.showHolderPhoto });
  return row ?? null;
}

/** What a gate check may show of a record still shown at the gate, with its owner to find the holder. */
export interface CheckedRecordRow {
  kind: GateItemKind;
  id: string;
  userId: string;
  type: string;
  number: string | null;
  expiryDate: string | null;
  showHolderPhoto: boolean;
  /** Whether the worker added a photo or scan of it: a verification level (issue 51). */
  hasPhoto: boolean;
}

const checkedColumns = {
  "skills-card": {
    type: skillsCards.cardType,
    number: skillsCards.registrationNumber,
    hasPhoto: sql<boolean>`${skillsCards.frontFileId} is not null`,
  },
  document: {
    type: documents.documentType,
    number: documents.documentNumber,
    hasPhoto: sql<boolean>`${documents.fileId} is not null`,
  },
  qualification: {
    type: qualifications.type,
    number: qualifications.number,
    hasPhoto: sql<boolean>`${qualifications.certificateFileId} is not null`,
  },
} as const;

/** The record a gate code names, if it still exists and is still shown at the gate (else it is revoked). */
export async function findShownRecord(
  db: Db,
  kind: GateItemKind,
  id: string,
): Promise<CheckedRecordRow | null> {
  const table = tables[kind];
  const [row] = await db
    .select({
      userId: table.userId,
      ...checkedColumns[kind],
      expiryDate: table.expiryDate,
      showHolderPhoto: table.showHolderPhoto,
    })
    .from(table)
    .where(and(eq(table.id, id), eq(table.showAtGate, true)))
    .limit(1);
  return row ? { kind, id, ...row } : null;
}
