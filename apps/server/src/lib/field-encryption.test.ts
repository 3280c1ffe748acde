import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFieldCipher, FieldEncryptionError, fieldKeyId } from "./field-encryption.ts";

const newKey = () => {
  const key = randomBytes(32).toString("hex");
  return { id: fieldKeyId(key), key };
};

/** Flips one bit of a decoded base64url part and re-encodes it, so the change is real, not cosmetic. */
function flipBit(stored: string, partIndex: number): string {
  const parts = stored.split(".");
  const bytes = Buffer.from(parts[partIndex] ?? "", "base64url");
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[partIndex] = bytes.toString("base64url");
  return parts.join(".");
}

describe("fieldKeyId", () => {
  it("is the first 8 hex characters of the key's SHA-256, the same whatever the hex case", () => {
    const key = "ab".repeat(32);
    expect(fieldKeyId(key)).toMatch(/^[0-9a-f]{8}$/);
    expect(fieldKeyId(key.toUpperCase())).toBe(fieldKeyId(key));
    expect(fieldKeyId("cd".repeat(32))).not.toBe(fieldKeyId(key));
  });

  it("rejects a key that is not 64 hex characters", () => {
    expect(() => fieldKeyId("abc")).toThrow(FieldEncryptionError);
    expect(() => fieldKeyId("zz".repeat(32))).toThrow(/64 hexadecimal/);
  });
});

describe("createFieldCipher", () => {
  const current = newKey();
  const cipher = createFieldCipher({ current });

  it("round-trips values, including empty and non-ASCII text", () => {
    for (const value of ["12345678", "12-34-56", "QQ123456C", "1234567890", "", "Zoë Ñoño £ 🏗️"]) {
      expect(cipher.decrypt(cipher.encrypt(value))).toBe(value);
    }
  });

  it("writes the self-describing format with the current key id", () => {
    const stored = cipher.encrypt("12345678");
    const [version, keyId, iv, tag] = stored.split(".");
    expect(stored.split(".")).toHaveLength(5);
    expect(version).toBe("v1");
    expect(keyId).toBe(current.id);
    expect(Buffer.from(iv ?? "", "base64url")).toHaveLength(12);
    expect(Buffer.from(tag ?? "", "base64url")).toHaveLength(16);
  });

  it("encrypts the same plaintext differently each time (random IV)", () => {
    const first = cipher.encrypt("QQ123456C");
    const second = cipher.encrypt("QQ123456C");
    expect(first).not.toBe(second);
    expect(first.split(".")[2]).not.toBe(second.split(".")[2]);
  });

  it("leaves no trace of the plaintext in the stored value", () => {
    const plaintext = "QQ123456C";
    const stored = cipher.encrypt(plaintext);
    expect(stored).not.toContain(plaintext);
    expect(stored).not.toContain(Buffer.from(plaintext).toString("base64url"));
    expect(stored).not.toContain(Buffer.from(plaintext).toString("hex"));
  });

  it("refuses a value whose ciphertext, tag or iv was altered", () => {
    const stored = cipher.encrypt("12345678");
    for (const partIndex of [2, 3, 4]) {
      expect(() => cipher.decrypt(flipBit(stored, partIndex))).toThrow(/failed authentication/);
    }
  });

  it("refuses a value with a truncated tag or ciphertext", () => {
    const [version, keyId, iv, tag, data] = cipher.encrypt("12345678").split(".") as string[];
    const shortTag = Buffer.from(tag ?? "", "base64url")
      .subarray(0, 8)
      .toString("base64url");
    expect(() => cipher.decrypt([version, keyId, iv, shortTag, data].join("."))).toThrow(/malformed/);
    const shortData = Buffer.from(data ?? "", "base64url")
      .subarray(0, 4)
      .toString("base64url");
    expect(() => cipher.decrypt([version, keyId, iv, tag, shortData].join("."))).toThrow(
      /failed authentication/,
    );
  });

  it("refuses a non-canonical or garbled encoding", () => {
    const stored = cipher.encrypt("12345678");
    const parts = stored.split(".");
    // The 16-byte tag is 22 base64url chars with 4 spare bits; changing those bits must not pass.
    const tag = parts[3] ?? "";
    const last = tag.at(-1) ?? "A";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? "A";
    parts[3] = `${tag.slice(0, -1)}${sibling}`;
    expect(() => cipher.decrypt(parts.join("."))).toThrow(FieldEncryptionError);
    expect(() => cipher.decrypt(stored.replace(/\.([^.]*)$/, ".!$1"))).toThrow(/malformed/);
  });

  it("refuses malformed strings with a clear error", () => {
    for (const value of ["", "12345678", "v1.abc", "v2.a.b.c.d", "v1.a.b.c.d.e"]) {
      expect(() => cipher.decrypt(value)).toThrow(/malformed/);
    }
  });

  it("refuses an unknown key id, naming it", () => {
    const other = createFieldCipher({ current: newKey() });
    const stored = other.encrypt("12345678");
    const unknownId = stored.split(".")[1];
    expect(() => cipher.decrypt(stored)).toThrow(`unknown key id "${unknownId}"`);
  });

  it("refuses a value whose key id header was swapped, even to a known key", () => {
    const previous = newKey();
    const both = createFieldCipher({ current, previous: [previous] });
    const stored = both.encrypt("12345678");
    const relabelled = stored.replace(`.${current.id}.`, `.${previous.id}.`);
    expect(() => both.decrypt(relabelled)).toThrow(/failed authentication/);
  });

  it("never puts the plaintext or stored value into error messages", () => {
    const stored = cipher.encrypt("QQ123456C");
    try {
      cipher.decrypt(flipBit(stored, 4));
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("QQ123456C");
      expect(String(error)).not.toContain(stored.split(".")[4]);
    }
  });

  it("rejects bad key configuration", () => {
    expect(() => createFieldCipher({ current: { id: "k1", key: "short" } })).toThrow(/64 hexadecimal/);
    expect(() => createFieldCipher({ current: { id: "a.b", key: newKey().key } })).toThrow(/key id/);
    expect(() =>
      createFieldCipher({
        current: { id: "same", key: newKey().key },
        previous: [{ id: "same", key: newKey().key }],
      }),
    ).toThrow(/share the id/);
  });
});

describe("key rotation", () => {
  it("reads values written with a previous key and writes new values with the current key", () => {
    const oldKey = newKey();
    const newerKey = newKey();
    const before = createFieldCipher({ current: oldKey });
    const writtenBefore = before.encrypt("12-34-56");
    expect(writtenBefore.split(".")[1]).toBe(oldKey.id);

    const after = createFieldCipher({ current: newerKey, previous: [oldKey] });
    expect(after.decrypt(writtenBefore)).toBe("12-34-56");
    const writtenAfter = after.encrypt("12-34-56");
    expect(writtenAfter.split(".")[1]).toBe(newerKey.id);
    expect(after.decrypt(writtenAfter)).toBe("12-34-56");

    // Once the old key is retired, its values are refused rather than misread.
    const retired = createFieldCipher({ current: newerKey });
    expect(() => retired.decrypt(writtenBefore)).toThrow(/unknown key id/);
    expect(retired.decrypt(writtenAfter)).toBe("12-34-56");
  });

  it("accepts the current key repeated in the previous list", () => {
    const key = newKey();
    const cipher = createFieldCipher({ current: key, previous: [key] });
    expect(cipher.decrypt(cipher.encrypt("x"))).toBe("x");
  });
});
