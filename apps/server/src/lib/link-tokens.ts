import { createHash, createHmac } from "node:crypto";

/**
 * Tokens for links that open a record without signing in (wallet QR codes, share links). A token is the HMAC
 * of a random record id under the server's secret: 256 unguessable bits that the owner's page can show again
 * without the token being stored. Only its SHA-256 is stored, for the lookup.
 */
export function createLinkTokens(secret: string, purpose: string) {
  return {
    tokenFor: (id: string) => createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url"),
  };
}

/** The stored form of a link token. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
