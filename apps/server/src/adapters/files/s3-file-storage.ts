import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { StorageFullError } from "../../lib/app-error.ts";
import type { S3Settings } from "../../lib/config.ts";
import { type FileStorage, InvalidFileKeyError, keySegments } from "./file-storage.ts";

/**
 * A bucket answers a request within this, or the request fails; with one retry an upload's write is over
 * within about 20 s, so an upload is answered well within a minute.
 */
const S3_REQUEST_TIMEOUT_MS = 10_000;
const S3_CONNECT_TIMEOUT_MS = 3_000;

/** What services answer when a bucket or its account has no room left. */
const fullBucketErrors = new Set([
  "XMinioStorageFull",
  "StorageFull",
  "QuotaExceeded",
  "InsufficientStorage",
]);

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

function isFull(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (fullBucketErrors.has(error.name) || error.$metadata.httpStatusCode === 507)
  );
}

/** Keys checked as on disk, so moving a store between the two never meets a key one of them refuses. */
function checkedKey(key: string): string {
  keySegments(key);
  return key;
}

/** The folder prefix of deletePrefix, always with one trailing slash; the whole bucket is refused. */
function folderPrefix(prefix: string): string {
  const folder = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  if (folder === "" || folder === ".") throw new InvalidFileKeyError(prefix, "must name a folder");
  return `${checkedKey(folder)}/`;
}

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …), so every instance
 * of a fleet serves every upload. A put is one PutObject: readers see the old object or the new one, never half.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: several S3-compatible stores reject the newer optional ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { requestTimeout: S3_REQUEST_TIMEOUT_MS, connectionTimeout: S3_CONNECT_TIMEOUT_MS },
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Every key under `prefix` (all when undefined), a page of at most 1,000 at a time. */
  async function* pages(prefix?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, ContinuationToken, ...(prefix ? { Prefix: prefix } : {}) }),
      );
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    client,

    async put(key, data) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data }));
      } catch (error) {
        throw isFull(error) ? new StorageFullError(error) : error;
      }
    },

    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, sizeBytes: object.ContentLength ?? 0 };
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },

    async deletePrefix(prefix) {
      for await (const contents of pages(folderPrefix(prefix))) {
        const Objects = contents.flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (Objects.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        }
      }
    },

    async *list() {
      for await (const contents of pages()) {
        for (const object of contents) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
}
