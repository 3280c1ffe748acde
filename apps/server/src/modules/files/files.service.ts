import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { IMAGE_RENDITION_WIDTHS, type ImageRenditionWidth } from "@siteready/domain/files";
import { STORAGE_BYTES_LIMIT } from "@siteready/domain/limits";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import { imageAtWidth, processUpload, type UploadAccept } from "../../adapters/files/upload-processing.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import {
  deleteStoredFiles,
  findStoredFile,
  insertStoredFile,
  listStoredFiles,
  type NewStoredFile,
  type StoredFile,
  storedBytesOf,
} from "./files.repository.ts";
import { renditionKey } from "./renditions.ts";

export interface Upload {
  buffer: Buffer;
  originalName: string;
  accept: UploadAccept;
}

/** What a caller may do with a file of a user: serve it, list it, or have it removed. */
export interface FileContent {
  /** The bytes, streamed from the storage (or in memory when just made, as a new rendition is). */
  body: Buffer | Readable;
  sizeBytes: number;
  mimeType: string;
  /** A download name whose extension matches the stored content (a PNG re-encoded as JPEG ends in .jpg). */
  downloadName: string;
}

type FileIds = ReadonlyArray<string | null | undefined>;

interface WarnLogger {
  warn(details: object, message: string): void;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs; anything that is not a uuid cannot name a record, so it is simply not found. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

const MAX_NAME_LENGTH = 120;

/** Keeps the user's file name for display and downloads, without paths, control characters or quotes. */
function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim();
  return (cleaned === "" ? "file" : cleaned).slice(0, MAX_NAME_LENGTH);
}

function extensionOf(storageKey: string): string {
  const dot = storageKey.lastIndexOf(".");
  return dot === -1 ? "" : storageKey.slice(dot + 1);
}

type Variant = "original" | "thumbnail" | `w${ImageRenditionWidth}`;

function downloadNameFor(file: StoredFile, variant: Variant): string {
  const stem = file.originalName.replace(/\.[^.]*$/, "") || "file";
  if (variant === "original") return `${stem}.${extensionOf(file.storageKey)}`;
  return `${stem}-${variant === "thumbnail" ? "thumbnail" : variant.slice(1)}.webp`;
}

/**
 * Uploaded files of users: bytes in the file storage under `<userId>/…`, one stored_files row each.
 * Records that point at a file (photo, document scan, card sides, certificate) attach and detach them through
 * attachUpload/detachFiles, so a replaced or deleted record never leaves its file behind.
 */
