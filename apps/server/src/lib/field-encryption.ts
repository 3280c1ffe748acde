import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Encryption at rest for sensitive fields (bank account number, sort code, NI number, UTRs): AES-256-GCM.
 *
 * Stored format: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts). The key id travels with the value so
 * that after a key rotation values written with a previous key still decrypt, and a background job can find
 * and re-encrypt them. The `v1.<keyId>` header is bound into the tag as associated data, so it cannot be
 * altered without decryption failing.
 */

export interface FieldKey {
  id: string;
  /** 32-byte key as 64 hexadecimal characters. */
  key: string;
}

export interface FieldCipher {
  encrypt(plaintext: string): string;
  decrypt(stored: string): string;
}

/** Thrown for malformed, tampered or unknown-key values; never carries the value itself. */
export class FieldEncryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FieldEncryptionError";
  }
}

const formatVersion = "v1";
const ivBytes = 12;
const tagBytes = 16;
const hexKeyPattern = /^[0-9a-fA-F]{64}$/;
const keyIdPattern = /^[0-9A-Za-z_-]+$/;
const base64UrlPattern = /^[A-Za-z0-9_-]*$/;

function keyBytes(hexKey: string): Buffer {
  if (!hexKeyPattern.test(hexKey)) {
    throw new FieldEncryptionError("Field encryption key must be 64 hexadecimal characters (a 256-bit key)");
  }
  return Buffer.from(hexKey, "hex");
}

/** A short, stable id for a key (first 8 hex chars of its SHA-256); a one-way hash, so it reveals nothing. */
export function fieldKeyId(hexKey: string): string {
  return createHash("sha256").update(keyBytes(hexKey)).digest("hex").slice(0, 8);
}

/** Strict base64url: Buffer.from silently skips bad characters and ignores spare trailing bits. */
function decodePart(part: string, name: string): Buffer {
  const bytes = Buffer.from(part, "base64url");
  if (!base64UrlPattern.test(part) || bytes.toString("base64url") !== part) {
    throw new FieldEncryptionError(`Encrypted field is malformed: invalid ${name}`);
  }
  return bytes;
}

/** The cipher of the configured key (FIELD_ENCRYPTION_KEY), named by its id. */
export function fieldCipherOfKey(hexKey: string): FieldCipher {
  return createFieldCipher({ current: { id: fieldKeyId(hexKey), key: hexKey } });
}

export function createFieldCipher(keys: { current: FieldKey; previous?: FieldKey[] }): FieldCipher {
  const keysById = new Map<string, Buffer>();
  for (const { id, key } of [keys.current, ...(keys.previous ?? [])]) {
    if (!keyIdPattern.test(id)) {
      throw new FieldEncryptionError(`Field encryption key id "${id}" may only use letters, digits, - and _`);
    }
    const bytes = keyBytes(key);
    const known = keysById.get(id);
    if (known && !known.equals(bytes)) {
      throw new FieldEncryptionError(`Two different field encryption keys share the id "${id}"`);
    }
    keysById.set(id, bytes);
  }
  const currentId = keys.current.id;
  const currentKey = keyBytes(keys.current.key);

  return {
    encrypt(plaintext) {
      const header = `${formatVersion}.${currentId}`;
      // A fresh random IV per value: GCM must never reuse an IV with the same key.
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv("aes-256-gcm", currentKey, iv, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(header, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        header,
        iv.toString("base64url"),
        tag.toString("base64url"),
        ciphertext.toString("base64url"),
      ].join(".");
    },

    decrypt(stored) {
      const parts = stored.split(".");
      if (parts.length !== 5 || parts[0] !== formatVersion) {
        throw new FieldEncryptionError(
          `Encrypted field is malformed: expected ${formatVersion}.<keyId>.<iv>.<tag>.<data>`,
        );
      }
      const [version, keyId, ivPart, tagPart, dataPart] = parts as [string, string, string, string, string];
      const key = keysById.get(keyId);
      if (!key) {
        throw new FieldEncryptionError(
          `Encrypted field uses unknown key id "${keyId}": add that key to the previous keys to read it`,
        );
      }
      const iv = decodePart(ivPart, "iv");
      const tag = decodePart(tagPart, "tag");
      const ciphertext = decodePart(dataPart, "data");
      if (iv.length !== ivBytes || tag.length !== tagBytes) {
        throw new FieldEncryptionError("Encrypted field is malformed: wrong iv or tag length");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(`${version}.${keyId}`, "utf8"));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
      } catch {
        throw new FieldEncryptionError(
          "Encrypted field failed authentication: it was altered or the key is wrong",
        );
      }
    },
  };
}
