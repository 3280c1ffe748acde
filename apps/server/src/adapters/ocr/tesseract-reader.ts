import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OcrLine } from "@siteready/domain/inductions";
import { createScheduler, createWorker, OEM, type Page, PSM, type Scheduler } from "tesseract.js";
import { serverRoot } from "../../lib/server-root.ts";

/**
 * OCR on our own server with tesseract.js: each worker is a Node worker thread running tesseract's WASM, so
 * reading never blocks the event loop. The models are read from disk (langPath set, cacheMethod 'none'):
 * tesseract.js would otherwise download them from a CDN, and offline that failure kills the process. Workers
 * start on the first read and stay until close().
 */

export interface TextReader {
  /**
   * The page's lines of text with their confidence (0–100), and their words with their boxes. `parameters` are
   * tesseract's own, for this read only (tesseract.js sets them for the job and puts them back after).
   */
  read(png: Buffer, parameters?: Record<string, string>): Promise<OcrLine[]>;
  /**
   * One line holding a person's name, read with the models of the languages whose letters English has not
   * (ł, ś, ț, ă, ū, č…): our workers' and their supervisors' names. Absent where no such models are.
   */
  readName?(png: Buffer): Promise<OcrLine[]>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/**
 * Two models: English first, the LSTM "best_int" model tesseract.js picks for OEM.LSTM_ONLY (gzipped in
 * @tesseract.js-data/eng), and "eng_hand", the same model fine-tuned on handwriting-style fonts
 * (scripts/ocr-train-handwriting.sh, decision 0018's fourth pass), which tesseract tries on the words English
 * reads badly. English alone misreads hand-filled values letter by letter; the fine-tuned model alone read a
 * few typed words worse ("Lewancowska").
 */
const pageModels = {
  eng: require.resolve("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"),
  eng_hand: path.join(serverRoot, "data/ocr/eng_hand.traineddata.gz"),
};
/**
 * Polish, Romanian and Lithuanian, the app's languages written in Latin letters (a Bulgarian name on a UK form is
 * spelt in English ones): read only over a name English has read, to give back the letters it drops
 * ("Łukasz Zieliński" read as "tukasz Zielinski"), decision 0018.
 */
const nameModels = {
  pol: require.resolve("@tesseract.js-data/pol/4.0.0_best_int/pol.traineddata.gz"),
  ron: require.resolve("@tesseract.js-data/ron/4.0.0_best_int/ron.traineddata.gz"),
  lit: require.resolve("@tesseract.js-data/lit/4.0.0_best_int/lit.traineddata.gz"),
};
type Models = Record<string, string>;

/**
 * tesseract.js reads all its models from one folder (langPath), and its way of handing over a model's bytes
 * instead is broken in 7.0 (it takes the bytes for the model's name): the models are linked into a temporary
 * folder of their own.
 */
function modelFolder(models: Models): string {
  const folder = mkdtempSync(path.join(tmpdir(), "siteready-ocr-models-"));
  for (const [name, file] of Object.entries(models))
    symlinkSync(file, path.join(folder, `${name}.traineddata.gz`));
  return folder;
}

/** Tesseract's words as our lines: each line's text, its confidence, its words with their boxes. */
function linesOf(data: Page): OcrLine[] {
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence,
        words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, box: word.bbox })),
      })),
    ),
  );
}

/** Workers reading with `models`, started on the first job and kept until stopped. */
function lazyScheduler(
  models: Models,
  {
    workers,
    pageSegMode,
    onError,
  }: { workers: number; pageSegMode: PSM; onError?: (error: unknown) => void },
) {
  let scheduler: Promise<Scheduler> | null = null;

  async function start(): Promise<Scheduler> {
    const started = createScheduler();
    const langPath = modelFolder(models);
    // Workers load their models as they start: the folder is gone once they have.
    const created = await Promise.all(
      Array.from({ length: workers }, () =>
        createWorker(Object.keys(models).join("+"), OEM.LSTM_ONLY, {
          langPath,
          gzip: true,
          cacheMethod: "none",
          errorHandler: (error: unknown) => onError?.(error),
        }),
      ),
    ).finally(() => rmSync(langPath, { recursive: true, force: true }));
    for (const worker of created) {
      // Prepared images carry no resolution; 300 dpi matches the text size prepareForOcr produces. Tesseract's
      // own diagnostics ("Detected 26 diacritics") go nowhere rather than into the server's output. A line is
      // read again inverted (white on black) only when read below half sure, not below 70%: a blurred photo's
      // lines were nearly all read twice for nothing (a read's CPU 9% less, the words the same).
      await worker.setParameters({
        tessedit_pageseg_mode: pageSegMode,
        user_defined_dpi: "300",
        debug_file: "/dev/null",
        invert_threshold: "0.5",
      });
      started.addWorker(worker);
    }
    return started;
  }

  return {
    async read(png: Buffer, parameters: Record<string, string> = {}): Promise<OcrLine[]> {
      scheduler ??= start().catch((error: unknown) => {
        scheduler = null;
        throw error;
      });
      const { data } = await (await scheduler).addJob("recognize", png, parameters, {
        blocks: true,
        text: false,
      });
      return linesOf(data);
    },
    async stop() {
      const running = scheduler;
      scheduler = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}

export function createTesseractReader({
  workers,
  onError,
}: {
  workers: number;
  onError?: (error: unknown) => void;
}): TextReader {
  const pages = lazyScheduler(pageModels, { workers, pageSegMode: PSM.AUTO, onError });
  // Names are a line each and few: one worker is enough, started on the first name read.
  const names = lazyScheduler(nameModels, { workers: 1, pageSegMode: PSM.SINGLE_LINE, onError });
  return {
    read: pages.read,
    readName: (png) => names.read(png),
    async close() {
      await Promise.all([pages.stop(), names.stop()]);
    },
  };
}
