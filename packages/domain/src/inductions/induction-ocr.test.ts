import { describe, expect, it } from "vitest";
import type { PpeItemId } from "./induction.ts";
import {
  agreedInductionFields,
  type ExtractedInductionFields,
  extractInductionFields,
  nameInItsLetters,
  noExtractedFields,
  type OcrLine,
  type OcrWord,
  ocrFieldCertainty,
  ocrReadQuality,
  ocrUnreadableReason,
} from "./induction-ocr.ts";

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
      valid_until: null,
      supervisor_name: { value: "Dave O'Neill", confidence: 95 },
      safety_briefing: { value: true, confidence: 95 },
      ppe_requirements: {
        value: ["hard_hat", "hi_vis", "safety_boots", "gloves"],
        other: "Knee pads",
        // A list is never marked sure (a wrapped line missed would look like a whole list).
        confidence: 85,
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

  it("takes no value from a heading with a word OCR could not make out ('SITE (?) RECORD'), nor from marks", () => {
    const fields = extractInductionFields(
      lines("SITE (?) RECORD", "Site name: Kingsway Depot, B7 4QP", "Project (?) ✓"),
    );
    expect(fields.site_name?.value).toBe("Kingsway Depot, B7 4QP");
    // Nor a name of ticks and unread words.
    expect(fields.project_name).toBeNull();
  });

  it("takes an answer read alone where the sheet asks for a ring as the other one, ringed and lost", () => {
    const fields = extractInductionFields(lines("Safety briefing given? (circle) YES"));
    expect(fields.safety_briefing?.value).toBe(false);
    expect(ocrFieldCertainty(fields.safety_briefing?.confidence ?? 100)).not.toBe("confident");
  });

  it("reads a briefing answered no, and leaves out a date that is not a date", () => {
    const fields = extractInductionFields(lines("Safety briefing: No", "Date: sometime in March"));
    expect(fields.safety_briefing).toEqual({ value: false, confidence: 95 });
    expect(fields.date).toBeNull();
  });
});

/**
 * A page as OCR gives it: each row is [top, [left, text, mark?]…] with words 20 px a letter, 30 px tall.
 * Words of one cell are written as one text and split here, a space apart.
 */
function page(...rows: Array<[number, ...Array<[number, string] | [number, string, number]>]>): OcrLine[] {
  return rows.map(([top, ...cells]) => {
    const words: OcrWord[] = cells.flatMap(([left, text, mark]) => {
      let x = left;
      return text.split(" ").map((word) => {
        const box = { x0: x, y0: top, x1: x + word.length * 20, y1: top + 30 };
        x = box.x1 + 12;
        return { text: word, confidence: 93, box, ...(mark === undefined ? {} : { mark }) };
      });
    });
    return { text: words.map((word) => word.text).join(" "), confidence: 93, words };
  });
}

