import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CorpusEntry } from "../ocr-corpus/truth.ts";
import type { Shot } from "./camera.ts";
import type { OutsideRecord } from "./values.ts";

/** Where the outside corpus lives, and what its truth.json holds (the truth in the first corpus's shape). */
export const outsideCorpusFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../test-fixtures/ocr-outside-corpus",
);

export interface OutsideEntry extends Pick<CorpusEntry, "id" | "layout" | "hand" | "heldOut"> {
  /** "outside": never tuned on (heldOut), the bench's outside figure; "tuning": may be looked at. */
  part: "tuning" | "outside";
  skew: number;
  shot: Shot;
  record: OutsideRecord;
  truth: CorpusEntry["truth"];
}

export function loadOutsideCorpus(): OutsideEntry[] {
  return JSON.parse(readFileSync(path.join(outsideCorpusFolder, "truth.json"), "utf8")) as OutsideEntry[];
}

export const outsideCorpusImage = (id: string, kind: "scan" | "photo") =>
  readFileSync(path.join(outsideCorpusFolder, `${id}-${kind}.jpg`));
