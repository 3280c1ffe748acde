import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { StorageFullError } from "../../lib/app-error.ts";

/**
 * Where uploaded files live. Keys are relative, slash-separated paths such as `<userId>/<uuid>.jpg`; the disk
 * implementation maps them under a root folder and the S3-compatible one (s3-file-storage.ts) uses them as object
 * keys. A write that fails because the disk or the bucket is full throws StorageFullError.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing any earlier file; readers never see a half-written file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The stored bytes as a stream with their length, for serving a file without holding it all; null as get. */
  open(key: string): Promise<StoredStream | null>;
  /** Removes the file; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every file under a folder prefix such as `<userId>/` (the trailing slash is optional). The prefix
   * always names whole folders, so `user1` never matches `user10/…`.
   */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key with when it was last written, for sweeps that compare the storage with the database. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

interface StoredStream {
  body: Readable;
  sizeBytes: number;
}

/** The disk or the bucket has no room for the write (ENOSPC, a quota, a full bucket). */
export class InvalidFileKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidFileKeyError";
  }
}

// One conservative alphabet for every backend: no dot-only or hidden segments (temp files start with a dot),
// no backslashes, colons or control characters that mean something to some file system.
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const maxKeyLength = 512;

export function keySegments(key: string): string[] {
  if (key.length === 0 || key.length > maxKeyLength) {
    throw new InvalidFileKeyError(key, `must be 1 to ${maxKeyLength} characters`);
  }
  if (key.startsWith("/")) throw new InvalidFileKeyError(key, "must be relative, not absolute");
  const segments = key.split("/");
  for (const segment of segments) {
    if (segment === "..") throw new InvalidFileKeyError(key, "must not contain '..'");
    if (!segmentPattern.test(segment)) {
      throw new InvalidFileKeyError(
        key,
        "each part must be letters, digits, '.', '-' or '_', not starting with '.'",
      );
    }
  }
  return segments;
}

function isErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && "code" in error && codes.includes(String(error.code));
}

/** Files on the local disk under rootDir (DATA_DIR/files in the app). */
export function createDiskFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function resolveInsideRoot(key: string): string {
    const target = path.resolve(root, ...keySegments(key));
    // Belt and braces after the key check: the final path must still sit strictly inside the root.
    if (!target.startsWith(`${root}${path.sep}`))
      throw new InvalidFileKeyError(key, "escapes the storage root");
    return target;
  }

  return {
    async put(key, data) {
      const target = resolveInsideRoot(key);
      const directory = path.dirname(target);
      await mkdir(directory, { recursive: true });
      // Write beside the target then rename: rename is atomic within one file system.
      const temporary = path.join(directory, `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, data, { flag: "wx", mode: 0o600, flush: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        // No room on the disk, or over the user's or group's quota on it.
        throw isErrorCode(error, "ENOSPC", "EDQUOT") ? new StorageFullError(error) : error;
      }
    },

    async get(key) {
      try {
        return await readFile(resolveInsideRoot(key));
      } catch (error) {
        // A key that names a folder (e.g. a bare user id) holds no file either.
        if (isErrorCode(error, "ENOENT", "EISDIR", "ENOTDIR")) return null;
        throw error;
      }
    },

    async open(key) {
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(resolveInsideRoot(key), "r");
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { body: handle.createReadStream(), sizeBytes: info.size };
      } catch (error) {
        await handle?.close().catch(() => undefined);
        if (isErrorCode(error, "ENOENT", "EISDIR", "ENOTDIR")) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(resolveInsideRoot(key));
      } catch (error) {
        if (isErrorCode(error, "ENOENT", "ENOTDIR")) return;
        throw error;
      }
    },

    async deletePrefix(prefix) {
      const folder = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
      await rm(resolveInsideRoot(folder), { recursive: true, force: true });
    },

    async *list() {
      let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isErrorCode(error, "ENOENT")) return;
        throw error;
      }
      for (const entry of entries) {
        // Temp files (a write in progress) start with a dot and are never keys.
        if (!entry.isFile() || entry.name.startsWith(".")) continue;
        const absolute = path.join(entry.parentPath, entry.name);
        const info = await stat(absolute).catch(() => null);
        if (info)
          yield { key: path.relative(root, absolute).split(path.sep).join("/"), modifiedAt: info.mtime };
      }
    },
  };
}
