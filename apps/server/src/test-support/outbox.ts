import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The decoded text of every message in DATA_DIR/outbox (quoted-printable undone, UTF-8 read as such). */
export function readOutbox(dataDir: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) =>
      readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        // A run of encoded bytes is UTF-8 text: 'Bun=C4=83' is 'Bună'.
        .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8")),
    );
}

/** Every message in DATA_DIR/outbox as the raw bytes a mail program receives, oldest first. */
export function readOutboxRaw(dataDir: string): Buffer[] {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file)));
}
