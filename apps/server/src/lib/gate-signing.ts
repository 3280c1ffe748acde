import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  encodeGateStatement,
  type GateSigningKey,
  type GateStatement,
  SIGNED_CODE_VALIDITY_HOURS,
} from "@siteready/domain/wallet";

/**
 * The Ed25519 keys that sign offline gate codes (decision 0019). Each key is a 32-byte private seed, base64url.
 * The first signs; every one is published for checking, so a key can be rotated in (put the new one first) and
 * the old one kept until the codes it signed have expired (24 hours), then removed.
 */

/** The fixed PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const pkcs8Header = Buffer.from("302e020100300506032b657004220420", "hex");

interface LoadedKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: string;
}

function loadKey(seed: string): LoadedKey {
  const bytes = Buffer.from(seed, "base64url");
  if (bytes.length !== 32) throw new Error("A gate signing key must be 32 bytes, base64url");
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Header, bytes]),
    format: "der",
    type: "pkcs8",
  });
  // The raw public key is the last 32 bytes of its SPKI DER form.
  const raw = createPublicKey(privateKey).export({ format: "der", type: "spki" }).subarray(-32);
  return {
    kid: createHash("sha256").update(raw).digest("base64url").slice(0, 8),
    privateKey,
    publicKey: raw.toString("base64url"),
  };
}

export const newGateSigningKey = () => randomBytes(32).toString("base64url");

/** Keys not given in GATE_SIGNING_KEYS are generated once into DATA_DIR/gate-signing-keys.json (mode 0600). */
export function loadOrCreateGateSigningKeys(dataDir: string): string[] {
  const file = path.join(dataDir, "gate-signing-keys.json");
  if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { keys: string[] }).keys;
  mkdirSync(dataDir, { recursive: true });
  const keys = [newGateSigningKey()];
  writeFileSync(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  return keys;
}

export type GateSigner = ReturnType<typeof createGateSigner>;

export function createGateSigner(seeds: readonly string[]) {
  const keys = seeds.map(loadKey);
  const [current] = keys;
  if (!current) throw new Error("At least one gate signing key is needed");
  return {
    /** The public keys a checker needs, newest first. */
    publicKeys: (): GateSigningKey[] => keys.map((key) => ({ kid: key.kid, public_key: key.publicKey })),

    /** The id of the key that signs now. */
    currentKid: () => current.kid,

    /** The current key's id and Ed25519 signature (base64url) of a text (a site's expected-crew pack). */
    signText(text: string): { kid: string; signature: string } {
      return {
        kid: current.kid,
        signature: sign(null, Buffer.from(text), current.privateKey).toString("base64url"),
      };
    },

    /** A signed code for these facts, valid from `now` for 24 hours. */
    sign(
      facts: Omit<GateStatement, "v" | "kid" | "iat" | "exp">,
      now: Date,
    ): { code: string; expiresAt: Date } {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + SIGNED_CODE_VALIDITY_HOURS * 3600;
      const payload = encodeGateStatement({ v: 1, kid: current.kid, ...facts, iat, exp });
      const signature = sign(null, Buffer.from(payload), current.privateKey).toString("base64url");
      return { code: `s.${payload}.${signature}`, expiresAt: new Date(exp * 1000) };
    },
  };
}
