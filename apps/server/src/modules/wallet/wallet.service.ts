import { buffer } from "node:stream/consumers";
import { hasSmartCheck, type OwnCheckView, type RecordVerification } from "@siteready/domain/evidence";
import { findCardType } from "@siteready/domain/skills-cards";
import {
  encodeWithdrawalList,
  type GateCode,
  type GateItemKind,
  type GateItemView,
  type GateMarkingInput,
  type GateVerificationView,
  gateCodeMessages,
  gateItemKindLabels,
  isWithdrawableId,
  judgeCardExpiry,
  LIVE_TOKEN_VALIDITY_SECONDS,
  parseGateCode,
  type SignedWithdrawalList,
  verifySignedGateCode,
  WITHDRAWAL_LIST_MAX_ENTRIES,
  WITHDRAWAL_LIST_REACH_SECONDS,
} from "@siteready/domain/wallet";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { GateSigner } from "../../lib/gate-signing.ts";
import type { EvidenceService } from "../evidence/evidence.service.ts";
import { type FileService, isUuid } from "../files/files.service.ts";
import { documentTitle, fileUrl, thumbnailUrl, urgencyView } from "../profile/profile-views.ts";
import { upsertWithdrawal, withdrawalsSince } from "./gate-withdrawals.repository.ts";
import { liveTokenForged, makeLiveToken, readLiveToken } from "./live-gate-tokens.ts";
import {
  type CheckedRecordRow,
  findHolder,
  findShownRecord,
  type GateImage,
  type GateRecordRow,
  listGateRecords,
  setGateMarking,
} from "./wallet.repository.ts";

/** The name a wallet's holder shows at the gate (sharing): other modules read them through this service, never the repository (lint). */
export { findHolderName } from "./wallet.repository.ts";

/**
 * Withdraws a record from the gate at `at` (decision 0019, "Withdrawn codes offline"): the signed list of withdrawn
 * cards then names it, so a gate phone with no signal refuses every signed code made for it before `at`. Deleting,
 * un-ticking and changing a record's number, expiry or type are recorded by the database's triggers; other modules
 * call this for other reasons (a Smart Check that finds a card cancelled). A record withdrawn again keeps its
 * latest instant; an id that is not a record's (not a UUID) is ignored.
 */
export async function recordWithdrawal(db: Db, kind: GateItemKind, id: string, at: Date): Promise<void> {
  if (!isWithdrawableId(id)) return;
  await upsertWithdrawal(db, kind, id, at);
}

/**
 * The list of records withdrawn in the last 24 hours and a margin, newest first, signed with the current gate key
 * (valid for 12 hours): what a gate phone keeps to refuse a withdrawn card's offline code.
 */
async function signedWithdrawalList(db: Db, signer: GateSigner, at: Date): Promise<SignedWithdrawalList> {
  const since = new Date(at.getTime() - WITHDRAWAL_LIST_REACH_SECONDS * 1000);
  const rows = await withdrawalsSince(db, since, WITHDRAWAL_LIST_MAX_ENTRIES + 1);
  const withdrawals = rows
    .slice(0, WITHDRAWAL_LIST_MAX_ENTRIES)
    .map((row) => ({ kind: row.kind as GateItemKind, id: row.id, at: row.at }));
  const payload = encodeWithdrawalList({
    kid: signer.currentKid(),
    now: at,
    withdrawals,
    complete: rows.length <= WITHDRAWAL_LIST_MAX_ENTRIES,
  });
  const { kid, signature } = signer.signText(payload);
  return { payload, signature, kid };
}

/**
 * Only images are shown in the wallet (a PDF scan is a download, not something to hold up at a gate). '?gate'
 * tells the service worker these are the images to keep on the device; the file routes ignore it.
 */
function imageUrls(file: GateImage | null) {
  if (!file?.isImage) return { image: null, thumbnail: null };
  const original = `${fileUrl(file.id)}?gate`;
  return { image: original, thumbnail: file.hasThumbnail ? `${thumbnailUrl(file.id)}?gate` : original };
}

function describeType(kind: GateItemKind, type: string) {
  if (kind === "skills-card") {
    const card = findCardType(type);
    return {
      title: card?.name ?? type,
      acronym: card?.acronym ?? null,
      colour: card?.colour ?? null,
      scheme: card?.scheme ?? null,
    };
  }
  return {
    title: kind === "document" ? documentTitle(type) : type,
    acronym: null,
    colour: null,
    scheme: null,
  };
}

