import { describe, expect, it } from "vitest";
import { extractInductionFields, type OcrLine, ocrFieldCertainty, ocrReadQuality } from "./induction-ocr.ts";

const lines = (...texts: Array<string | [string, number]>): OcrLine[] =>
  texts.map((text) =>
    typeof text === "string" ? { text, confidence: 95 } : { text: text[0], confidence: text[1] },
  );

describe("extractInductionFields", () => {
  it("reads every field of a typical sheet, names kept as read and the date as ISO", () => {
    const fields = extractInductionFields(
      lines(
        "SITE INDUCTION RECORD",
        "Site name: Riverside Wharf Block C",
        ["Company: McALPINE & Sons Ltd", 88],
        "Project: Phase 2 Groundworks",
        "Date of induction: 12/03/2026",
        "Supervisor: Dave O'Neill",
        "Safety briefing completed: Yes",
        "PPE required: Hard hat, Hi-vis vest, Safety boots, Gloves, Knee pads",
        "Signed: ________",
      ),
    );
    expect(fields).toEqual({
      site_name: { value: "Riverside Wharf Block C", confidence: 95 },
      company_name: { value: "McALPINE & Sons Ltd", confidence: 88 },
      project_name: { value: "Phase 2 Groundworks", confidence: 95 },
      date: { value: "2026-03-12", confidence: 95 },
      supervisor_name: { value: "Dave O'Neill", confidence: 95 },
      safety_briefing: { value: true, confidence: 95 },
      ppe_requirements: {
        value: ["hard_hat", "hi_vis", "safety_boots", "gloves"],
        other: "Knee pads",
        confidence: 95,
      },
    });
  });

  it("accepts other labels, separators OCR misreads and a value on the line below its label", () => {
    const fields = extractInductionFields(
      lines(
        "Principal Contractor; Kier Group",
        "Site",
        "Old Kent Road Depot",
        "Inducted by | J. Patel",
        "Date - 3 Sept 2025",
      ),
    );
    expect(fields.company_name?.value).toBe("Kier Group");
    expect(fields.site_name?.value).toBe("Old Kent Road Depot");
    expect(fields.supervisor_name?.value).toBe("J. Patel");
    expect(fields.date?.value).toBe("2025-09-03");
  });

  it("keeps the first value of a field and ignores lines without a label", () => {
    const fields = extractInductionFields(
      lines("Site: First", "Site: Second", "Sitemap: nothing", "Some notes"),
    );
    expect(fields.site_name?.value).toBe("First");
    expect(fields.company_name).toBeNull();
  });

  it("reads a briefing answered no, and leaves out a date that is not a date", () => {
    const fields = extractInductionFields(lines("Safety briefing: No", "Date: sometime in March"));
    expect(fields.safety_briefing).toEqual({ value: false, confidence: 95 });
    expect(fields.date).toBeNull();
  });
});

describe("ocrFieldCertainty and ocrReadQuality", () => {
  it("marks reads by confidence at 90 and 60", () => {
    expect(ocrFieldCertainty(90)).toBe("confident");
    expect(ocrFieldCertainty(89)).toBe("check");
    expect(ocrFieldCertainty(60)).toBe("check");
    expect(ocrFieldCertainty(59)).toBe("doubtful");
  });

  it("calls a photo unreadable without site and company, partial with a gap or a doubtful field", () => {
    expect(ocrReadQuality(extractInductionFields(lines("blurred", "nothing")))).toBe("unreadable");
    expect(ocrReadQuality(extractInductionFields(lines("Site: A", "Company: B", "Date: 1/1/2026")))).toBe(
      "good",
    );
    expect(ocrReadQuality(extractInductionFields(lines("Site: A", "Company: B")))).toBe("partial");
    expect(
      ocrReadQuality(extractInductionFields(lines("Site: A", ["Company: B", 40], "Date: 1/1/2026"))),
    ).toBe("partial");
  });
});
