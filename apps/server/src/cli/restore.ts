// `npm run restore -- BACKUP [--data-dir DIR]`: makes DATA_DIR (or DIR) the data of a backup made by
// `npm run backup`. Refuses while a server runs on that folder; the current folder is kept aside, next to it,
// as <folder>.before-restore-<time>. Start the server afterwards: it migrates a backup of an older release.
import path from "node:path";
import { parseArgs } from "node:util";
import { askRunningServer, backupSocketPath, restoreBackup } from "../backup/embedded-backup.ts";
import { configuredDataDir } from "../lib/config.ts";
import { runCommand } from "./run-command.ts";

const usage = "Usage: npm run restore -- BACKUP_FOLDER [--data-dir DIR]   (default DIR: DATA_DIR, ./data)";

/** Runs the command on `args`; `env` replaces the environment in tests. Says what to print and the exit code. */
export async function restore(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<{ exitCode: 0 | 1 | 2; message: string }> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { "data-dir": { type: "string" } },
  });
  const backupDir = positionals[0];
  if (!backupDir || positionals.length > 1) return { exitCode: 2, message: usage };
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : configuredDataDir(env);
  if (await askRunningServer(backupSocketPath(dataDir), { command: "ping" })) {
    return {
      exitCode: 1,
      message: `A SiteReady server is running on ${dataDir}: stop it first (systemctl stop, or Ctrl+C), then restore.`,
    };
  }
  const { manifest, previous } = await restoreBackup({ backupDir, dataDir });
  const files =
    manifest.files.where === "backup"
      ? `${manifest.files.count} files`
      : "no files (they were in the S3 bucket, which this does not touch)";
  return {
    exitCode: 0,
    message: [
      `Restored the backup of ${manifest.createdAt} (the database and ${files}) into ${dataDir}.`,
      previous
        ? `The data that was there is kept in ${previous}; delete it once the restored server is fine.`
        : "",
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) runCommand(restore(process.argv.slice(2)));
