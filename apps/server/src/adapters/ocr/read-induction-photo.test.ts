import { extractInductionFields } from "@siteready/domain/inductions";
import { afterAll, describe, expect, it } from "vitest";
import { corpusImage } from "../../bench/ocr-corpus/truth.ts";
import { outsideCorpusImage } from "../../bench/ocr-outside-corpus/outside-truth.ts";
import { readInductionPhoto } from "./read-induction-photo.ts";
import { createTesseractReader, type TextReader } from "./tesseract-reader.ts";

/** One OCR worker for the file, as the server's one. */
const reader = createTesseractReader({ workers: 1 });
afterAll(() => reader.close());

/** Hand-filled phone photos from the corpus's tuning records (never the held-out quarter). */
describe("readInductionPhoto on a hand-filled photo", () => {
  it("reads an unsure page again: a name the first read broke ('Declan Mu phy') comes out whole", async () => {
    const { fields } = await readInductionPhoto(corpusImage("095-hand-lined-form", "photo"), reader);
    expect(fields.supervisor_name?.value).toBe("Declan Murphy");
  }, 60_000);

  it("takes a field only the darkened read found, and one only the read with tesseract's local (Sauvola) threshold found", async () => {
    const { fields, reads } = await readInductionPhoto(
      corpusImage("136-hand-ppe-cross-form", "photo"),
      reader,
    );
    const [thickenedRead, sauvolaRead, plainRead, darkenedRead] = reads.map(extractInductionFields);
    // The end date written "30 Nov 2026": only the darkened read makes it out.
    expect(fields.valid_until?.value).toBe("2026-11-30");
    expect(darkenedRead?.valid_until?.value).toBe("2026-11-30");
    for (const read of [thickenedRead, sauvolaRead, plainRead])
      expect(read?.valid_until?.value).not.toBe("2026-11-30");
    // The company: only Sauvola's read gets every letter.
    expect(fields.company_name?.value).toBe("Granite Bay Construction");
    expect(sauvolaRead?.company_name?.value).toBe("Granite Bay Construction");
    // Read by one of the reads only: never marked sure.
    expect(fields.valid_until?.confidence).toBeLessThan(95);
    expect(fields.company_name?.confidence).toBeLessThan(95);
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
    // The plain read, then the thickened one, Sauvola's and the darkened Sauvola: no turned-over read. (Pieces
    // the first read left out are read alone between them, as a line or a letter: text-left-out.ts.)
    const pageReads = reads.filter((parameters) => !parameters?.tessedit_pageseg_mode);
    expect(pageReads).toEqual([
      undefined,
      undefined,
      { thresholding_method: "2" },
      { thresholding_method: "2" },
    ]);
  }, 60_000);

  it("reads the page with its strokes thickened too: a project the thin-stroked reads misspell ('Sewer Diversien')", async () => {
    const { fields } = await readInductionPhoto(corpusImage("011-hand-lined-form", "photo"), reader);
    expect(fields.project_name?.value).toBe("Sewer Diversion");
  }, 60_000);
});

/** Typed sheets of the corpus's second part (tuning records): PPE ticked off a printed list, an end date. */
describe("readInductionPhoto on a PPE checklist", () => {
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

/** Sheets of the outside corpus's tuning half (issue 55; never its outside half). */
describe("readInductionPhoto on forms made apart from our corpus", () => {
  it("gives a supervisor's name back the letters English drops: 'tukasz Zielinski' is Łukasz Zieliński", async () => {
    const { fields } = await readInductionPhoto(outsideCorpusImage("037-topic-checklist", "scan"), reader);
    expect(fields.supervisor_name?.value).toBe("Łukasz Zieliński");
    // Put together from two reads: never marked sure.
    expect(fields.supervisor_name?.confidence).toBeLessThan(95);
  }, 60_000);

  it("tells a printed ✗ from a ✓ in a checklist's column: only the ticked PPE is required", async () => {
    const { fields } = await readInductionPhoto(outsideCorpusImage("005-topic-checklist", "scan"), reader);
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "safety_boots", "gloves"]);
  }, 60_000);

  it("reads a photo whose black header bars held the darkest ink, its grey text stretched to black", async () => {
    const { fields } = await readInductionPhoto(outsideCorpusImage("035-two-column", "photo"), reader);
    expect(fields.site_name?.value).toBe("Kelham Island Lofts, S3 8SA");
    expect(fields.company_name?.value).toBe("Arkwright Structures Ltd");
    expect(fields.date?.value).toBe("2026-01-12");
  }, 60_000);

  it("reads again, whole, the small grey labels OCR read in scraps ('Main ¢ r') or left out: the fields under them are found", async () => {
    // The first read had "Main ¢ r" for "Main contractor", "Scl / contract" for "Scheme / contract", "Ind Oy"
    // for "Inducted by": the project, the supervisor and the briefing were not found.
    const { fields } = await readInductionPhoto(outsideCorpusImage("003-two-column", "scan"), reader);
    expect(fields.project_name?.value).toBe("Medical Centre New Build");
    expect(fields.supervisor_name?.value).toBe("Vaida Kazlauskas");
    expect(fields.safety_briefing?.value).toBe(true);
  }, 60_000);

  it("reads a lone printed answer as its letter, not as a cross: 'Y' under 'Safety briefing received (Y/N)'", async () => {
    // Photographed, OCR leaves out both the label and the "Y"; the "Y" alone looked like a drawn cross.
    const { fields } = await readInductionPhoto(outsideCorpusImage("003-two-column", "photo"), reader);
    expect(fields.safety_briefing?.value).toBe(true);
    // Told from a letter read alone: not marked sure.
    expect(fields.safety_briefing?.confidence).toBeLessThan(95);
  }, 60_000);

  it("turns over a letter photographed upside down that read as confident scraps and no label word", async () => {
    const { fields, photo } = await readInductionPhoto(outsideCorpusImage("028-letter", "photo"), reader);
    expect(photo.quarterTurns).toBe(2);
    expect(fields.company_name?.value).toBe("Stonebridge Homes Ltd");
    expect(fields.date?.value).toBe("2026-08-27");
  }, 60_000);
});
