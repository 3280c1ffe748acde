import { StorageFullError } from "../../lib/app-error.ts";
import type { S3Settings } from "../../lib/config.ts";
import { createDiskFileStorage, type FileStorage } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";

/**
 * The app's file storage: the bucket when S3 settings are given (every instance of a fleet sees every file),
 * otherwise the disk under `diskRoot`. `isFull` says whether the last write found no room, until a write
 * succeeds again, for /api/health.
 */
export function createFileStorage(options: { s3: S3Settings | undefined; diskRoot: string }): {
  storage: FileStorage;
  isFull: () => boolean;
} {
  const inner = options.s3 ? createS3FileStorage(options.s3) : createDiskFileStorage(options.diskRoot);
  let full = false;
  return {
    storage: {
      ...inner,
      async put(key, data) {
        try {
          await inner.put(key, data);
          full = false;
        } catch (error) {
          if (error instanceof StorageFullError) full = true;
          throw error;
        }
      },
    },
    isFull: () => full,
  };
}