/** The check page's photo of the holder: small (320 px WebP), inline, so no photo link ever exists. */
const HOLDER_PHOTO_WIDTH = 320;

/**
 * The site-gate wallet and its check (decision 0019). A QR code carries a live token (changes every minute, refused
 * three minutes after it was made; only the server can check it) or, for use with no signal, a statement signed
 * with Ed25519 that a checker verifies on the phone. Online, both are refused once the worker deletes the record
 * or stops showing it at the gate. Codes are never logged (URL fragment, JSON body, "token" is a redacted field).
 */
export function createWalletService({
  db,
  secret,
  publicUrl,
  signer,
  files,
  evidence,
  now = () => new Date(),
}: {
  db: Db;
  secret: string;
  publicUrl: string;
  signer: GateSigner;
  files: FileService;
  evidence: EvidenceService;
  now?: () => Date;
}) {
  function itemView(
    row: GateRecordRow,
    holderName: string,
    at: Date,
    verification: RecordVerification,
    ownCheck: OwnCheckView | null,
  ): GateItemView {
    const front = imageUrls(row.front);
    const back = imageUrls(row.back);
    const type = describeType(row.kind, row.type);
    const signed = signer.sign(
      {
        k: row.kind,
        id: row.id,
        n: holderName,
        t: type.title,
        s: type.scheme,
        no: row.number,
        e: row.expiryDate,
      },
      at,
    );
    return {
      kind: row.kind,
      id: row.id,
      kind_label: gateItemKindLabels[row.kind],
      ...type,
      type: row.type,
      number: row.number,
      issuer: row.issuer,
      expiry_date: row.expiryDate,
      urgency: urgencyView(row.expiryDate, at),
      front_image_url: front.image,
      front_thumbnail_url: front.thumbnail,
      back_image_url: back.image,
      back_thumbnail_url: back.thumbnail,
      show_holder_photo: row.showHolderPhoto,
      signed_code_url: `${publicUrl}/verify#${signed.code}`,
      signed_code_expires_at: signed.expiresAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      verification,
      own_check: ownCheck,
    };
  }

  type VerifiableRow = Pick<GateRecordRow, "id" | "type" | "number" | "expiryDate"> & { hasPhoto: boolean };
  const verifiable = (rows: readonly VerifiableRow[]) =>
    rows.map((row) => ({
      id: row.id,
      facts: { number: row.number, expiry_date: row.expiryDate, type: row.type },
      hasPhoto: row.hasPhoto,
    }));

  /** Each record's verification, by its facts now and whether it has a photo. */
  const verificationsOf = (rows: readonly VerifiableRow[]) => evidence.verifications(verifiable(rows));

  async function holderPhoto(record: CheckedRecordRow, photoFileId: string | null) {
    if (!record.showHolderPhoto || !photoFileId) return null;
    try {
      const photo = await files.readImageAtWidth(record.userId, photoFileId, HOLDER_PHOTO_WIDTH);
      // A rendition comes from the storage as a stream (S3) or as the bytes just made.
      const bytes = Buffer.isBuffer(photo.body) ? photo.body : await buffer(photo.body);
      return `data:${photo.mimeType};base64,${bytes.toString("base64")}`;
    } catch {
      return null;
    }
  }

  /** The record a code names, refused in words when it is no longer shown at the gate. */
  async function shownRecord(kind: GateItemKind, id: string) {
    const record = await findShownRecord(db, kind, id);
    if (!record) throw new AppError(404, "NOT_FOUND", { key: "gate.reason.revoked" });
    return record;
  }

  /** The record a genuine, unexpired signed code names; a forged or expired code is refused in words. */
  async function signedCodeRecord(code: Extract<GateCode, { type: "signed" }>, at: Date) {
    const check = await verifySignedGateCode(code, signer.publicKeys(), at);
    // Without a statement the code is forged or signed with a key we do not know (verifySignedGateCode).
    if (!check.statement) {
      const unknownKey = check.reason === gateCodeMessages.unknownKey;
      throw new AppError(404, "NOT_FOUND", {
        key: unknownKey ? "gate.reason.unknownKey" : "gate.reason.forged",
      });
    }
    if (check.reason === gateCodeMessages.signedExpired)
      throw new AppError(410, "HTTP_ERROR", { key: "gate.reason.signedExpired" });
    return { kind: check.statement.k, id: check.statement.id };
  }

  /** The record a live token or a genuine signed code names, still shown at the gate, and its holder. */
  async function checkedRecord(token: string, at: Date) {
    const code = parseGateCode(token);
    if (!code) throw liveTokenForged();
    const named =
      code.type === "live" ? readLiveToken(secret, code.code, at) : await signedCodeRecord(code, at);
    const record = await shownRecord(named.kind, named.id);
    return { code, record, holder: await findHolder(db, record.userId) };
  }

  return {
    async get(userId: string) {
      const at = now();
      const [holder, rows] = await Promise.all([findHolder(db, userId), listGateRecords(db, userId)]);
      const records = verifiable(rows.map((row) => ({ ...row, hasPhoto: row.front !== null })));
      // The holder's own Smart Check answers are shown to them beside the level, never as part of it.
      const [verifications, ownChecks] = await Promise.all([
        evidence.verifications(records),
        evidence.ownChecks(userId, records),
      ]);
      return {
        holder_name: holder.name,
        holder_photo_url: holder.photoFileId ? `${fileUrl(holder.photoFileId)}?gate` : null,
        items: rows.map((row) =>
          itemView(
            row,
            holder.name,
            at,
            verifications.get(row.id) as RecordVerification,
            ownChecks.get(row.id) ?? null,
          ),
        ),
      };
    },

    async mark(userId: string, kind: GateItemKind, id: string, marking: GateMarkingInput) {
      if (!isUuid(id)) throw notFound();
      const saved = await setGateMarking(db, kind, userId, id, {
        showAtGate: marking.show_at_gate,
        showHolderPhoto: marking.show_holder_photo,
      });
      if (!saved) throw notFound();
      return { kind, id, show_at_gate: saved.showAtGate, show_holder_photo: saved.showHolderPhoto };
    },

    /** A live QR code for one of the worker's records shown at the gate. */
    async liveCode(userId: string, kind: GateItemKind, id: string) {
      if (!isUuid(id)) throw notFound();
      const record = await findShownRecord(db, kind, id);
      if (record?.userId !== userId) throw notFound();
      const at = now();
      return {
        url: `${publicUrl}/verify#${makeLiveToken(secret, kind, id, at)}`,
        expires_at: new Date(at.getTime() + LIVE_TOKEN_VALIDITY_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * Who holds the record behind a live token or a signed code that is genuine and still shown at the gate (a
     * company site's gate matches them with its crew, issue 50); refused in words like the check.
     */
    async identify(token: string) {
      const { record, holder } = await checkedRecord(token, now());
      return {
        userId: record.userId,
        holderName: holder.name,
        holderPhoto: await holderPhoto(record, holder.photoFileId),
      };
    },

    /** The signed list of withdrawn cards, made now (public: gate phones keep it). */
    withdrawals: () => signedWithdrawalList(db, signer, now()),

    /**
     * The check of a live token or a signed code: who holds the card, its status now and how far it is verified.
     * Every check is kept as a scan (the holder's timeline lists it); `checkerUserId` is the signed-in
     * gate-keeper, who gets the scan's id to record a Smart Check outcome on, or null for the public check page.
     */
    async verify(token: string, checkerUserId: string | null = null): Promise<GateVerificationView> {
      const at = now();
      const { code, record, holder } = await checkedRecord(token, at);
      const type = describeType(record.kind, record.type);
      const judged = judgeCardExpiry(record.expiryDate, at);
      const facts = { number: record.number, expiry_date: record.expiryDate, type: record.type };
      const [verifications, scanId] = await Promise.all([
        verificationsOf([record]),
        evidence.logScan({
          holderUserId: record.userId,
          checkerUserId,
          recordKind: record.kind,
          recordId: record.id,
          codeKind: code.type,
          outcome: judged.outcome,
          facts,
          scannedAt: at,
        }),
      ]);
      return {
        ...judged,
        code_kind: code.type,
        holder_name: holder.name,
        holder_photo: await holderPhoto(record, holder.photoFileId),
        kind: record.kind,
        kind_label: gateItemKindLabels[record.kind],
        title: type.title,
        type: record.type,
        scheme: type.scheme,
        number: record.number,
        expiry_date: record.expiryDate,
        urgency: urgencyView(record.expiryDate, at),
        checked_at: at.toISOString(),
        verification: verifications.get(record.id) as RecordVerification,
        scan_id: checkerUserId === null ? null : scanId,
        smart_check: hasSmartCheck(record.kind, record.type),
      };
    },
  };
}