describe("extractInductionFields by layout", () => {
  it("reads a list set beside its label's middle: its first line above the label's row", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Location"], [400, "Riverside Quay, LS1 4DY"]],
        [165, [400, "Head protection, Hi-vis jacket,"]],
        [200, [60, "PPE issued"], [400, "Safety footwear, Goggles, Hearing"]],
        [235, [400, "protection, Harness"]],
        [300, [60, "Inductor"], [400, "Kieran Thornton"]],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual([
      "hard_hat",
      "hi_vis",
      "safety_boots",
      "eye_protection",
      "ear_defenders",
      "harness",
    ]);
    // The site's value, a row above with no comma at its end, is not taken into a list beside it.
    expect(fields.site_name?.value).toBe("Riverside Quay, LS1 4DY");
  });

  it("reads a bordered table: labels without colons, values in the next cell, a list wrapping", () => {
    const fields = extractInductionFields(
      page(
        [100, [300, "Contractor Induction"]],
        [200, [60, "Site"], [400, "Riverside Quay, LS1 4DY"]],
        [260, [60, "Main contractor"], [400, "Fenwick Homes Ltd"]],
        [320, [60, "Date"], [400, "Monday 2 March 2026"]],
        [380, [60, "Supervisor"], [400, "Stuart Bell"]],
        [440, [60, "PPE required"], [400, "hard hat, hi-vis,"]],
        [475, [400, "safety boots"]],
        [540, [60, "Safety briefing given"], [520, "Yes", 0.1], [700, "No", 0.9]],
      ),
    );
    expect(fields.site_name?.value).toBe("Riverside Quay, LS1 4DY");
    expect(fields.company_name?.value).toBe("Fenwick Homes Ltd");
    expect(fields.date?.value).toBe("2026-03-02");
    expect(fields.supervisor_name?.value).toBe("Stuart Bell");
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots"]);
    expect(fields.safety_briefing?.value).toBe(false);
  });

  it("keeps a list's wrapped line that starts above the bottom of a word misread taller than its row", () => {
    const word = (text: string, x0: number, y0: number, y1: number): OcrWord => ({
      text,
      confidence: 80,
      box: { x0, y0, x1: x0 + text.length * 20, y1 },
    });
    const row = (...words: OcrWord[]): OcrLine => ({
      text: words.map((each) => each.text).join(" "),
      confidence: 80,
      words,
    });
    // Handwriting as read from 048-hand-checklist's scan: "Kish" (for "high") stands 70 px on a 42 px row.
    const fields = extractInductionFields([
      row(
        word("PPE", 100, 1183, 1205),
        word("required", 170, 1182, 1211),
        word("hard", 460, 1160, 1203),
        word("hat,", 560, 1164, 1206),
        word("Kish", 650, 1164, 1234),
        word("visibility", 740, 1151, 1212),
        word("vest,", 960, 1160, 1201),
        word("toe", 1070, 1159, 1200),
      ),
      row(word("cap", 466, 1225, 1267), word("boots", 550, 1220, 1266)),
    ]);
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots"]);
    expect(fields.ppe_requirements?.other).toBeNull();
  });

  it("stops a value at the next label on its line, and reads values in boxes below their labels", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "SITE INDUCTION RECORD"]],
        [200, [60, "Contractor: Fenwick Homes Ltd Date: 14/04/2026"]],
        [260, [60, "Supervisor: Stuart Bell Signature:"]],
        [320, [60, "PROJECT"], [500, "INDUCTED BY"]],
        [360, [60, "Canal Wharf Phase 3"], [500, "Agnieszka Nowak"]],
      ),
    );
    expect(fields.site_name).toBeNull();
    expect(fields.company_name?.value).toBe("Fenwick Homes Ltd");
    expect(fields.date?.value).toBe("2026-04-14");
    expect(fields.supervisor_name?.value).toBe("Stuart Bell");
    expect(fields.project_name?.value).toBe("Canal Wharf Phase 3");
  });

  it("leaves a ticked-or-not answer unread when neither answer is clearly marked", () => {
    const fields = extractInductionFields(
      page([100, [60, "Safety briefing given"], [520, "YES", 0.5], [620, "/"], [660, "NO", 0.45]]),
    );
    expect(fields.safety_briefing).toBeNull();
  });

  it("reads the answer whose tick box is inked inside, where the ink around the two is too close to tell", () => {
    const answer = (yesInBox: number, noInBox: number) => {
      const [row] = page([100, [60, "Safety briefing given"], [520, "Yes", 1.5], [700, "No", 1.85]]);
      const words = (row?.words ?? []).map((word) =>
        word.text === "Yes"
          ? { ...word, inBox: yesInBox }
          : word.text === "No"
            ? { ...word, inBox: noInBox }
            : word,
      );
      return extractInductionFields([{ text: row?.text ?? "", confidence: 93, words }]).safety_briefing;
    };
    expect(answer(0, 0.12)?.value).toBe(false);
    expect(answer(0.3, 0.01)?.value).toBe(true);
    // Told from a mark: never sure.
    expect(answer(0, 0.12)?.confidence).toBeLessThan(95);
    // Both boxes inked, or neither: the boxes do not tell, and the ink around the words is too close either.
    expect(answer(0.3, 0.25)).toBeNull();
    expect(answer(0, 0.01)).toBeNull();
  });

  it("reads a letter in prose, never marking those reads sure", () => {
    const fields = extractInductionFields(
      lines(
        "This is to confirm that Jan Kowalski attended the site induction at",
        "Riverside Quay, LS1 4DY on 3 February 2026, given by Stuart Bell of Fenwick Homes Ltd, for the",
        "Ward 9 Refurbishment project. The site safety briefing was not given.",
        "The following PPE must be worn at all times on site: hard hat, hi-vis and gloves.",
      ),
    );
    expect(fields.site_name?.value).toBe("Riverside Quay, LS1 4DY");
    expect(fields.date?.value).toBe("2026-02-03");
    expect(fields.supervisor_name?.value).toBe("Stuart Bell");
    expect(fields.company_name?.value).toBe("Fenwick Homes Ltd");
    expect(fields.project_name?.value).toBe("Ward 9 Refurbishment");
    expect(fields.safety_briefing?.value).toBe(false);
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "gloves"]);
    expect(ocrFieldCertainty(fields.site_name?.confidence ?? 0)).not.toBe("confident");
  });

  it("joins a label and its value that OCR gave as two lines side by side (table cells, form columns)", () => {
    const cells = page(
      [200, [60, "Site"]],
      [260, [60, "Main contractor"]],
      [320, [60, "PPE required"]],
      [202, [400, "Thames Reach, SE16 4QT"]],
      [262, [400, "Ashcombe Developments Ltd"]],
      [322, [400, "safety helmet, hi-vis, toe cap boots,"]],
      [362, [400, "gloves, eye protection"]],
      [420, [60, "Safety briefing given"], [520, "Yes"]],
    );
    const fields = extractInductionFields(cells);
    expect(fields.site_name?.value).toBe("Thames Reach, SE16 4QT");
    expect(fields.company_name?.value).toBe("Ashcombe Developments Ltd");
    expect(fields.ppe_requirements?.value).toEqual([
      "hard_hat",
      "hi_vis",
      "safety_boots",
      "gloves",
      "eye_protection",
    ]);
  });

  it("reads the answer a ring or a tick was drawn on, where OCR lost or bracketed that word", () => {
    const briefing = (...cells: Array<[number, string]>) =>
      extractInductionFields(page([100, [60, "Safety briefing given"], ...cells])).safety_briefing;
    // A ring read as brackets round the answer, or as letters without a vowel in place of it.
    expect(briefing([520, "YES"], [620, "(no)"])?.value).toBe(false);
    expect(briefing([520, "DBD)"], [620, "NO"])?.value).toBe(true);
    // The ticked answer's word lost: the answer left is beside an empty box, or a tick stands before it.
    expect(briefing([560, "[]"], [600, "Yes"])?.value).toBe(false);
    expect(briefing([560, "[1"], [600, "no"])?.value).toBe(true);
    expect(briefing([560, "V"], [600, "|"], [620, "Yes"])?.value).toBe(true);
    // A tick well after the one answer read is in the other answer's box.
    expect(briefing([560, "[]"], [600, "Yes"], [900, "✓"])?.value).toBe(false);
    // Told by a mark, never sure.
    expect(ocrFieldCertainty(briefing([520, "YES"], [620, "(no)"])?.confidence ?? 100)).not.toBe("confident");
  });

  it("reads a checklist's briefing from the tick on its row, not from the next row's", () => {
    const checklist = (mark: string) =>
      extractInductionFields(
        page(
          [100, [60, "Topic"], [1100, "Done"]],
          [160, [60, "Safety briefing"], ...(mark ? ([[1160, mark]] as Array<[number, string]>) : [])],
          [220, [60, "Permits to work"], [1160, "✓"]],
        ),
      ).safety_briefing;
    expect(checklist("✓")?.value).toBe(true);
    expect(checklist("✗")?.value).toBe(false);
    expect(checklist("")).toBeNull();
  });

  it("does not take the end of a sentence for a label with its value below", () => {
    const fields = extractInductionFields(
      page(
        [100, [200, "has completed the site induction for the Phase 2 Housing"]],
        [140, [560, "project"]],
        [180, [260, "at Hollins Green, PR1 8JN"]],
      ),
    );
    expect(fields.project_name?.value).toBe("Phase 2 Housing");
  });

  it("mends OCR's slips in postcodes, company endings, dates and PPE, and never marks them sure", () => {
    const fields = extractInductionFields(
      lines(
        "Site: Harbour Point, CF10 SAL",
        "Company: Fenwick Homes Lid",
        "Date: 23d Mar 2026",
        "PPE: safely helnet, hi-uvis vest, safely bests",
      ),
    );
    expect(fields.site_name?.value).toBe("Harbour Point, CF10 5AL");
    expect(fields.company_name?.value).toBe("Fenwick Homes Ltd");
    expect(fields.date?.value).toBe("2026-03-23");
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots"]);
    for (const field of [fields.site_name, fields.company_name, fields.date]) {
      expect(ocrFieldCertainty(field?.confidence ?? 100)).not.toBe("confident");
    }
    // Handwriting's "Ltd" often comes out an L and one or two capitals; an LLP stays one.
    expect(extractInductionFields(lines("Company: Oakmere Civils LEY")).company_name?.value).toBe(
      "Oakmere Civils Ltd",
    );
    expect(extractInductionFields(lines("Company: Hale & Co LLP")).company_name?.value).toBe("Hale & Co LLP");
    expect(extractInductionFields(lines("Company: ACME BUILD LTD")).company_name).toEqual({
      value: "ACME BUILD LTD",
      confidence: 95,
    });
    const siteRead = (text: string) => extractInductionFields(lines(`Site: ${text}`)).site_name;
    for (const [read, mended] of [
      ["Hollins Green, PR1 8IN", "Hollins Green, PR1 8JN"],
      ["Pier Head, L31BY", "Pier Head, L3 1BY"],
      // A missing comma before the postcode is put in.
      ["Riverside Quay LS1 4DY", "Riverside Quay, LS1 4DY"],
      // A 1 read as a bracket, a speck after it as a full stop (084- and 096-hand-checklist's photos).
      ["Elm Grove School, RG). 5TH", "Elm Grove School, RG1 5TH"],
    ] as const) {
      expect(siteRead(read)?.value).toBe(mended);
    }
    expect(siteRead("Thames Reach, SE16 4QT")).toEqual({ value: "Thames Reach, SE16 4QT", confidence: 95 });
    // The postcode is set off by a comma: a full stop there is a comma misread.
    expect(siteRead("Hollins Green. PR1 8JN")).toEqual({ value: "Hollins Green, PR1 8JN", confidence: 85 });
    // A word in small letters is no postcode: a checklist's "Site rules and welfare" is not a site "WE1F 4RE".
    expect(
      extractInductionFields(page([160, [60, "Site rules and welfare"], [700, "✓"]])).site_name,
    ).toBeNull();
  });

  it("takes PPE words near two items as the nearer one, and a part as near to two as neither", () => {
    const ppe = (list: string) =>
      extractInductionFields(lines(`PPE required: ${list}`)).ppe_requirements?.value;
    // "eje protection" is one letter from eye protection and two from ear protection.
    expect(ppe("hard hat, eje protection")).toEqual(["hard_hat", "eye_protection"]);
    // "protection" alone, its first word lost: eye or ear, so neither.
    expect(ppe("hard hat, hi-vis, protection")).toEqual(["hard_hat", "hi_vis"]);
    // Handwriting's commas read as full stops still part the list.
    expect(ppe("safely helnel. high visilility vest. safely glasses")).toEqual([
      "hard_hat",
      "hi_vis",
      "eye_protection",
    ]);
  });

  it("takes no sentence from a form's labels: a blank box then the next label is no supervisor", () => {
    const fields = extractInductionFields(
      page(
        [440, [93, "Inducted by"], [456, "(?) (?)"]],
        [514, [93, "Date of induction"], [461, "26th Nov 2025"]],
      ),
    );
    expect(fields.supervisor_name).toBeNull();
    expect(fields.date?.value).toBe("2025-11-26");
    const blank = extractInductionFields(
      page([440, [93, "Inducted by"]], [514, [93, "Date of induction"], [461, "26th Nov 2025"]]),
    );
    expect(blank.supervisor_name).toBeNull();
  });

  it("takes each badly read part of a labelled PPE list as the nearest item, and leaves what is no item", () => {
    const fields = extractInductionFields(
      lines("PPE required: herd hot, Wi-vus, tue cop beets, cot resistent glaves, see site rules"),
    );
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "gloves"]);
    expect(fields.ppe_requirements?.other).toBe("see site rules");
    // A stray letter or a checklist's marks beside the list are no other PPE.
    expect(
      extractInductionFields(lines("PPE required: hard hat, hi-vis, S, ✗ ✗ ✓")).ppe_requirements,
    ).toEqual({
      value: ["hard_hat", "hi_vis"],
      other: null,
      confidence: 85,
    });
    // Without a label a line is PPE only when its words name two items as they are.
    const unlabelled = extractInductionFields(
      lines("Site: Pier Head, L3 1BY", "herd hot, tue cop beets", "Company: Fenwick Homes Ltd"),
    );
    expect(unlabelled.ppe_requirements).toBeNull();
  });

  it("finds a site, company, date and PPE by what they look like when their labels were not read", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Induction complete"]],
        [160, [60, "Sie"], [700, "Prncpl cntctr"]],
        [200, [60, "Harbour Point, CF10 5AL"], [700, "Kestrel Fit Out Ltd"]],
        [260, [60, "Student Halls Fit Out"], [700, "2026-03-12"]],
        [320, [60, "hard hat, hi-vis vest, gloves"]],
      ),
    );
    expect(fields.site_name?.value).toBe("Harbour Point, CF10 5AL");
    expect(fields.company_name?.value).toBe("Kestrel Fit Out Ltd");
    expect(fields.date?.value).toBe("2026-03-12");
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "gloves"]);
    expect(fields.project_name).toBeNull();
    for (const field of [fields.site_name, fields.company_name, fields.date]) {
      expect(ocrFieldCertainty(field?.confidence ?? 100)).not.toBe("confident");
    }
  });

  it("reads 'Not completed' and a lone cross as no, 'Completed' as yes", () => {
    expect(extractInductionFields(lines("Safety briefing:", "Not completed")).safety_briefing?.value).toBe(
      false,
    );
    expect(extractInductionFields(lines("Safety briefing: ✘")).safety_briefing?.value).toBe(false);
    expect(extractInductionFields(lines("Safety briefing: Completed")).safety_briefing?.value).toBe(true);
  });
});

