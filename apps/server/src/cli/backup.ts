// `npm run backup -- [FOLDER]`: a consistent copy of the embedded database and the uploaded files of DATA_DIR in
// FOLDER (a new or empty folder; default ./backups/siteready-<time>). While the server runs it makes the copy
// (through DATA_DIR/backup.sock); when it does not, this command opens the database itself: do not start the
// server meanwhile. On PostgreSQL use pg_dump instead (docs/operations.md).
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createFileStorage } from "../adapters/files/storage-from-config.ts";
import {
  askRunningServer,
  type BackupManifest,
  backupSocketPath,
  writeBackup,
} from "../backup/embedded-backup.ts";
import { dumpBetweenTransactions, openEmbeddedClient } from "../db/client.ts";
import { loadConfig } from "../lib/config.ts";
import { runCommand } from "./run-command.ts";

const usage =
  "Usage: npm run backup -- [FOLDER]   (a new or empty folder; default ./backups/siteready-<time>)";

function describe(destination: string, manifest: BackupManifest, by: string): string {
  const files =
    manifest.files.where === "backup"
      ? `${manifest.files.count} files (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB)`
      : "no files (they are in the S3 bucket: back it up on its own, docs/operations.md)";
  return `Backed up the database and ${files} to ${destination} (${by}). It holds the keys too: keep it private.`;
}

/** Runs the command on `args`; `env` replaces the environment in tests. Says what to print and the exit code. */
export async function backup(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<{ exitCode: 0 | 1 | 2; message: string }> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length > 1) return { exitCode: 2, message: usage };
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const destination = path.resolve(positionals[0] ?? path.join("backups", `siteready-${stamp}`));
  const config = loadConfig(env, { SCHEDULED_JOBS: "off" });
  if (config.databaseUrl) {
    return {
      exitCode: 1,
      message:
        "DATABASE_URL is set: this command backs up the embedded database only. On PostgreSQL use pg_dump, and back up the S3 bucket (docs/operations.md).",
    };
  }

  const answer = await askRunningServer(backupSocketPath(config.dataDir), {
    command: "backup",
    destination,
  });
  if (answer?.ok && answer.manifest) {
    return { exitCode: 0, message: describe(destination, answer.manifest, "made by the running server") };
  }
  if (answer && !answer.ok)
    return { exitCode: 1, message: `The running server could not back up: ${answer.error}` };

  const databaseDir = path.join(config.dataDir, "db");
  if (!existsSync(databaseDir)) {
    return { exitCode: 1, message: `There is no embedded database in ${config.dataDir} (DATA_DIR).` };
  }
  const client = await openEmbeddedClient(databaseDir);
  try {
    const { storage, holdDeletes } = createFileStorage({
      s3: config.s3,
      diskRoot: path.join(config.dataDir, "files"),
    });
    const manifest = await writeBackup({
      dumpDatabase: () => dumpBetweenTransactions(client),
      files: config.s3 ? undefined : { storage, holdDeletes },
      dataDir: config.dataDir,
      destination,
      version: config.version,
    });
    return { exitCode: 0, message: describe(destination, manifest, "the server was not running") };
  } finally {
    await client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCommand(backup(process.argv.slice(2)));
