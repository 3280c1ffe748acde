import sharp from "sharp";

/**
 * Generated photos of paper induction sheets (our own simple layout), for the OCR tests that check the job
 * queue and for trying the page by hand; the OCR bench and the photo tests use the corpus instead
 * (docs/decisions/0018-ocr-real-photos.md): typed text rendered from SVG to PNG at phone-photo resolution, in four conditions a worker's
 * photo is often in: clean, tilted (±4°), blurred (camera shake) and with a shadow across it.
 */

export interface InductionSheet {
  site_name: string;
  company_name: string;
  project_name: string;
  /** As printed on the sheet (a UK format) … */
  printed_date: string;
  /** … and as it must be read (ISO). */
  date: string;
  supervisor_name: string;
  safety_briefing: boolean;
  /** As printed: a comma-separated list. */
  printed_ppe: string;
  /** The checklist ids it must be read as. */
  ppe_requirements: string[];
}

export type SheetCondition = "clean" | "rotated" | "blurred" | "shadowed";
const sheetConditions: readonly SheetCondition[] = ["clean", "rotated", "blurred", "shadowed"];

/** 3:4 like a phone photo, at a size phones send after their own downscaling (12 MP photos are cut to this). */
const SHEET_WIDTH = 1200;
const SHEET_HEIGHT = 1600;