describe("extractInductionFields: every date on the sheet", () => {
  it("reads the end date beside 'Valid until', 'Expiry date' or 'Expires', apart from the induction's own", () => {
    const form = extractInductionFields(
      lines("Site: Old Tannery Yard, NG1 7HW", "Date of induction: 8th Nov 2025", "Valid until: 08/11/2026"),
    );
    expect(form.date?.value).toBe("2025-11-08");
    expect(form.valid_until).toEqual({ value: "2026-11-08", confidence: 95 });

    const table = extractInductionFields(
      page(
        [200, [60, "Date of induction"], [500, "Friday 20 February 2026"]],
        [260, [60, "Expiry date"], [500, "Monday 31 August 2026"]],
      ),
    );
    expect(table.date?.value).toBe("2026-02-20");
    expect(table.valid_until?.value).toBe("2026-08-31");

    const printout = extractInductionFields(lines("Completed: 2025-11-05", "Expires: 2026-11-30"));
    expect(printout.date?.value).toBe("2025-11-05");
    expect(printout.valid_until?.value).toBe("2026-11-30");
  });

  it("reads no end date from a blank box or 'n/a', and never takes the end date for the induction's own", () => {
    expect(
      extractInductionFields(lines("Valid until:", "Safety briefing received: Yes")).valid_until,
    ).toBeNull();
    expect(extractInductionFields(lines("Expires: n/a")).valid_until).toBeNull();
    // The induction's date label lost: the date beside "Valid until" is still no induction date.
    const fields = extractInductionFields(
      page(
        [100, [60, "Site"], [400, "Thames Reach, SE16 4QT"]],
        [160, [60, "Valid until"], [400, "12/03/2027"]],
      ),
    );
    expect(fields.valid_until?.value).toBe("2027-03-12");
    expect(fields.date).toBeNull();
  });

  it("reads an end date in prose, never marked sure", () => {
    const fields = extractInductionFields(
      lines(
        "This is to confirm that Jan Kowalski attended the site induction at Pier Head, L3 1BY on 3 March 2026.",
        "This induction is valid until 3 March 2027 and must be renewed after that.",
      ),
    );
    expect(fields.date?.value).toBe("2026-03-03");
    expect(fields.valid_until?.value).toBe("2027-03-03");
    expect(ocrFieldCertainty(fields.valid_until?.confidence ?? 100)).not.toBe("confident");
  });
});

