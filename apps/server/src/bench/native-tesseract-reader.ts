import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { OcrLine, OcrWord } from "@siteready/domain/inductions";
import type { TextReader } from "../adapters/ocr/tesseract-reader.ts";
import { serverRoot } from "../lib/server-root.ts";

/**
 * The engine comparison of issue 55: Debian's own tesseract (package tesseract-ocr, 5.3, native code) behind the
 * reader's interface, one process per page with one thread (OMP_THREAD_LIMIT=1, as the product's one worker).
 * `models: "same"` gives it exactly the product's models (tesseract.js's English best_int and our eng_hand), so
 * the engine alone differs; `models: "latin"` reads with Debian's Latin-script model (tesseract-ocr-script-latn,
 * every Latin alphabet's letters: ł, ț, ū …) and eng_hand, for the names the English model strips.
 * Only the bench uses it: the product reads with tesseract.js until a measurement says otherwise.
 */
export function createNativeTesseractReader(models: "same" | "latin"): TextReader {
  const require = createRequire(import.meta.url);
  const folder = mkdtempSync(path.join(tmpdir(), "siteready-native-ocr-"));
  const unzip = (file: string, name: string) =>
    writeFileSync(path.join(folder, name), gunzipSync(readFileSync(file)));
  unzip(path.join(serverRoot, "data/ocr/eng_hand.traineddata.gz"), "eng_hand.traineddata");
  if (models === "same") {
    unzip(require.resolve("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"), "eng.traineddata");
  } else {
    symlinkSync(
      "/usr/share/tesseract-ocr/5/tessdata/script/Latin.traineddata",
      path.join(folder, "Latin.traineddata"),
    );
  }
  const languages = models === "same" ? "eng+eng_hand" : "Latin+eng_hand";

  return {
    read(png, parameters = {}) {
      // The TSV (words with boxes and confidence) by setting, as the `tsv` config file is not in our model folder.
      const settings = {
        tessedit_pageseg_mode: "3",
        user_defined_dpi: "300",
        debug_file: "/dev/null",
        tessedit_create_txt: "0",
        tessedit_create_tsv: "1",
        ...parameters,
      };
      const args = ["stdin", "stdout", "--tessdata-dir", folder, "-l", languages, "--oem", "1"];
      for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
      return new Promise((resolve, reject) => {
        // One thread, through env(1) so the rest of the environment passes on as it is; leptonica's warnings on
        // stderr are not wanted (and unread, they could fill the pipe).
        const child = spawn("env", ["OMP_THREAD_LIMIT=1", "tesseract", ...args], {
          stdio: ["pipe", "pipe", "ignore"],
        });
        const output: Buffer[] = [];
        child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
        child.on("error", reject);
        child.on("close", (code) =>
          code === 0
            ? resolve(linesOfTsv(Buffer.concat(output).toString("utf8")))
            : reject(
                new Error(
                  code === 127
                    ? "tesseract is not installed: apt-get install tesseract-ocr tesseract-ocr-script-latn"
                    : `tesseract exited with ${code}`,
                ),
              ),
        );
        child.stdin.end(png);
      });
    },
    async close() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height, conf, text) as lines. */
export function linesOfTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrWord[]>();
  for (const row of tsv.split("\n").slice(1)) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12) continue;
    const [, , block, paragraph, line, , left, top, width, height, confidence, ...text] = cells;
    const word = text.join("\t").trim();
    if (word === "") continue;
    const key = `${block}.${paragraph}.${line}`;
    const x0 = Number(left);
    const y0 = Number(top);
    const words = lines.get(key) ?? [];
    words.push({
      text: word,
      confidence: Number(confidence),
      box: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) },
    });
    lines.set(key, words);
  }
  return [...lines.values()].map((words) => ({
    text: words.map((word) => word.text).join(" "),
    confidence: words.reduce((sum, word) => sum + word.confidence, 0) / words.length,
    words,
  }));
}
