import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import {
  chmod,
  copyFile,
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  unlink,
  writeFile,
} from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "../adapters/files/file-storage.ts";
import { openEmbeddedClient } from "../db/client.ts";

/**
 * Backups of the embedded database (PGlite in DATA_DIR/db) and the uploaded files (DATA_DIR/files), and their
 * restore: `npm run backup` and `npm run restore` (cli/backup.ts, cli/restore.ts; docs/operations.md).
 *
 * Only one process can open a PGlite directory, so while the server runs the backup is made by the server: it
 * listens on a Unix socket in DATA_DIR (mode 0600: whoever may use it may read DATA_DIR anyway) and, asked for a
 * backup, dumps the database between two transactions, then copies the files while holding file removals. An
 * upload writes its bytes before its row and never reuses a key, so every file the dump refers to is on disk
 * when the dump is taken and stays there until the copy is done; files uploaded after the dump may be copied
 * too, referred to by nothing (the orphan-file sweep removes them after a restore). When no server runs, the
 * command opens the directory itself.
 *
 * A backup is a folder: `db.tar.gz` (PGlite's dump of its data directory), `files/` (when files are on disk),
 * the generated key files of DATA_DIR (without FIELD_ENCRYPTION_KEY the restored bank and tax fields cannot be
 * read) and `siteready-backup.json`, written last: a folder without it is an unfinished backup.
 */

const manifestFileName = "siteready-backup.json";
const databaseFileName = "db.tar.gz";
/** Keys the server generates into DATA_DIR when the environment does not give them (lib/config.ts). */
const keyFileNames = ["secrets.json", "gate-signing-keys.json"];

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The server version that made it. */
  version: string;
  database: typeof databaseFileName;
  /** Files copied into files/, or left in the S3 bucket (back that up on its own: docs/operations.md). */
  files: { where: "backup"; count: number; bytes: number } | { where: "bucket" };
  keyFiles: string[];
}

/** Where a running server takes backup requests. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, "backup.sock");
}

/** Makes `destination` (a new or empty folder) a backup. */
export async function writeBackup(options: {
  dumpDatabase: () => Promise<Blob>;
  /** The disk storage to copy from; undefined when files are in a bucket. */
  files: { storage: FileStorage; holdDeletes: <T>(work: () => Promise<T>) => Promise<T> } | undefined;
  dataDir: string;
  destination: string;
  version: string;
}): Promise<BackupManifest> {
  const destination = path.resolve(options.destination);
  await mkdir(destination, { recursive: true, mode: 0o700 });
  if ((await readdir(destination)).length > 0) throw new Error(`${destination} is not empty`);

  const copy = async (): Promise<BackupManifest["files"] | undefined> => {
    const dump = await options.dumpDatabase();
    await writeFile(path.join(destination, databaseFileName), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
    if (!options.files) return undefined;
    let count = 0;
    let bytes = 0;
    for await (const { key } of options.files.storage.list()) {
      const stored = await options.files.storage.open(key);
      if (!stored) continue;
      const target = path.join(destination, "files", ...key.split("/"));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(stored.body, createWriteStream(target, { mode: 0o600 }));
      count += 1;
      bytes += stored.sizeBytes;
    }
    return { where: "backup", count, bytes };
  };
  const files = options.files ? await options.files.holdDeletes(copy) : await copy();

  const keyFiles: string[] = [];
  for (const name of keyFileNames) {
    if (!existsSync(path.join(options.dataDir, name))) continue;
    await copyFile(path.join(options.dataDir, name), path.join(destination, name));
    await chmod(path.join(destination, name), 0o600);
    keyFiles.push(name);
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    version: options.version,
    database: databaseFileName,
    files: files ?? { where: "bucket" },
    keyFiles,
  };
  await writeFile(path.join(destination, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

type SocketRequest = { command: "ping" } | { command: "backup"; destination: string };
type SocketAnswer = { ok: true; manifest?: BackupManifest } | { ok: false; error: string };

/**
 * The running server's side: answers backup requests on DATA_DIR/backup.sock, one line of JSON each way.
 * Returns a function that stops listening and removes the socket.
 */
export async function serveBackupRequests(options: {
  socketPath: string;
  backup: (destination: string) => Promise<BackupManifest>;
  onError: (error: unknown) => void;
}): Promise<() => Promise<void>> {
  // A socket file left by a server that did not stop cleanly; a live one would have answered (checked by
  // the CLIs), and two servers never share one embedded database.
  await unlink(options.socketPath).catch(() => undefined);
  const server = net.createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (!received.includes("\n") || received.length > 10_000) return;
      socket.pause();
      void answer(received.slice(0, received.indexOf("\n"))).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
  });
  async function answer(line: string): Promise<SocketAnswer> {
    try {
      const request = JSON.parse(line) as SocketRequest;
      if (request.command === "ping") return { ok: true };
      if (request.command === "backup" && path.isAbsolute(request.destination)) {
        return { ok: true, manifest: await options.backup(request.destination) };
      }
      return { ok: false, error: "unknown request" };
    } catch (error) {
      options.onError(error);
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(options.socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await unlink(options.socketPath).catch(() => undefined);
  };
}

/** The CLIs' side: the running server's answer, or null when no server listens on DATA_DIR's socket. */
export function askRunningServer(socketPath: string, request: SocketRequest): Promise<SocketAnswer | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null);
    const socket = net.createConnection(socketPath);
    let received = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received) as SocketAnswer);
      } catch {
        reject(new Error("the running server gave no answer"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: a server that stopped without removing it.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
  });
}

/** Reads and checks a backup folder's manifest. */
async function readManifest(backupDir: string): Promise<BackupManifest> {
  const file = path.join(backupDir, manifestFileName);
  if (!existsSync(file)) {
    throw new Error(`${backupDir} has no ${manifestFileName}: not a SiteReady backup, or an unfinished one`);
  }
  const manifest = JSON.parse(await readFile(file, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Makes `dataDir` the backup's data: builds the restored folder beside it (database loaded and closed, so a
 * broken dump fails here, before anything is moved), then moves the current folder aside and the restored one
 * in its place. Returns where the previous data went (nothing is deleted). The caller makes sure no server runs.
 */
export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
}): Promise<{ manifest: BackupManifest; previous: string | undefined }> {
  const backupDir = path.resolve(options.backupDir);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await readManifest(backupDir);
  const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
  const staging = `${dataDir}.restoring-${stamp}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const dump = new Blob([await readFile(path.join(backupDir, manifest.database))]);
    const client = await openEmbeddedClient(path.join(staging, "db"), dump);
    await client.close();
    if (manifest.files.where === "backup" && existsSync(path.join(backupDir, "files"))) {
      await cp(path.join(backupDir, "files"), path.join(staging, "files"), { recursive: true });
    }
    for (const name of manifest.keyFiles) {
      await copyFile(path.join(backupDir, name), path.join(staging, name));
      await chmod(path.join(staging, name), 0o600);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let previous: string | undefined;
  if (existsSync(dataDir)) {
    previous = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, previous);
  }
  await rename(staging, dataDir);
  return { manifest, previous };
}