describe("extractInductionFields: a PPE checklist", () => {
  it("reads the items ticked or crossed in the boxes before them by the boxes' ink, not the empty boxes", () => {
    // Each item's first word carries the share of the inside of the box before it that the server found inked.
    const fields = extractInductionFields(
      page(
        [100, [60, "PPE REQUIRED ON THIS SITE (tick all that apply)"]],
        [160, [60, "M Hard hat", 0.36], [600, "V Hi-vis vest", 0.31]],
        [220, [100, "Safety boots", 0.06], [600, "V1 Gloves", 0.52]],
        [280, [60, "[] Eye protection", 0], [600, "Vi Ear defenders", 0.27]],
        [340, [60, "[] Harness", 0.04], [600, "L] Dust mask / RPE", 0]],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual([
      "hard_hat",
      "hi_vis",
      "safety_boots",
      "gloves",
      "ear_defenders",
    ]);
    // Told from marks: never sure.
    expect(ocrFieldCertainty(fields.ppe_requirements?.confidence ?? 100)).not.toBe("confident");
  });

  it("reads printed check boxes (☑ / ☐) by how OCR read them where no ink was measured", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "PPE required on site"]],
        [160, [60, "☑ Hard hat"], [600, "☑ Hi-vis"]],
        [220, [60, "☑ Safety boots"], [600, "☐ Gloves"]],
        [280, [60, "[x] Goggles"], [600, "[ ] Ear defenders"]],
        [340, [60, "O Harness"], [600, "☐ Dust mask"]],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "eye_protection"]);
  });

  it("reads a tick or a cross in a column after each item (as OCR reads them: '|<', '1X'), over a label's list", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "PPE required"], [1000, "Required"]],
        [160, [60, "Safety helmet"], [1100, "✓"]],
        [220, [60, "High visibility clothing"], [1100, "✓"]],
        [280, [60, "Safety footwear"], [1100, "✓"]],
        [340, [60, "Safety glasses"], [1100, "✗"]],
        [400, [60, "Hearing protection"], [1100, "1X"]],
        [460, [60, "Full body harness"], [1100, "|<"]],
        [520, [60, "RPE (FFP3 mask)"], [1100, "✗"]],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "harness"]);
  });

  it("leaves a list without marks to its label, and a list of a few items alone", () => {
    const listed = extractInductionFields(
      page(
        [100, [60, "PPE required"]],
        [140, [60, "Hard hat"]],
        [180, [60, "Hi-vis"]],
        [220, [60, "Safety boots"]],
        [260, [60, "Gloves"]],
      ),
    );
    expect(listed.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "safety_boots", "gloves"]);
    const few = extractInductionFields(
      page([100, [60, "PPE required"], [400, "hard hat, hi-vis,"]], [140, [400, "gloves"]], [200, [60, "✓"]]),
    );
    expect(few.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "gloves"]);
  });
});

