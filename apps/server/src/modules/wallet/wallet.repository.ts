import type { GateItemKind } from "@siteready/domain";
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
 * the marking itself, and the lookup of a verification token's hash. Owner-scoped except the token lookup,
 * which is the public verification and reads only what that page shows.
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
      front: image(qualification.certificateFileId, file),
      back: null,
      updatedAt: qualification.updatedAt,
    })),
  ];
}

/** The name on the worker's personal details, else the account's name. */
export async function findHolderName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ first: personalDetails.firstName, last: personalDetails.lastName, account: users.name })
    .from(users)
    .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const personal = [row?.first, row?.last].filter(Boolean).join(" ");
  return personal || row?.account || "";
}

/** Marks or unmarks one of the user's records; false when there is no such record of theirs. */
export async function setGateMarking(
  db: Db,
  kind: GateItemKind,
  userId: string,
  id: string,
  marking: { showAtGate: boolean; gateTokenHash: string | null },
): Promise<boolean> {
  const table = tables[kind];
  const rows = await db
    .update(table)
    .set(marking)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** What the public verification page may show of the record behind a token hash: type and expiry only. */
export interface VerifiedRecordRow {
  kind: GateItemKind;
  type: string;
  expiryDate: string | null;
}

export async function findByGateTokenHash(db: Db, tokenHash: string): Promise<VerifiedRecordRow | null> {
  const matches = await Promise.all(
    (Object.keys(tables) as GateItemKind[]).map(async (kind) => {
      const table = tables[kind];
      const typeColumn =
        kind === "skills-card"
          ? skillsCards.cardType
          : kind === "document"
            ? documents.documentType
            : qualifications.type;
      const [row] = await db
        .select({ type: typeColumn, expiryDate: table.expiryDate })
        .from(table)
        .where(and(eq(table.gateTokenHash, tokenHash), eq(table.showAtGate, true)))
        .limit(1);
      return row ? { kind, ...row } : null;
    }),
  );
  return matches.find((match) => match !== null) ?? null;
}
