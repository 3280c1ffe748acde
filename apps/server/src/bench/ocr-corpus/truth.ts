import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PhotoParams } from "./photo.ts";
import type { CorpusRecord } from "./records.ts";

/** Where the committed corpus lives, and what truth.json beside the images holds. */
export const corpusFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../test-fixtures/ocr-corpus",
);

export interface CorpusEntry {
  id: string;
  layout: string;
  hand: boolean;
  heldOut: boolean;
  photo: PhotoParams;
  record: CorpusRecord;
  truth: {
    site_name: string;
    company_name: string;
    project_name: string;
    date: string;
    supervisor_name: string;
    safety_briefing: boolean;
    ppe_requirements: string[];
    /** Only where the layout prints an end date: ISO, or null when its box was left blank. */
    valid_until?: string | null;
  };
}

export function loadCorpus(): CorpusEntry[] {
  return JSON.parse(readFileSync(path.join(corpusFolder, "truth.json"), "utf8")) as CorpusEntry[];
}

export const corpusImage = (id: string, kind: "scan" | "photo") =>
  readFileSync(path.join(corpusFolder, `${id}-${kind}.jpg`));