describe("ocrUnreadableReason", () => {
  it("says a dark photo is too dark, a sheet off the edge is cut off, and a page of other words is not a record", () => {
    expect(ocrUnreadableReason({ brightness: 40, cutOff: false, words: 50 })).toBe("too_dark");
    expect(ocrUnreadableReason({ brightness: 150, cutOff: true, words: 2 })).toBe("cut_off");
    expect(ocrUnreadableReason({ brightness: 150, cutOff: false, words: 2 })).toBe("no_text");
    expect(ocrUnreadableReason({ brightness: 150, cutOff: false, words: 80 })).toBe("not_induction");
  });
});

describe("ocrFieldCertainty and ocrReadQuality", () => {
  it("marks reads by confidence at 95 and 60", () => {
    expect(ocrFieldCertainty(95)).toBe("confident");
    expect(ocrFieldCertainty(94)).toBe("check");
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

describe("agreedInductionFields", () => {
  const none = noExtractedFields;

  it("takes what the reads agree on, then the value shaped like a name, then the first read's", () => {
    const first: ExtractedInductionFields = {
      ...none,
      site_name: { value: "Pier Hen), L3 1BY", confidence: 60 },
      company_name: { value: "Fenwick Homes Ltd", confidence: 70 },
      supervisor_name: { value: "Siobhan telly", confidence: 80 },
      date: { value: "2026-03-16", confidence: 80 },
    };
    const second: ExtractedInductionFields = {
      ...none,
      site_name: { value: "Pier Head, L3 1BY", confidence: 50 },
      company_name: { value: "Fenwich Homes Ltd", confidence: 75 },
      supervisor_name: { value: "Siobhan Kelly", confidence: 40 },
      date: { value: "2026-03-18", confidence: 90 },
      safety_briefing: { value: true, confidence: 85 },
    };
    const third: ExtractedInductionFields = {
      ...none,
      company_name: { value: "Fenwick Homes Ltd", confidence: 65 },
    };
    expect(agreedInductionFields([first, second, third])).toEqual({
      ...none,
      // "Hen)" and "telly" are not shaped as a place's or a person's name is.
      site_name: { value: "Pier Head, L3 1BY", confidence: 50 },
      supervisor_name: { value: "Siobhan Kelly", confidence: 40 },
      // Two reads agree; the value keeps the first read's confidence.
      company_name: { value: "Fenwick Homes Ltd", confidence: 70 },
      // Both dates are well formed: the first read's stands.
      date: { value: "2026-03-16", confidence: 80 },
      // Found by one read only.
      safety_briefing: { value: true, confidence: 85 },
    });
  });

  it("lists every PPE item any read found, in the checklist's order", () => {
    const ppe = (value: PpeItemId[], other: string | null): ExtractedInductionFields => ({
      ...none,
      ppe_requirements: { value, other, confidence: 60 },
    });
    // The second read lost "gloves" to "ploves eye protection"; the third lost the list's wrapped line.
    expect(
      agreedInductionFields([
        ppe(["hard_hat", "hi_vis", "gloves"], "hacd"),
        ppe(["hi_vis", "safety_boots", "eye_protection"], null),
        none,
      ]).ppe_requirements,
    ).toEqual({
      value: ["hard_hat", "hi_vis", "safety_boots", "gloves", "eye_protection"],
      other: "hacd",
      confidence: 60,
    });
  });

  it("puts text no two reads agree on together word by word, and never marks it sure", () => {
    const company = (value: string, confidence: number): ExtractedInductionFields => ({
      ...none,
      company_name: { value, confidence },
    });
    const agreed = agreedInductionFields([
      company("Severn Volley Contractors", 97),
      company("Seven Valley Contractors", 96),
      company("Severn Valley Contactors", 96),
      // Another number of words: no word of it is counted.
      company("Seven Volley Contractors Ltd", 96),
    ]);
    expect(agreed.company_name).toEqual({ value: "Severn Valley Contractors", confidence: 85 });

    // Words voted from reads whose postcode was put right and reads whose was not are put right again.
    const site = (value: string): ExtractedInductionFields => ({
      ...none,
      site_name: { value, confidence: 60 },
    });
    expect(
      agreedInductionFields([
        site("Riversile Quay, LS1 4DY"),
        site("Rivecside Quay, LSI ey"),
        site("Riverside Quay, LSI 4"),
      ]).site_name?.value,
    ).toBe("Riversile Quay, LS1 4DY");

    // Two reads: where they differ the word shaped like a name is taken, else the first read's.
    const supervisor = (value: string): ExtractedInductionFields => ({
      ...none,
      supervisor_name: { value, confidence: 70 },
    });
    expect(
      agreedInductionFields([supervisor("Gareth evans"), supervisor("gareth Evans")]).supervisor_name,
    ).toEqual({ value: "Gareth Evans", confidence: 70 });
    expect(
      agreedInductionFields([supervisor("Goreth Evans"), supervisor("Gareth Evans")]).supervisor_name?.value,
    ).toBe("Goreth Evans");
  });
});

/** Layouts like the outside corpus's tuning half (issue 55): other forms' structure, not our own label words. */
describe("extractInductionFields on other makers' forms", () => {
  it("never takes the next box's label, in capitals as its own, for a value: the value is below", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "INDUCTOR"], [500, "CLIENT REFERENCE"]],
        [140, [60, "Declan Pritchard"], [500, "CR-2231"]],
      ),
    );
    expect(fields.supervisor_name?.value).toBe("Declan Pritchard");
  });

  it("reads values written above their labels where the page prints its labels under the lines, never sure", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Harjit Okonkwo"]],
        [140, [60, "Print name"], [800, "Signature"]],
        [220, [60, "Priory Meadow School, TN34 1PQ"], [800, "06/07/2025"]],
        [260, [60, "Site / location"], [800, "Date"]],
        [340, [60, "Stonebridge Homes Ltd"], [800, "Primary School Extension"]],
        [380, [60, "Contractor"], [800, "Project"]],
      ),
    );
    expect(fields.site_name?.value).toBe("Priory Meadow School, TN34 1PQ");
    expect(fields.date?.value).toBe("2025-07-06");
    expect(fields.company_name?.value).toBe("Stonebridge Homes Ltd");
    expect(fields.project_name?.value).toBe("Primary School Extension");
    expect(ocrFieldCertainty(fields.site_name?.confidence ?? 100)).not.toBe("confident");
  });

  it("takes a note in brackets after a label as the label's ('(Y/N)'), and reads Y and N", () => {
    const below = extractInductionFields(
      page([100, [60, "Safety briefing received (Y/N)"]], [140, [60, "Y"]]),
    );
    expect(below.safety_briefing?.value).toBe(true);
    const right = extractInductionFields(page([100, [60, "Safety briefing given (Y/N)"], [700, "N"]]));
    expect(right.safety_briefing?.value).toBe(false);
  });

  it("reads the briefing from the column its tick stands in under a Yes / No header, never sure", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Meeting details"], [1200, "Yes"], [1300, "No"], [1400, "N/A"]],
        [140, [60, "Site rules and welfare explained?"], [1205, "✓"]],
        [180, [60, "Site safety briefing delivered to all attendees?"], [1305, "✓"]],
      ),
    );
    expect(fields.safety_briefing?.value).toBe(false);
    expect(ocrFieldCertainty(fields.safety_briefing?.confidence ?? 100)).not.toBe("confident");
  });

  it("reads a letter's subject line as the project and a company named 'as Principal Contractor'", () => {
    const fields = extractInductionFields(
      lines(
        "27th June 2026",
        "Re: Site induction — Block A Residential Fit-Out",
        "This letter confirms that you attended the site induction for the above scheme at Kelham Island Lofts, S3",
        "8SA on 27th June 2026. The induction was given by Declan Whitfield on behalf of Wessex Interiors Ltd as",
        "Principal Contractor.",
        "The site safety briefing was delivered as part of your induction.",
      ),
    );
    expect(fields.project_name?.value).toBe("Block A Residential Fit-Out");
    expect(fields.company_name?.value).toBe("Wessex Interiors Ltd");
    expect(fields.supervisor_name?.value).toBe("Declan Whitfield");
    expect(fields.safety_briefing?.value).toBe(true);
  });

  it("reads a certificate's project from the line after 'has completed the site induction for'", () => {
    const fields = extractInductionFields(
      page(
        [100, [300, "has completed the site induction for"]],
        [160, [320, "Office Strip-Out and Refit"]],
        [260, [100, "Safety briefing"], [600, "Completed"]],
      ),
    );
    expect(fields.project_name?.value).toBe("Office Strip-Out and Refit");
    expect(fields.safety_briefing?.value).toBe(true);
  });

  it("reads a PPE issue table: a tick issued, a dash not, in other words for the items", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Nature of PPE issued"], [500, "Issued"], [700, "Qty"]],
        [140, [60, "Safety helmet"], [510, "✓"], [710, "1"]],
        [180, [60, "Protective footwear"], [510, "—"]],
        [220, [60, "Hand protection"], [510, "✓"], [710, "1"]],
        [260, [60, "Safety specs"], [510, "—"]],
        [300, [60, "Ear defenders"], [510, "✓"], [710, "1"]],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "gloves", "ear_defenders"]);
  });
});

