import { createHmac, timingSafeEqual } from "node:crypto";
import { type GateItemKind, gateItemKinds, LIVE_TOKEN_VALIDITY_SECONDS } from "@siteready/domain/wallet";
import { AppError } from "../../lib/app-error.ts";

/**
 * Live gate tokens (decision 0019): `t.` + base64url of kind (1 byte), record id (16 bytes), issued-at (4 bytes,
 * seconds) and the first 16 bytes of their HMAC-SHA256 under the server's secret. Nothing is stored: any
 * instance checks one with the shared secret, and the issued-at says when it stops working.
 */

const MAC_BYTES = 16;

const macOf = (secret: string, body: Buffer) =>
  createHmac("sha256", secret).update("gate-live-token:").update(body).digest().subarray(0, MAC_BYTES);

export function makeLiveToken(secret: string, kind: GateItemKind, id: string, now: Date): string {
  const body = Buffer.alloc(21);
  body.writeUInt8(gateItemKinds.indexOf(kind), 0);
  Buffer.from(id.replace(/-/g, ""), "hex").copy(body, 1);
  body.writeUInt32BE(Math.floor(now.getTime() / 1000), 17);
  return `t.${Buffer.concat([body, macOf(secret, body)]).toString("base64url")}`;
}

export const liveTokenForged = () => new AppError(404, "NOT_FOUND", { key: "gate.reason.forged" });

/** The record a live token names; a made-up or changed token is 404, an old one 410, each said in words. */
export function readLiveToken(secret: string, token: string, now: Date): { kind: GateItemKind; id: string } {
  const bytes = Buffer.from(token.slice(2), "base64url");
  if (!token.startsWith("t.") || bytes.length !== 21 + MAC_BYTES) throw liveTokenForged();
  const body = bytes.subarray(0, 21);
  if (!timingSafeEqual(bytes.subarray(21), macOf(secret, body))) throw liveTokenForged();
  const kind = gateItemKinds[body.readUInt8(0)];
  if (!kind) throw liveTokenForged();
  const age = Math.floor(now.getTime() / 1000) - body.readUInt32BE(17);
  if (age > LIVE_TOKEN_VALIDITY_SECONDS)
    throw new AppError(410, "HTTP_ERROR", { key: "gate.reason.liveExpired" });
  const hex = body.subarray(1, 17).toString("hex");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { kind, id };
}
