import { findCardType, type GateItemKind, type GateItemView, gateVerificationNote } from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveSecretToken, hashSecretToken } from "../../lib/secret-tokens.ts";
import { isUuid } from "../files/files.service.ts";
import { documentTitle, fileUrl, thumbnailUrl, urgencyView } from "../profile/profile-views.ts";
import {
  findByGateTokenHash,
  findHolderName,
  type GateImage,
  type GateRecordRow,
  listGateRecords,
  setGateMarking,
} from "./wallet.repository.ts";

const kindLabels: Record<GateItemKind, string> = {
  "skills-card": "Skills card",
  document: "Document",
  qualification: "Qualification",
};

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

const verificationNotFoundMessage =
  "This check link is not valid, or the card is no longer shown at the gate.";

/**
 * The site-gate wallet. Each marked record has a verification token: an HMAC of the record under the server's
 * secret, so the wallet can show it again without storing it; only its SHA-256 is stored, for the lookup, and
 * unmarking clears that, which stops the link working. Tokens are never logged (they travel in a URL fragment
 * and a JSON body, and "token" is a redacted log field).
 */
export function createWalletService({
  db,
  secret,
  publicUrl,
  now = () => new Date(),
}: {
  db: Db;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const tokenFor = (kind: GateItemKind, id: string) =>
    deriveSecretToken(secret, "gate-verification", `${kind}:${id}`);

  function itemView(row: GateRecordRow, at: Date): GateItemView {
    const front = imageUrls(row.front);
    const back = imageUrls(row.back);
    return {
      kind: row.kind,
      id: row.id,
      kind_label: kindLabels[row.kind],
      ...describeType(row.kind, row.type),
      number: row.number,
      issuer: row.issuer,
      expiry_date: row.expiryDate,
      urgency: urgencyView(row.expiryDate, at),
      front_image_url: front.image,
      front_thumbnail_url: front.thumbnail,
      back_image_url: back.image,
      back_thumbnail_url: back.thumbnail,
      verification_url: `${publicUrl}/verify#${tokenFor(row.kind, row.id)}`,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    async get(userId: string) {
      const at = now();
      const [holderName, rows] = await Promise.all([findHolderName(db, userId), listGateRecords(db, userId)]);
      return { holder_name: holderName, items: rows.map((row) => itemView(row, at)) };
    },

    async mark(userId: string, kind: GateItemKind, id: string, showAtGate: boolean) {
      if (!isUuid(id)) throw notFound();
      const gateTokenHash = showAtGate ? hashSecretToken(tokenFor(kind, id)) : null;
      const found = await setGateMarking(db, kind, userId, id, { showAtGate, gateTokenHash });
      if (!found) throw notFound();
      return { kind, id, show_at_gate: showAtGate };
    },

    async verify(token: string) {
      const row = await findByGateTokenHash(db, hashSecretToken(token));
      if (!row) throw new AppError(404, "NOT_FOUND", verificationNotFoundMessage);
      const at = now();
      const type = describeType(row.kind, row.type);
      return {
        kind_label: kindLabels[row.kind],
        title: type.title,
        scheme: type.scheme,
        expiry_date: row.expiryDate,
        urgency: urgencyView(row.expiryDate, at),
        checked_at: at.toISOString(),
        note: gateVerificationNote,
      };
    },
  };
}
