import { afterAll, describe, expect, it } from "vitest";
import { corpusImage } from "../../bench/ocr-corpus/truth.ts";
import { readInductionPhoto } from "./read-induction-photo.ts";
import { createTesseractReader, type TextReader } from "./tesseract-reader.ts";

/** Hand-filled phone photos from the corpus's tuning records (never the held-out quarter). */
describe("readInductionPhoto on a hand-filled photo", () => {
  const reader = createTesseractReader({ workers: 1 });
  afterAll(() => reader.close());

  it("reads an unsure page again: a name the first read broke ('Declan Mu phy') comes out whole", async () => {
    const { fields } = await readInductionPhoto(corpusImage("095-hand-lined-form", "photo"), reader);
    expect(fields.supervisor_name?.value).toBe("Declan Murphy");
  }, 60_000);

  it("takes a field only the darkened read found: the date written as 'Sunday 8 March 2026'", async () => {
    const { fields } = await readInductionPhoto(corpusImage("024-hand-checklist", "photo"), reader);
    expect(fields.date?.value).toBe("2026-03-08");
    // Read by one of the reads only: never marked sure.
    expect(fields.date?.confidence).toBeLessThan(95);
  }, 60_000);

  it("reads with tesseract's local (Sauvola) threshold too: a date only that read makes out ('4th Jan 2026')", async () => {
    const { fields } = await readInductionPhoto(corpusImage("048-hand-checklist", "photo"), reader);
    expect(fields.date?.value).toBe("2026-01-04");
    expect(fields.date?.confidence).toBeLessThan(95);
  }, 60_000);

  it("reads an upright hand-filled page without reading it upside down as well, then four ways", async () => {
    const reads: Array<Record<string, string> | undefined> = [];
    const counting: TextReader = {
      read: (png, parameters) => {
        reads.push(parameters);
        return reader.read(png, parameters);
      },
      close: () => reader.close(),
    };
    const { photo } = await readInductionPhoto(corpusImage("009-hand-boxed-form", "photo"), counting);
    expect(photo.quarterTurns).toBe(0);
    // The plain read, then the thickened one, Sauvola's and the darkened Sauvola: no turned-over read.
    expect(reads).toEqual([undefined, undefined, { thresholding_method: "2" }, { thresholding_method: "2" }]);
  }, 60_000);

  it("reads the page with its strokes thickened too: a project the thin-stroked reads misspell ('Sewer Diversien')", async () => {
    const { fields } = await readInductionPhoto(corpusImage("011-hand-lined-form", "photo"), reader);
    expect(fields.project_name?.value).toBe("Sewer Diversion");
  }, 60_000);
});

/** Typed sheets of the corpus's second part (tuning records): PPE ticked off a printed list, an end date. */
describe("readInductionPhoto on a PPE checklist", () => {
  const reader = createTesseractReader({ workers: 1 });
  afterAll(() => reader.close());

  it("reads the items ticked in their boxes, not the empty ones, and the valid-until date beside the induction's", async () => {
    const { fields } = await readInductionPhoto(corpusImage("137-ppe-tick-form", "photo"), reader);
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "ear_defenders"]);
    expect(fields.date?.value).toBe("2025-10-31");
    expect(fields.valid_until?.value).toBe("2026-10-31");
  }, 120_000);

  it("reads a tick or a cross drawn in a 'Required' column, and the expiry date", async () => {
    const { fields } = await readInductionPhoto(corpusImage("142-ppe-mark-table", "scan"), reader);
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "eye_protection"]);
    expect(fields.valid_until?.value).toBe("2026-07-13");
  }, 120_000);
});
