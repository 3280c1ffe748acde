// `npm run files:migrate-to-s3`: copies every file of the disk store (DATA_DIR/files) into the bucket named by
// S3_BUCKET (with the other S3_ settings), so an instance can move to shared storage without losing an upload.
// Safe to run again, and while the server runs: a file already in the bucket with the same size is skipped, and
// nothing on the disk is changed or removed. Start the instances with S3_BUCKET set once it has finished.
import path from "node:path";
import { createDiskFileStorage } from "../adapters/files/file-storage.ts";
import { createS3FileStorage } from "../adapters/files/s3-file-storage.ts";
import { loadConfig } from "../lib/config.ts";
import { runCommand } from "./run-command.ts";

/** Runs the copy with `env` (the environment by default); says what to print and the exit code. */
export async function migrateFilesToS3(
  env?: Record<string, string | undefined>,
  progress: (message: string) => void = () => undefined,
): Promise<{ exitCode: 0 | 1; message: string }> {
  const config = loadConfig(env);
  if (!config.s3) {
    return {
      exitCode: 1,
      message: "S3_BUCKET is not set: set it (and the other S3_ settings) to copy files into it.",
    };
  }
  const disk = createDiskFileStorage(path.join(config.dataDir, "files"));
  const bucket = createS3FileStorage(config.s3);
  let copied = 0;
  let skipped = 0;
  for await (const { key } of disk.list()) {
    const stored = await disk.open(key);
    if (!stored) continue;
    stored.body.destroy();
    const existing = await bucket.open(key);
    existing?.body.destroy();
    if (existing && existing.sizeBytes === stored.sizeBytes) {
      skipped += 1;
      continue;
    }
    // One file in memory at a time: uploads are at most 10 MB.
    const data = await disk.get(key);
    if (!data) continue;
    await bucket.put(key, data);
    copied += 1;
    if (copied % 100 === 0) progress(`${copied} files copied…`);
  }
  return {
    exitCode: 0,
    message: `Copied ${copied} file${copied === 1 ? "" : "s"} to ${config.s3.bucket}; ${skipped} were there already.`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) runCommand(migrateFilesToS3(undefined, console.info));
