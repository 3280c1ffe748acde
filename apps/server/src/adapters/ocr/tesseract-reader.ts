import { createRequire } from "node:module";
import path from "node:path";
import type { OcrLine } from "@siteready/domain";
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from "tesseract.js";

/**
 * OCR on our own server with tesseract.js: each worker is a Node worker thread running tesseract's WASM, so
 * reading never blocks the event loop. The English model comes from @tesseract.js-data/eng in node_modules
 * (langPath set, cacheMethod 'none'): tesseract.js would otherwise download it from a CDN, and offline that
 * failure kills the process. Workers start on the first read and stay until close().
 */

export interface TextReader {
  /** The page's lines of text with their confidence (0–100), and their words with their boxes. */
  read(png: Buffer): Promise<OcrLine[]>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The LSTM "best_int" model: the one tesseract.js picks for OEM.LSTM_ONLY; gzipped in the package. */
const englishLangPath = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

export function createTesseractReader({
  workers,
  onError,
}: {
  workers: number;
  onError?: (error: unknown) => void;
}): TextReader {
  let scheduler: Promise<Scheduler> | null = null;

  async function start(): Promise<Scheduler> {
    const started = createScheduler();
    const created = await Promise.all(
      Array.from({ length: workers }, () =>
        createWorker("eng", OEM.LSTM_ONLY, {
          langPath: englishLangPath,
          gzip: true,
          cacheMethod: "none",
          errorHandler: (error: unknown) => onError?.(error),
        }),
      ),
    );
    for (const worker of created) {
      // Prepared images carry no resolution; 300 dpi matches the text size prepareForOcr produces. Tesseract's
      // own diagnostics ("Detected 26 diacritics") go nowhere rather than into the server's output.
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        user_defined_dpi: "300",
        debug_file: "/dev/null",
      });
      started.addWorker(worker);
    }
    return started;
  }

  return {
    async read(png) {
      scheduler ??= start().catch((error: unknown) => {
        scheduler = null;
        throw error;
      });
      const { data } = await (await scheduler).addJob("recognize", png, {}, { blocks: true, text: false });
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            text: line.text.trim(),
            confidence: line.confidence,
            words: line.words.map((word) => ({
              text: word.text,
              confidence: word.confidence,
              box: word.bbox,
            })),
          })),
        ),
      );
    },
    async close() {
      const running = scheduler;
      scheduler = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}