describe("extractInductionFields: a note in brackets", () => {
  it("reads the answer beside a label whose '(Y/N)' OCR put on a line of its own, not the note", () => {
    const fields = extractInductionFields(
      page([100, [60, "Safety briefing given"]], [125, [60, "(Y/N)"], [700, "Y"]]),
    );
    expect(fields.safety_briefing?.value).toBe(true);
  });
});

describe("extractInductionFields: items circled", () => {
  it("takes only the PPE items OCR read with a ring round them where the label asks for rings", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "PPE issued (circle each item):"]],
        [
          140,
          [60, "(Hard hat)"],
          [300, "(Hi viz)"],
          [480, "Rigger gloves"],
          [800, "(Goggles)"],
          [1100, "Ear plugs"],
        ],
      ),
    );
    expect(fields.ppe_requirements?.value).toEqual(["hard_hat", "hi_vis", "eye_protection"]);
  });
});

describe("extractInductionFields: labels one letter apart", () => {
  it("takes 'Employee' as the worker's label, not as 'Employer' misread", () => {
    const fields = extractInductionFields(
      page(
        [100, [60, "Employee"], [400, "Tomas Petrauskiene"]],
        [140, [60, "Company"], [400, "Corran Engineering"]],
      ),
    );
    expect(fields.company_name?.value).toBe("Corran Engineering");
  });
});

