import { StorageFullError } from "../../lib/app-error.ts";
import type { S3Settings } from "../../lib/config.ts";
import { createDiskFileStorage, type FileStorage } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";

/**
 * The app's file storage: the bucket when S3 settings are given (every instance of a fleet sees every file),
 * otherwise the disk under `diskRoot`. `isFull` says whether the last write found no room, until a write
 * succeeds again, for /api/health. `holdDeletes` runs work (a backup) during which no file is removed.
 */
export function createFileStorage(options: { s3: S3Settings | undefined; diskRoot: string }): {
  storage: FileStorage;
  isFull: () => boolean;
  holdDeletes: <T>(work: () => Promise<T>) => Promise<T>;
} {
  const inner = options.s3 ? createS3FileStorage(options.s3) : createDiskFileStorage(options.diskRoot);
  let full = false;
  // Removals asked for while a backup copies the files: done once it has finished. A file whose record the
  // backup's database dump still has must be in the backup, and new uploads never reuse a key, so holding
  // removals is all a consistent copy needs. Should the process end meanwhile, the files stay behind unused
  // (the orphan-file sweep removes them later).
  let holders = 0;
  let heldRemovals: Array<() => Promise<void>> = [];
  const removeOrHold = (remove: () => Promise<void>): Promise<void> => {
    if (holders === 0) return remove();
    heldRemovals.push(remove);
    return Promise.resolve();
  };
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
      delete: (key) => removeOrHold(() => inner.delete(key)),
      deletePrefix: (prefix) => removeOrHold(() => inner.deletePrefix(prefix)),
    },
    isFull: () => full,
    async holdDeletes(work) {
      holders += 1;
      try {
        return await work();
      } finally {
        holders -= 1;
        if (holders === 0) {
          const removals = heldRemovals;
          heldRemovals = [];
          for (const remove of removals) await remove().catch(() => undefined);
        }
      }
    },
  };
}
