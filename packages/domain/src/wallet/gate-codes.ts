import { z } from "zod";
import { encoded } from "../fields/fields.ts";
import { daysUntil } from "../renewals/expiry-urgency.ts";
import { gateItemKinds } from "./gate-wallet.ts";

/**
 * The site-gate QR codes (issue 33, decision 0019). A wallet QR links to `/verify#<code>`, where the code is one of:
 * - a live token `t.<…>`: made by the server for the card, changed every minute while the wallet is online and
 *   refused once it is older than LIVE_TOKEN_VALIDITY_SECONDS; only the server can check it (with signal);
 * - a signed statement `s.<payload>.<signature>`: the card's facts and the holder's name, signed by the server
 *   with Ed25519 and valid for at most SIGNED_CODE_VALIDITY_HOURS, which a checker verifies with no signal
 *   against the public keys it fetched earlier.
 */

export const LIVE_TOKEN_VALIDITY_SECONDS = 180;
export const LIVE_TOKEN_REFRESH_SECONDS = 60;
export const SIGNED_CODE_VALIDITY_HOURS = 24;
/** A card that expires within this many days shows amber at the gate. */
const GATE_EXPIRING_SOON_DAYS = 30;

/** What a signed code says, with short names to keep the QR code small. */
const gateStatementSchema = z.object({
  /** Format version. */
  v: z.literal(1),
  /** Id of the signing key. */
  kid: z.string().min(1).max(32),
  /** Kind of record. */
  k: z.enum(gateItemKinds),
  /** Record id (the server checks it is still shown at the gate when the checker has signal). */
  id: z.string().min(1).max(64),
  /** Holder's name. */
  n: z.string().max(200),
  /** Title: card type name, document type or qualification. */
  t: z.string().max(200),
  /** Scheme (CSCS, CPCS …) or null. */
  s: z.string().max(100).nullable(),
  /** Card, document or certificate number, or null. */
  no: z.string().max(100).nullable(),
  /** Expiry date YYYY-MM-DD, or null for none. */
  e: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** Issued at and expires at, seconds since 1970. */
  iat: z.number().int(),
  exp: z.number().int(),
});
export type GateStatement = z.infer<typeof gateStatementSchema>;

/** A public key the server signs gate codes with (raw 32-byte Ed25519 key, base64url). */
const gateSigningKeySchema = z.object({ kid: z.string(), public_key: z.string() });
export type GateSigningKey = z.infer<typeof gateSigningKeySchema>;

export const gateSigningKeysViewSchema = z.object({ keys: z.array(gateSigningKeySchema) });

export type GateCode =
  | { type: "live"; code: string }
  | { type: "signed"; code: string; payload: string; signature: string };

const codePattern = /^(t\.[\w-]{20,120}|s\.[\w-]{20,1200}\.[\w-]{80,90})$/;

/**
 * The code in what a QR code holds: a check link (`…/verify#code`) or the bare code; null for anything else
 * (another site's QR code, a payment link …).
 */
export function parseGateCode(scanned: string): GateCode | null {
  const text = scanned.trim();
  const code = text.includes("#") ? text.slice(text.indexOf("#") + 1) : text;
  if (!codePattern.test(code)) return null;
  if (code.startsWith("t.")) return { type: "live", code };
  const [, payload = "", signature = ""] = code.split(".");
  return { type: "signed", code, payload, signature };
}

/** A signed payload's bytes, from its base64url text (a signed code's statement, an expected-crew pack). */
export const base64UrlToBytes = (text: string) => {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** The bytes a signature covers: the payload as it appears in the code (its base64url text). */
const signedBytes = (payload: string) => new TextEncoder().encode(payload);

export function encodeGateStatement(statement: GateStatement): string {
  const json = new TextEncoder().encode(JSON.stringify(statement));
  return btoa(String.fromCharCode(...json))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The three colours of a gate check, and why a red one is red. */
export type GateOutcome = "green" | "amber" | "red";
export interface GateCheck {
  outcome: GateOutcome;
  /**
   * Why red, what amber means, or that all is well: an encoded message reference (gateCodeMessages), worded in
   * the gate-keeper's language and kept so in the register.
   */
  reason: string;
  statement: GateStatement | null;
}

/** Green while the card is in date, amber within 30 days of its expiry, red once expired. */
export function judgeCardExpiry(
  expiryDate: string | null,
  now: Date,
): { outcome: GateOutcome; reason: string } {
  if (expiryDate === null) return { outcome: "green", reason: encoded("gate.reason.noExpiry") };
  const days = daysUntil(expiryDate, now);
  if (days < 0) return { outcome: "red", reason: gateCodeMessages.cardExpired };
  if (days <= GATE_EXPIRING_SOON_DAYS) {
    return {
      outcome: "amber",
      reason: days === 0 ? encoded("gate.reason.expiresToday") : encoded("gate.reason.expiresIn", { days }),
    };
  }
  return { outcome: "green", reason: gateCodeMessages.inDate };
}

/** The reasons a check gives that code compares with, as encoded message references. */
export const gateCodeMessages = {
  inDate: encoded("gate.reason.inDate"),
  cardExpired: encoded("gate.reason.expired"),
  forged: encoded("gate.reason.forged"),
  unknownKey: encoded("gate.reason.unknownKey"),
  signedExpired: encoded("gate.reason.signedExpired"),
  liveNeedsSignal: encoded("gate.reason.liveNeedsSignal"),
  notAGateCode: encoded("gate.reason.notAGateCode"),
  noKeys: encoded("gate.reason.noKeys"),
} as const;

/**
 * Whether `signature` (base64url) is `key`'s Ed25519 signature of `payload`'s text, with the platform's WebCrypto
 * (browsers and Node alike): the offline gate codes' check, and the gate phone's expected-crew pack's.
 */
export async function isSignedBy(payload: string, signature: string, key: GateSigningKey): Promise<boolean> {
  try {
    const publicKey = await crypto.subtle.importKey(
      "raw",
      base64UrlToBytes(key.public_key),
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    return await crypto.subtle.verify(
      "Ed25519",
      publicKey,
      base64UrlToBytes(signature),
      signedBytes(payload),
    );
  } catch {
    return false;
  }
}

/**
 * Verifies a signed code against the known public keys with the platform's Ed25519 (WebCrypto, in browsers and
 * in Node alike), then judges it: forged, expired code, unknown key or the card's own expiry.
 */
export async function verifySignedGateCode(
  code: Extract<GateCode, { type: "signed" }>,
  keys: readonly GateSigningKey[],
  now: Date,
): Promise<GateCheck> {
  const forged = { outcome: "red" as const, reason: gateCodeMessages.forged, statement: null };
  let statement: GateStatement;
  try {
    const parsed = gateStatementSchema.safeParse(
      JSON.parse(new TextDecoder().decode(base64UrlToBytes(code.payload))),
    );
    if (!parsed.success) return forged;
    statement = parsed.data;
  } catch {
    return forged;
  }
  const key = keys.find((candidate) => candidate.kid === statement.kid);
  if (!key) return { outcome: "red", reason: gateCodeMessages.unknownKey, statement: null };
  const genuine = await isSignedBy(code.payload, code.signature, key);
  if (!genuine) return forged;
  const seconds = Math.floor(now.getTime() / 1000);
  if (seconds > statement.exp || statement.exp - statement.iat > SIGNED_CODE_VALIDITY_HOURS * 3600) {
    return { outcome: "red", reason: gateCodeMessages.signedExpired, statement };
  }
  return { ...judgeCardExpiry(statement.e, now), statement };
}