export function createFileService({
  db,
  storage,
  logger,
}: {
  db: Db;
  storage: FileStorage;
  logger?: WarnLogger;
}) {
  /** Checks the upload (type, size, EXIF stripped) and writes its bytes; no row yet. */
  async function storeBytes(userId: string, upload: Upload): Promise<NewStoredFile> {
    const processed = await processUpload(upload.buffer, { accept: upload.accept });
    // Per-user storage limit: one account cannot fill the disk for everyone.
    if ((await storedBytesOf(db, userId)) + processed.sizeBytes > STORAGE_BYTES_LIMIT) {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", { key: "limit.storage" });
    }
    const id = randomUUID();
    const storageKey = `${userId}/${id}.${processed.extension}`;
    const thumbnailKey = processed.thumbnail ? `${userId}/${id}-thumbnail.webp` : null;
    await storage.put(storageKey, processed.data);
    try {
      if (processed.thumbnail && thumbnailKey) await storage.put(thumbnailKey, processed.thumbnail.data);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
    return {
      id,
      userId,
      storageKey,
      thumbnailKey,
      mimeType: processed.mimeType,
      sizeBytes: processed.sizeBytes,
      originalName: cleanFileName(upload.originalName),
      width: processed.width ?? null,
      height: processed.height ?? null,
    };
  }

  /**
   * Removes bytes whose rows are already gone. A failure here leaves only unreferenced bytes behind (the
   * database is already right), so it is logged rather than failing a request that has succeeded.
   */
  async function removeBytes(
    files: ReadonlyArray<{ id: string; storageKey: string; thumbnailKey?: string | null }>,
  ) {
    const keys = files.flatMap((file) => [
      file.storageKey,
      file.thumbnailKey ?? undefined,
      ...IMAGE_RENDITION_WIDTHS.map((width) => renditionKey(file.storageKey, width)),
    ]);
    const results = await Promise.allSettled(
      keys.filter((key): key is string => key !== undefined).map((key) => storage.delete(key)),
    );
    const failed = results.filter((result) => result.status === "rejected").length;
    if (failed > 0)
      logger?.warn({ failed, fileIds: files.map((file) => file.id) }, "could not delete file bytes");
  }

  function presentIds(ids: FileIds): string[] {
    return ids.filter((id): id is string => typeof id === "string");
  }

  return {
    /** Stores an upload on its own (no record points at it yet). */
    async saveUpload(
      userId: string,
      buffer: Buffer,
      originalName: string,
      accept: UploadAccept,
    ): Promise<StoredFile> {
      const file = await storeBytes(userId, { buffer, originalName, accept });
      try {
        return await insertStoredFile(db, file);
      } catch (error) {
        await removeBytes([file]);
        throw error;
      }
    },

    /**
     * Stores an upload and links it to a record in one transaction: `attach` points the record at the new
     * file id and returns the ids of files it replaced (or throws, e.g. notFound). Replaced files' rows go in
     * the same transaction and their bytes after the commit; on any failure the new bytes are removed.
     */
    async attachUpload<T>(
      userId: string,
      upload: Upload,
      attach: (tx: Db, fileId: string) => Promise<{ result: T; replaced: FileIds }>,
    ): Promise<T> {
      const file = await storeBytes(userId, upload);
      let outcome: { result: T; removed: StoredFile[] };
      try {
        outcome = await db.transaction(async (tx) => {
          await insertStoredFile(tx, file);
          const { result, replaced } = await attach(tx, file.id);
          const removed = await deleteStoredFiles(tx, userId, presentIds(replaced));
          return { result, removed };
        });
      } catch (error) {
        await removeBytes([file]);
        throw error;
      }
      await removeBytes(outcome.removed);
      return outcome.result;
    },

    /**
     * Runs `detach` (which unlinks or deletes records and returns the file ids they held) in a transaction
     * that also deletes those files' rows; their bytes go after the commit.
     */
    async detachFiles<T>(
      userId: string,
      detach: (tx: Db) => Promise<{ result: T; detached: FileIds }>,
    ): Promise<T> {
      const outcome = await db.transaction(async (tx) => {
        const { result, detached } = await detach(tx);
        const removed = await deleteStoredFiles(tx, userId, presentIds(detached));
        return { result, removed };
      });
      await removeBytes(outcome.removed);
      return outcome.result;
    },

    /** Deletes one of the user's files (row, then bytes); false when there is no such file of theirs. */
    async deleteFile(userId: string, fileId: string): Promise<boolean> {
      if (!isUuid(fileId)) return false;
      const removed = await deleteStoredFiles(db, userId, [fileId]);
      await removeBytes(removed);
      return removed.length > 0;
    },

    /** The bytes of the user's file or its thumbnail; another user's file, or none, is notFound. */
    async readFile(userId: string, fileId: string, variant: "original" | "thumbnail"): Promise<FileContent> {
      if (!isUuid(fileId)) throw notFound();
      const file = await findStoredFile(db, userId, fileId);
      const key = variant === "thumbnail" ? file?.thumbnailKey : file?.storageKey;
      if (!file || !key) throw notFound();
      const stored = await storage.open(key);
      if (!stored) throw notFound();
      return {
        body: stored.body,
        sizeBytes: stored.sizeBytes,
        mimeType: variant === "thumbnail" ? "image/webp" : file.mimeType,
        downloadName: downloadNameFor(file, variant),
      };
    },

    /**
     * The user's photo at `width` px wide (WebP), made from the stored photo on first request and kept in the
     * file storage; another user's file, a PDF, or none is notFound.
     */
    async readImageAtWidth(userId: string, fileId: string, width: ImageRenditionWidth): Promise<FileContent> {
      if (!isUuid(fileId)) throw notFound();
      const file = await findStoredFile(db, userId, fileId);
      if (!file?.mimeType.startsWith("image/")) throw notFound();
      const key = renditionKey(file.storageKey, width);
      const content = { mimeType: "image/webp", downloadName: downloadNameFor(file, `w${width}`) };
      const stored = await storage.open(key);
      if (stored) return { body: stored.body, sizeBytes: stored.sizeBytes, ...content };
      const original = await storage.get(file.storageKey);
      if (!original) throw notFound();
      const data = await imageAtWidth(original, width);
      // Two instances making the same copy at once both write the same bytes; either write wins.
      await storage.put(key, data);
      return { body: data, sizeBytes: data.length, ...content };
    },

    listFiles: (userId: string) => listStoredFiles(db, userId),

    /** The stored bytes of a file row (export); null when they are missing from the storage. */
    readBytes: (file: Pick<StoredFile, "storageKey">) => storage.get(file.storageKey),

    /** Removes every file of the user from the storage (account deletion; the rows go with the user). */
    deleteAllBytes: (userId: string) => storage.deletePrefix(`${userId}/`),
  };
}

export type FileService = ReturnType<typeof createFileService>;