describe("nameInItsLetters", () => {
  const read = (value: string) => ({ value, confidence: 96 });

  it("gives back the letters English drops or misreads, word by word, marked for checking", () => {
    expect(nameInItsLetters(read("tukasz Zielinski"), "Łukasz Zieliński")).toEqual({
      value: "Łukasz Zieliński",
      confidence: 85,
    });
    expect(nameInItsLetters(read("Mihai Stanescu"), "Mihai Stănescu")?.value).toBe("Mihai Stănescu");
    expect(nameInItsLetters(read("Agnieszka Wojcik"), "Agnieszka Wójcik")?.value).toBe("Agnieszka Wójcik");
  });

  it("keeps English's word where the other read differs by more than its marks", () => {
    // "Balčiūnas" has two marked letters; "BalGiiinas" is three changes from it.
    expect(nameInItsLetters(read("Mindaugas BalGiiinas"), "Mindaugas Balčiūnas")).toBeNull();
    expect(nameInItsLetters(read("Declan Murphy"), "Declan Murphy")).toBeNull();
    expect(nameInItsLetters(read("Declan Murphy"), "Dęclan Mąrphy Jr")).toBeNull();
    expect(nameInItsLetters(read("Pawel Zielinski"), "Paweł Zieliński,")?.value).toBe("Paweł Zielinski");
  });
});
