import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Db } from "../../db/client.ts";
import { findReferencedKeys } from "./files.repository.ts";

export const ORPHAN_FILE_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** An upload writes its bytes just before its row; younger files may be an upload still in progress. */
const ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Deletes stored bytes that no file row points at: what a crash between writing an upload's bytes and
 * committing its row leaves behind. Safe on several instances at once (deleting a missing file is no error).
 */
export async function runOrphanFileSweepJob({
  db,
  storage,
  now,
}: {
  db: Db;
  storage: FileStorage;
  now: Date;
}): Promise<{ removed: number }> {
  const cutoff = now.getTime() - ORPHAN_FILE_MIN_AGE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await findReferencedKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH_SIZE) await sweep();
  }
  await sweep();
  return { removed };
}
