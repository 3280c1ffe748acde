import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The decoded text of every message in DATA_DIR/outbox (quoted-printable soft breaks undone). */
export function readOutbox(dataDir: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) =>
      readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/** Every message in DATA_DIR/outbox as the raw bytes a mail program receives, oldest first. */
export function readOutboxRaw(dataDir: string): Buffer[] {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file)));
}