export const sampleSheets: readonly InductionSheet[] = [
  {
    site_name: "Riverside Wharf Block C",
    company_name: "Barratt Construction Ltd",
    project_name: "Phase 2 Groundworks",
    printed_date: "12/03/2026",
    date: "2026-03-12",
    supervisor_name: "Dave O'Neill",
    safety_briefing: true,
    printed_ppe: "Hard hat, Hi-vis, Safety boots, Gloves",
    ppe_requirements: ["hard_hat", "hi_vis", "safety_boots", "gloves"],
  },
  {
    site_name: "Old Kent Road Depot",
    company_name: "Kier Group plc",
    project_name: "Depot Refurbishment",
    printed_date: "3 Sep 2025",
    date: "2025-09-03",
    supervisor_name: "Priya Patel",
    safety_briefing: true,
    printed_ppe: "Hard hat, Hi-vis, Eye protection",
    ppe_requirements: ["hard_hat", "hi_vis", "eye_protection"],
  },
  {
    site_name: "Meadow View Housing",
    company_name: "Taylor Wimpey",
    project_name: "Plots 14 to 32",
    printed_date: "21.01.26",
    date: "2026-01-21",
    supervisor_name: "Gareth Jones",
    safety_briefing: true,
    printed_ppe: "Hard hat, Safety boots, Ear defenders",
    ppe_requirements: ["hard_hat", "safety_boots", "ear_defenders"],
  },
  {
    site_name: "Northgate Retail Park",
    company_name: "Morgan Sindall",
    project_name: "Unit 7 Fit Out",
    printed_date: "08/11/2025",
    date: "2025-11-08",
    supervisor_name: "Sean McCarthy",
    safety_briefing: true,
    printed_ppe: "Hi-vis, Safety boots, Harness",
    ppe_requirements: ["hi_vis", "safety_boots", "harness"],
  },
  {
    site_name: "St Mary's School Extension",
    company_name: "Willmott Dixon",
    project_name: "New Classroom Block",
    printed_date: "15 April 2026",
    date: "2026-04-15",
    supervisor_name: "Helen Clarke",
    safety_briefing: true,
    printed_ppe: "Hard hat, Hi-vis, Gloves, Dust mask",
    ppe_requirements: ["hard_hat", "hi_vis", "gloves", "dust_mask"],
  },
  {
    site_name: "Canal Street Offices",
    company_name: "BAM Construct UK",
    project_name: "Facade Replacement",
    printed_date: "30.06.25",
    date: "2025-06-30",
    supervisor_name: "Tomasz Nowak",
    safety_briefing: true,
    // Printed lines must fit the page's width (about 50 characters with the label).
    printed_ppe: "Hard hat, Hi-vis, Boots, Gloves, Harness",
    ppe_requirements: ["hard_hat", "hi_vis", "safety_boots", "gloves", "harness"],
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&apos;");
}

/** The sheet as SVG: a title, the contractor's boxed "Label: value" lines, and a signature line. */
function inductionSheetSvg(sheet: InductionSheet): string {
  const rows: Array<[string, string]> = [
    ["Site name", sheet.site_name],
    ["Company", sheet.company_name],
    ["Project", sheet.project_name],
    ["Date of induction", sheet.printed_date],
    ["Supervisor", sheet.supervisor_name],
    ["Safety briefing completed", sheet.safety_briefing ? "Yes" : "No"],
    ["PPE required", sheet.printed_ppe],
  ];
  const left = 90;
  const lines = rows
    .map(([label, value], index) => {
      const y = 420 + index * 120;
      return `<text x="${left}" y="${y}" font-size="38" font-family="DejaVu Sans, sans-serif" fill="#1a1a1a">${escapeXml(`${label}: ${value}`)}</text>
<line x1="${left}" y1="${y + 30}" x2="${SHEET_WIDTH - left}" y2="${y + 30}" stroke="#c8c8c8" stroke-width="2"/>`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}">
<rect width="100%" height="100%" fill="#fbfaf6"/>
<text x="${left}" y="200" font-size="56" font-weight="bold" font-family="DejaVu Sans, sans-serif" fill="#111">SITE INDUCTION RECORD</text>
<text x="${left}" y="265" font-size="28" font-family="DejaVu Sans, sans-serif" fill="#444">Keep a copy of this record with your cards.</text>
${lines}
<text x="${left}" y="1400" font-size="32" font-family="DejaVu Sans, sans-serif" fill="#1a1a1a">Signed (operative): ____________________</text>
</svg>`;
}

/** A shadow falling across the lower right of the page, as from a phone held over the sheet. */
const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
<stop offset="0.35" stop-color="#fff"/><stop offset="0.75" stop-color="#8a8a8a"/><stop offset="1" stop-color="#6e6e6e"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`;

/**
 * The sheet as a PNG photo in the given condition. `variant` picks the tilt's direction and size (±2–4°) so a set
 * of sheets covers both ways.
 */
export async function renderInductionSheet(
  sheet: InductionSheet,
  condition: SheetCondition,
  variant = 0,
): Promise<Buffer> {
  const page = sharp(Buffer.from(inductionSheetSvg(sheet)));
  switch (condition) {
    case "clean":
      return page.png().toBuffer();
    case "rotated": {
      const degrees = (variant % 2 === 0 ? 1 : -1) * (4 - (variant % 3));
      const rotated = await page.rotate(degrees, { background: "#d9d6cf" }).png().toBuffer();
      // Back to the phone's frame: the tilted page is cut to the original size around its centre.
      const { width = SHEET_WIDTH, height = SHEET_HEIGHT } = await sharp(rotated).metadata();
      return sharp(rotated)
        .extract({
          left: Math.floor((width - SHEET_WIDTH) / 2),
          top: Math.floor((height - SHEET_HEIGHT) / 2),
          width: SHEET_WIDTH,
          height: SHEET_HEIGHT,
        })
        .png()
        .toBuffer();
    }
    case "blurred":
      return page.blur(1.8).png().toBuffer();
    case "shadowed":
      return page
        .composite([{ input: Buffer.from(shadowSvg), blend: "multiply" }])
        .png()
        .toBuffer();
  }
}

/** Every sample sheet in every condition: 24 photos. */
export function sheetSet(): Array<{ sheet: InductionSheet; condition: SheetCondition; variant: number }> {
  return sheetConditions.flatMap((condition) =>
    sampleSheets.map((sheet, variant) => ({ sheet, condition, variant })),
  );
}
