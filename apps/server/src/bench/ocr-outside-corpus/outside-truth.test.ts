import { readdirSync } from "node:fs";
import { ppeItemIds } from "@siteready/domain/inductions";
import { describe, expect, it } from "vitest";
import { loadOutsideCorpus, outsideCorpusFolder } from "./outside-truth.ts";

/** The committed outside corpus is whole: what the bench reads is there, and its truth is in the bench's shape. */
describe("the outside OCR corpus", () => {
  const entries = loadOutsideCorpus();

  it("has a scan and a photo for every record, and no image without a record", () => {
    const images = readdirSync(outsideCorpusFolder).filter((name) => name.endsWith(".jpg"));
    const expected = entries.flatMap((entry) => [`${entry.id}-scan.jpg`, `${entry.id}-photo.jpg`]);
    expect(images.sort()).toEqual(expected.sort());
  });

  it("holds at least 60 records in 8 layouts, typed and hand-filled, half never tuned on", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((entry) => entry.layout)).size).toBeGreaterThanOrEqual(8);
    expect(entries.filter((entry) => entry.hand).length).toBeGreaterThanOrEqual(20);
    expect(entries.filter((entry) => !entry.hand).length).toBeGreaterThanOrEqual(20);
    const outside = entries.filter((entry) => entry.heldOut);
    expect(outside.length / entries.length).toBeCloseTo(0.5, 1);
    expect(outside.every((entry) => entry.part === "outside")).toBe(true);
  });

  it("says what each image must be read as, in the fields the reader returns", () => {
    const isoDate = /^\d{4}-\d{2}-\d{2}$/;
    for (const { truth } of entries) {
      expect(truth.site_name).toMatch(/[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(truth.company_name.length).toBeGreaterThan(3);
      expect(truth.project_name.length).toBeGreaterThan(3);
      expect(truth.supervisor_name).toMatch(/\S+ \S+/);
      expect(truth.date).toMatch(isoDate);
      expect(typeof truth.safety_briefing).toBe("boolean");
      expect(truth.ppe_requirements.length).toBeGreaterThan(0);
      expect(truth.ppe_requirements).toEqual(ppeItemIds.filter((id) => truth.ppe_requirements.includes(id)));
      if (truth.valid_until) expect(truth.valid_until).toMatch(isoDate);
    }
  });
});
