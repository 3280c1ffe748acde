import type { CorpusRecord, Random } from "./records.ts";

/**
 * Twelve layouts of induction records (and four more in the corpus's second part, below) as UK sites hand them out, drawn as SVG pages (A4 at 120 dpi): forms
 * with boxed fields, bordered tables without colons, two fields to a line, checklists with dotted leaders and
 * tick columns, a letter and a certificate in prose, a digital induction's printout, and forms filled in by
 * hand (Debian's handwriting fonts). Written apart from the reader: nothing here is shaped by its code.
 */

export const PAGE_WIDTH = 1000;
export const PAGE_HEIGHT = 1414;

const sans = "Liberation Sans, DejaVu Sans, sans-serif";
const serif = "Liberation Serif, DejaVu Serif, serif";
const handFonts = ["DkgHandwriting", "Breip", "Comic Neue", "Dancing Script"];

const esc = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface TextStyle {
  size?: number;
  font?: string;
  weight?: "bold" | "normal";
  fill?: string;
  anchor?: "start" | "middle" | "end";
  italic?: boolean;
}
function text(x: number, y: number, value: string, style: TextStyle = {}): string {
  const { size = 22, font = sans, weight = "normal", fill = "#1a1a1a", anchor = "start", italic } = style;
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${font}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${italic ? ' font-style="italic"' : ""}>${esc(value)}</text>`;
}
const line = (x1: number, y1: number, x2: number, y2: number, width = 2, dash = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#222" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
const box = (x: number, y: number, w: number, h: number, width = 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#222" stroke-width="${width}"/>`;
const tick = (x: number, y: number, colour = "#111", size = 1) =>
  `<path d="M ${x} ${y} l ${7 * size} ${9 * size} l ${15 * size} ${-20 * size}" fill="none" stroke="${colour}" stroke-width="${4 * size}" stroke-linecap="round"/>`;
const cross = (x: number, y: number, colour = "#111", size = 1) =>
  `<path d="M ${x} ${y} l ${18 * size} ${18 * size} M ${x + 18 * size} ${y} l ${-18 * size} ${18 * size}" fill="none" stroke="${colour}" stroke-width="${4 * size}" stroke-linecap="round"/>`;
const ring = (cx: number, cy: number, rx: number, ry: number, colour = "#111") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${colour}" stroke-width="3"/>`;
const page = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of value.split(" ")) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

const ppeList = (record: CorpusRecord) => record.ppeWords.join(", ");
const ppeProse = (record: CorpusRecord) => {
  const words = [...record.ppeWords];
  const last = words.pop() ?? "";
  return words.length > 0 ? `${words.join(", ")} and ${last}` : last;
};

/** How a value is written in: typed, or by hand in one of the handwriting fonts with a slight slant. */
interface Pen {
  write(x: number, y: number, value: string, size?: number): string;
  hand: boolean;
  colour: string;
}
const typedPen: Pen = {
  write: (x, y, value, size = 22) => text(x, y, value, { size }),
  hand: false,
  colour: "#111",
};
function handPen(random: Random): Pen {
  const font = random.pick(handFonts);
  const colour = random.pick(["#1b2a6b", "#111111", "#20306e"]);
  return {
    write: (x, y, value, size = 22) => {
      const slant = random.between(-1.2, 1.2).toFixed(2);
      return `<g transform="rotate(${slant} ${x} ${y})">${text(x, y, value, { size: Math.round(size * 1.3), font: `${font}, cursive`, fill: colour })}</g>`;
    },
    hand: true,
    colour,
  };
}

// -------------------------------------------------------------------------------------------------------
// The layouts

/** A main contractor's form: the company's banner, a box per field with its small capital label at the top. */
function boxedForm(record: CorpusRecord, pen: Pen): string {
  const parts = [
    `<rect x="60" y="50" width="880" height="90" fill="#1f3b5c"/>`,
    text(80, 108, record.company.toUpperCase(), { size: 30, weight: "bold", fill: "#ffffff" }),
    text(80, 190, "SITE INDUCTION RECORD", { size: 34, weight: "bold" }),
    text(80, 222, "To be completed for every person inducted onto site", { size: 16, fill: "#444" }),
  ];
  const cell = (x: number, y: number, w: number, h: number, label: string, value: string[]) => {
    parts.push(box(x, y, w, h), text(x + 10, y + 22, label, { size: 15, weight: "bold", fill: "#333" }));
    value.forEach((row, i) => {
      parts.push(pen.write(x + 14, y + 62 + i * 34, row, 24));
    });
  };
  cell(60, 250, 880, 100, "SITE NAME & ADDRESS", [record.site]);
  cell(60, 350, 440, 100, "PRINCIPAL CONTRACTOR", [record.company]);
  cell(500, 350, 440, 100, "PROJECT", [record.project]);
  cell(60, 450, 440, 100, "DATE OF INDUCTION", [record.printedDate]);
  cell(500, 450, 440, 100, "INDUCTED BY", [record.supervisor]);
  cell(60, 550, 880, 130, "PPE TO BE WORN", wrap(ppeList(record), pen.hand ? 44 : 56));
  cell(60, 680, 880, 100, "NAME OF OPERATIVE", [record.worker]);
  parts.push(box(60, 780, 880, 90), text(74, 835, "Site safety briefing received", { size: 22 }));
  parts.push(box(560, 808, 32, 32), text(604, 835, "Yes", { size: 22 }));
  parts.push(box(700, 808, 32, 32), text(744, 835, "No", { size: 22 }));
  parts.push(record.briefing ? tick(564, 824, pen.colour) : tick(704, 824, pen.colour));
  parts.push(box(60, 870, 880, 110), text(70, 892, "SIGNATURE OF OPERATIVE", { size: 15, weight: "bold" }));
  parts.push(text(80, 1360, "Form HS-014 rev 3. Keep on file for the duration of the works.", { size: 14 }));
  return page(parts.join(""));
}

/** A bordered table of label and value cells, no colons. */
function borderedTable(record: CorpusRecord, pen: Pen): string {
  const rows: Array<[string, string[]]> = [
    ["Site", [record.site]],
    ["Main contractor", [record.company]],
    ["Project", [record.project]],
    ["Date", [record.printedDate]],
    ["Supervisor", [record.supervisor]],
    ["Operative", [record.worker]],
    ["PPE required", wrap(ppeList(record), pen.hand ? 36 : 44)],
  ];
  const parts = [
    text(500, 110, "Contractor Induction", { size: 36, weight: "bold", anchor: "middle" }),
    text(500, 148, "Health, Safety & Environment", { size: 18, anchor: "middle", fill: "#444" }),
  ];
  let y = 200;
  for (const [label, value] of rows) {
    const h = 30 + value.length * 40;
    parts.push(
      `<rect x="80" y="${y}" width="280" height="${h}" fill="#eeeeee" stroke="#222" stroke-width="2"/>`,
    );
    parts.push(box(360, y, 560, h), text(96, y + 44, label, { size: 22, weight: "bold" }));
    value.forEach((row, i) => {
      parts.push(pen.write(378, y + 44 + i * 40, row, 22));
    });
    y += h;
  }
  const h = 70;
  parts.push(
    `<rect x="80" y="${y}" width="280" height="${h}" fill="#eeeeee" stroke="#222" stroke-width="2"/>`,
  );
  parts.push(box(360, y, 280, h), box(640, y, 280, h));
  parts.push(text(96, y + 44, "Safety briefing given", { size: 22, weight: "bold" }));
  parts.push(text(400, y + 44, "Yes", { size: 22 }), text(680, y + 44, "No", { size: 22 }));
  parts.push(record.briefing ? tick(470, y + 36, pen.colour, 1.3) : tick(750, y + 36, pen.colour, 1.3));
  y += h;
  parts.push(
    box(80, y, 280, 80),
    box(360, y, 560, 80),
    text(96, y + 48, "Signed", { size: 22, weight: "bold" }),
  );
  return page(parts.join(""));
}

/** Two "Label: value" pairs to a line, as on a contractor's one-page sheet. */
function twoToALine(record: CorpusRecord, pen: Pen): string {
  const parts = [
    text(70, 110, "SITE INDUCTION - OPERATIVE DETAILS", { size: 30, weight: "bold" }),
    line(70, 130, 930, 130, 3),
  ];
  const label = (x: number, y: number, value: string) => text(x, y, value, { size: 22, weight: "bold" });
  parts.push(label(70, 200, "Site:"), pen.write(140, 200, record.site));
  parts.push(label(70, 260, "Operative:"), pen.write(200, 260, record.worker));
  parts.push(label(560, 260, "Date:"), pen.write(630, 260, record.printedDate));
  parts.push(label(70, 320, "Contractor:"), pen.write(210, 320, record.company));
  parts.push(label(70, 380, "Supervisor:"), pen.write(210, 380, record.supervisor));
  parts.push(label(560, 380, "Project:"), pen.write(660, 380, record.project));
  parts.push(label(70, 440, "Safety briefing:"), pen.write(260, 440, record.briefing ? "Yes" : "No"));
  parts.push(label(70, 500, "PPE:"));
  wrap(ppeList(record), pen.hand ? 40 : 60).forEach((row, i) => {
    parts.push(pen.write(140, 500 + i * 40, row));
  });
  parts.push(text(70, 700, "I confirm I have understood the site rules.", { size: 20 }));
  parts.push(text(70, 780, "Signed: ______________________", { size: 20 }));
  parts.push(text(560, 780, "Print: ____________________", { size: 20 }));
  return page(parts.join(""));
}

/** Dotted-leader details, then a checklist of topics with a tick or a cross in a column. */
function checklist(record: CorpusRecord, pen: Pen): string {
  const parts = [text(70, 100, "Induction Checklist", { size: 34, weight: "bold", font: serif })];
  const leader = (y: number, label: string, value: string) => {
    parts.push(text(70, y, label, { size: 22 }));
    parts.push(line(70 + label.length * 11 + 8, y + 4, 930, y + 4, 2, "2 6"));
    parts.push(pen.write(330, y - 4, value));
  };
  leader(170, "Site", record.site);
  leader(225, "Company", record.company);
  leader(280, "Project", record.project);
  leader(335, "Inducted by", record.supervisor);
  leader(390, "Date of induction", record.printedDate);
  leader(445, "Operative", record.worker);
  parts.push(text(70, 520, "Topics covered", { size: 24, weight: "bold" }));
  const topics: Array<[string, boolean]> = [
    ["Site rules and welfare", true],
    ["Fire and emergency arrangements", true],
    ["Safety briefing", record.briefing],
    ["Permits to work", true],
    ["Reporting accidents and near misses", true],
  ];
  let y = 540;
  parts.push(box(70, y, 860, 44), text(84, y + 30, "Topic", { size: 20, weight: "bold" }));
  parts.push(
    line(780, y, 780, y + 44 + topics.length * 44),
    text(800, y + 30, "Done", { size: 20, weight: "bold" }),
  );
  for (const [topic, done] of topics) {
    y += 44;
    parts.push(box(70, y, 860, 44), text(84, y + 30, topic, { size: 20 }));
    parts.push(done ? tick(835, y + 22, pen.colour) : cross(835, y + 12, pen.colour));
  }
  y += 100;
  parts.push(text(70, y, "PPE required", { size: 22 }), line(220, y + 4, 930, y + 4, 2, "2 6"));
  wrap(ppeList(record), pen.hand ? 36 : 50).forEach((row, i) => {
    parts.push(pen.write(330, y - 4 + i * 40, row));
  });
  parts.push(text(70, y + 160, "Operative signature ____________________", { size: 20 }));
  parts.push(text(70, y + 220, "Inductor signature ____________________", { size: 20 }));
  return page(parts.join(""));
}

/** A letter on the contractor's letterhead confirming the induction in prose. */
function letter(record: CorpusRecord): string {
  const body = [
    `This is to confirm that ${record.worker} attended the site induction at ${record.site} on ${record.printedDate}, given by ${record.supervisor} of ${record.company}, for the ${record.project} project.`,
    record.briefing
      ? "The site safety briefing was given and understood."
      : "The site safety briefing was not given and must be completed before work starts.",
    `The following PPE must be worn at all times on site: ${ppeProse(record)}.`,
    "Please keep this letter with your cards and show it at the gate if asked.",
  ];
  const parts = [
    text(70, 100, record.company, { size: 32, weight: "bold", font: serif }),
    text(70, 132, "Registered office: 14 Commercial Street, Manchester M1 2AB", { size: 15, fill: "#444" }),
    line(70, 150, 930, 150, 1),
    text(70, 240, "To whom it may concern", { size: 22, font: serif }),
  ];
  let y = 300;
  for (const paragraph of body) {
    for (const row of wrap(paragraph, 70)) {
      parts.push(text(70, y, row, { size: 22, font: serif }));
      y += 34;
    }
    y += 22;
  }
  parts.push(text(70, y + 40, "Yours faithfully,", { size: 22, font: serif }));
  parts.push(text(70, y + 150, "Health and Safety Department", { size: 22, font: serif }));
  return page(parts.join(""));
}

/** A certificate: centred prose with the facts in it. */
function certificate(record: CorpusRecord): string {
  const parts = [
    `<rect x="40" y="40" width="920" height="1334" fill="none" stroke="#7a5c1e" stroke-width="8"/>`,
    `<rect x="60" y="60" width="880" height="1294" fill="none" stroke="#7a5c1e" stroke-width="2"/>`,
    text(500, 200, "CERTIFICATE OF", { size: 34, anchor: "middle", font: serif }),
    text(500, 250, "SITE INDUCTION", { size: 46, weight: "bold", anchor: "middle", font: serif }),
    text(500, 340, "This certifies that", { size: 24, anchor: "middle", font: serif, italic: true }),
    text(500, 400, record.worker, { size: 36, anchor: "middle", font: serif, weight: "bold" }),
  ];
  const rows = [
    `has completed the site induction for the ${record.project} project`,
    `at ${record.site}`,
    `delivered by ${record.supervisor} on behalf of ${record.company}`,
    `on ${record.printedDate}.`,
    record.briefing ? "Safety briefing: completed" : "Safety briefing: not completed",
    `PPE required: ${ppeList(record)}`,
  ];
  let y = 480;
  for (const row of rows.flatMap((value) => wrap(value, 58))) {
    parts.push(text(500, y, row, { size: 24, anchor: "middle", font: serif }));
    y += 46;
  }
  parts.push(line(140, 1180, 440, 1180, 1), text(290, 1210, "Site Manager", { size: 18, anchor: "middle" }));
  parts.push(line(560, 1180, 860, 1180, 1), text(710, 1210, "Operative", { size: 18, anchor: "middle" }));
  return page(parts.join(""));
}

/** A digital induction's printout: grey labels above the values, two columns, a status with a mark. */
function digitalPrintout(record: CorpusRecord): string {
  const parts = [
    `<rect x="0" y="0" width="${PAGE_WIDTH}" height="70" fill="#e8eef5"/>`,
    text(60, 45, "InductPro  |  Digital site induction", { size: 18, fill: "#345" }),
    text(60, 140, "Induction complete", { size: 34, weight: "bold" }),
    text(60, 178, `Reference IND-${record.date.replace(/-/g, "")}-${record.worker.length}`, {
      size: 16,
      fill: "#555",
    }),
  ];
  const field = (x: number, y: number, label: string, value: string[]) => {
    parts.push(text(x, y, label, { size: 16, fill: "#666" }));
    value.forEach((row, i) => {
      parts.push(text(x, y + 32 + i * 30, row, { size: 22 }));
    });
  };
  field(60, 250, "Site", [record.site]);
  field(540, 250, "Principal contractor", [record.company]);
  field(60, 350, "Project", [record.project]);
  field(540, 350, "Completed on", [record.printedDate]);
  field(60, 450, "Inducted by", [record.supervisor]);
  field(540, 450, "Operative", [record.worker]);
  field(60, 550, "PPE required", wrap(ppeList(record), 64));
  parts.push(text(60, 690, "Safety briefing", { size: 16, fill: "#666" }));
  parts.push(record.briefing ? tick(60, 718, "#137333") : cross(60, 706, "#b3261e"));
  parts.push(text(100, 726, record.briefing ? "Completed" : "Not completed", { size: 22 }));
  parts.push(
    line(60, 1300, 940, 1300, 1),
    text(60, 1330, "Printed from the contractor's induction system.", { size: 14, fill: "#555" }),
  );
  return page(parts.join(""));
}

/** Right-aligned labels without colons, values beside them, YES / NO with the answer circled. */
function declaration(record: CorpusRecord, pen: Pen): string {
  const parts = [
    text(500, 110, "OPERATIVE INDUCTION DECLARATION", { size: 30, weight: "bold", anchor: "middle" }),
    line(100, 135, 900, 135, 2),
  ];
  const pair = (y: number, label: string, value: string[]) => {
    parts.push(text(330, y, label, { size: 21, weight: "bold", anchor: "end" }));
    value.forEach((row, i) => {
      parts.push(pen.write(360, y + i * 38, row));
    });
  };
  pair(200, "Name", [record.worker]);
  pair(260, "Site name", [record.site]);
  pair(320, "Employer / contractor", [record.company]);
  pair(380, "Project", [record.project]);
  pair(440, "Induction date", [record.printedDate]);
  pair(500, "Site supervisor", [record.supervisor]);
  pair(560, "PPE", wrap(ppeList(record), pen.hand ? 34 : 46));
  parts.push(text(330, 700, "Safety briefing given", { size: 21, weight: "bold", anchor: "end" }));
  parts.push(
    text(380, 700, "YES", { size: 22 }),
    text(440, 700, "/", { size: 22 }),
    text(470, 700, "NO", { size: 22 }),
  );
  parts.push(record.briefing ? ring(402, 692, 36, 22, pen.colour) : ring(486, 692, 34, 22, pen.colour));
  parts.push(text(100, 800, "I have read and understood the site rules and will follow them.", { size: 19 }));
  parts.push(text(100, 880, "Signature .................................", { size: 19 }));
  return page(parts.join(""));
}

/** A printed form with lines to write on, filled in by hand. */
function linedForm(record: CorpusRecord, pen: Pen): string {
  const parts = [text(70, 100, "New Starter Site Induction", { size: 32, weight: "bold" })];
  const rule = (y: number, label: string, value: string[]) => {
    parts.push(text(70, y, label, { size: 20 }));
    value.forEach((row, i) => {
      parts.push(line(300, y + 6 + i * 48, 930, y + 6 + i * 48, 1), pen.write(312, y - 4 + i * 48, row));
    });
  };
  rule(190, "Full name", [record.worker]);
  rule(260, "Site name", [record.site]);
  rule(330, "Company", [record.company]);
  rule(400, "Project", [record.project]);
  rule(470, "Date", [record.printedDate]);
  rule(540, "Inducted by", [record.supervisor]);
  rule(610, "PPE required", wrap(ppeList(record), 30));
  parts.push(text(70, 800, "Safety briefing given? (circle)", { size: 20 }));
  parts.push(text(420, 800, "YES", { size: 22 }), text(560, 800, "NO", { size: 22 }));
  parts.push(record.briefing ? ring(442, 792, 40, 24, pen.colour) : ring(576, 792, 36, 24, pen.colour));
  parts.push(text(70, 900, "Signature", { size: 20 }), line(300, 906, 930, 906, 1));
  return page(parts.join(""));
}

// -------------------------------------------------------------------------------------------------------
// The second part: sheets that tick the PPE off a printed list and say how long the induction is valid

/** The eight things a PPE checklist prints, in the words of the sheet, by the checklist id they stand for. */
type PpeNames = ReadonlyArray<readonly [id: string, name: string]>;
const formPpe: PpeNames = [
  ["hard_hat", "Hard hat"],
  ["hi_vis", "Hi-vis vest"],
  ["safety_boots", "Safety boots"],
  ["gloves", "Gloves"],
  ["eye_protection", "Eye protection"],
  ["ear_defenders", "Ear defenders"],
  ["harness", "Harness"],
  ["dust_mask", "Dust mask / RPE"],
];
const tablePpe: PpeNames = [
  ["hard_hat", "Safety helmet"],
  ["hi_vis", "High visibility clothing"],
  ["safety_boots", "Safety footwear"],
  ["gloves", "Gloves"],
  ["eye_protection", "Safety glasses"],
  ["ear_defenders", "Hearing protection"],
  ["harness", "Full body harness"],
  ["dust_mask", "RPE (FFP3 mask)"],
];
const printoutPpe: PpeNames = [
  ["hard_hat", "Hard hat"],
  ["hi_vis", "Hi-vis"],
  ["safety_boots", "Safety boots"],
  ["gloves", "Gloves"],
  ["eye_protection", "Goggles"],
  ["ear_defenders", "Ear defenders"],
  ["harness", "Harness"],
  ["dust_mask", "Dust mask"],
];

/** A mark made by hand: never quite the same size or in quite the same place. */
function handMark(kind: "tick" | "cross", x: number, y: number, colour: string, random: Random): string {
  const size = random.between(0.85, 1.25);
  const dx = random.between(-3, 3);
  const dy = random.between(-3, 3);
  return kind === "tick" ? tick(x + dx, y + dy, colour, size) : cross(x + dx, y + dy, colour, size);
}

/**
 * A contractor's form: "Label: value" lines with a valid-until line under the induction's date, the briefing
 * answered by a mark in its box, and the PPE ticked (or crossed, as some people mark boxes) on a printed list of
 * boxes, two to a row.
 */
function ppeTickForm(record: CorpusRecord, pen: Pen, random: Random, mark: "tick" | "cross"): string {
  const ink = pen.hand ? pen.colour : "#1b2a6b";
  const parts = [
    text(70, 100, "SITE INDUCTION FORM", { size: 34, weight: "bold" }),
    text(70, 134, "Complete in full. Keep a copy with your cards.", { size: 16, fill: "#444" }),
    line(70, 150, 930, 150, 3),
  ];
  const row = (y: number, label: string, value: string | undefined) => {
    const x = 70 + label.length * 12 + 16;
    parts.push(text(70, y, label, { size: 22, weight: "bold" }), line(x - 6, y + 6, 930, y + 6, 1));
    if (value) parts.push(pen.write(x, y - 2, value));
  };
  row(210, "Site:", record.site);
  row(270, "Contractor:", record.company);
  row(330, "Project:", record.project);
  row(390, "Operative:", record.worker);
  row(450, "Inducted by:", record.supervisor);
  row(510, "Date of induction:", record.printedDate);
  row(570, "Valid until:", record.expiry?.printed);
  parts.push(text(70, 650, "Safety briefing received:", { size: 22, weight: "bold" }));
  parts.push(box(400, 626, 30, 30), text(442, 650, "Yes", { size: 22 }));
  parts.push(box(540, 626, 30, 30), text(582, 650, "No", { size: 22 }));
  const answerBox = record.briefing ? 400 : 540;
  parts.push(
    mark === "tick"
      ? handMark("tick", answerBox + 5, 640, ink, random)
      : handMark("cross", answerBox + 6, 632, ink, random),
  );
  parts.push(text(70, 730, "PPE REQUIRED ON THIS SITE (tick all that apply)", { size: 20, weight: "bold" }));
  formPpe.forEach(([id, name], i) => {
    const x = i % 2 === 0 ? 90 : 520;
    const y = 790 + Math.floor(i / 2) * 56;
    parts.push(box(x, y - 24, 30, 30), text(x + 46, y, name, { size: 22 }));
    if (!record.ppe.includes(id)) return;
    parts.push(
      mark === "tick"
        ? handMark("tick", x + 5, y - 10, ink, random)
        : handMark("cross", x + 6, y - 18, ink, random),
    );
  });
  parts.push(text(70, 1120, "Operative signature ____________________", { size: 20 }));
  parts.push(text(70, 1180, "Inductor signature ____________________", { size: 20 }));
  return page(parts.join(""));
}

/**
 * An induction record as a bordered table (an expiry date among the details), then the PPE as a table of items
 * with a tick or a cross drawn in a "Required" column.
 */
function ppeMarkTable(record: CorpusRecord, pen: Pen, random: Random): string {
  const ink = "#1b2a6b";
  const parts = [text(500, 100, "Site Induction Record", { size: 34, weight: "bold", anchor: "middle" })];
  const details: Array<[string, string]> = [
    ["Site", record.site],
    ["Main contractor", record.company],
    ["Project", record.project],
    ["Date of induction", record.printedDate],
    ["Inducted by", record.supervisor],
    ["Expiry date", record.expiry?.printed ?? ""],
    ["Operative", record.worker],
  ];
  let y = 150;
  for (const [label, value] of details) {
    parts.push(
      `<rect x="80" y="${y}" width="300" height="56" fill="#eeeeee" stroke="#222" stroke-width="2"/>`,
    );
    parts.push(box(380, y, 540, 56), text(96, y + 36, label, { size: 21, weight: "bold" }));
    if (value) parts.push(pen.write(396, y + 36, value, 21));
    y += 56;
  }
  parts.push(`<rect x="80" y="${y}" width="300" height="56" fill="#eeeeee" stroke="#222" stroke-width="2"/>`);
  parts.push(box(380, y, 540, 56), text(96, y + 36, "Safety briefing given", { size: 21, weight: "bold" }));
  parts.push(
    handMark(record.briefing ? "tick" : "cross", 400, record.briefing ? y + 30 : y + 19, ink, random),
  );
  y += 110;
  parts.push(text(80, y, "Personal protective equipment", { size: 24, weight: "bold" }));
  y += 20;
  parts.push(box(80, y, 840, 44), text(96, y + 30, "Item", { size: 20, weight: "bold" }));
  parts.push(line(700, y, 700, y + 44 * 9), text(716, y + 30, "Required", { size: 20, weight: "bold" }));
  for (const [id, name] of tablePpe) {
    y += 44;
    parts.push(box(80, y, 840, 44), text(96, y + 30, name, { size: 20 }));
    const required = record.ppe.includes(id);
    parts.push(handMark(required ? "tick" : "cross", 790, required ? y + 26 : y + 13, ink, random));
  }
  parts.push(text(80, y + 120, "Signed (operative) ____________________", { size: 20 }));
  return page(parts.join(""));
}

/** A printout from an online induction: "Label: value" lines and the PPE as printed check boxes (☑ / ☐). */
function checkboxPrintout(record: CorpusRecord): string {
  const parts = [
    `<rect x="0" y="0" width="${PAGE_WIDTH}" height="70" fill="#e8eef5"/>`,
    text(60, 45, "SafeStart  |  Online site induction", { size: 18, fill: "#345" }),
    text(60, 140, "Induction certificate", { size: 34, weight: "bold" }),
  ];
  const pairs: Array<[string, string]> = [
    ["Site:", record.site],
    ["Contractor:", record.company],
    ["Project:", record.project],
    ["Completed:", record.printedDate],
    ["Expires:", record.expiry?.printed ?? "n/a"],
    ["Inducted by:", record.supervisor],
    ["Operative:", record.worker],
    ["Safety briefing:", record.briefing ? "Completed" : "Not completed"],
  ];
  pairs.forEach(([label, value], i) => {
    const y = 220 + i * 50;
    parts.push(text(60, y, label, { size: 22, weight: "bold" }), text(260, y, value, { size: 22 }));
  });
  parts.push(text(60, 680, "PPE required on site", { size: 22, weight: "bold" }));
  printoutPpe.forEach(([id, name], i) => {
    const x = i % 2 === 0 ? 60 : 480;
    const y = 730 + Math.floor(i / 2) * 46;
    parts.push(
      text(x, y, `${record.ppe.includes(id) ? "☑" : "☐"} ${name}`, { size: 22, font: "DejaVu Sans" }),
    );
  });
  parts.push(
    line(60, 1300, 940, 1300, 1),
    text(60, 1330, "Printed from the online induction. Check it is in date at the gate.", {
      size: 14,
      fill: "#555",
    }),
  );
  return page(parts.join(""));
}

export interface Layout {
  id: string;
  /** Whether the values are written by hand. */
  hand: boolean;
  draw(record: CorpusRecord, random: Random): string;
}

export const layouts: readonly Layout[] = [
  { id: "boxed-form", hand: false, draw: (record) => boxedForm(record, typedPen) },
  { id: "bordered-table", hand: false, draw: (record) => borderedTable(record, typedPen) },
  { id: "two-to-a-line", hand: false, draw: (record) => twoToALine(record, typedPen) },
  { id: "checklist", hand: false, draw: (record) => checklist(record, typedPen) },
  { id: "letter", hand: false, draw: (record) => letter(record) },
  { id: "certificate", hand: false, draw: (record) => certificate(record) },
  { id: "digital-printout", hand: false, draw: (record) => digitalPrintout(record) },
  { id: "declaration", hand: false, draw: (record) => declaration(record, typedPen) },
  { id: "hand-boxed-form", hand: true, draw: (record, random) => boxedForm(record, handPen(random)) },
  { id: "hand-table", hand: true, draw: (record, random) => borderedTable(record, handPen(random)) },
  { id: "hand-lined-form", hand: true, draw: (record, random) => linedForm(record, handPen(random)) },
  { id: "hand-checklist", hand: true, draw: (record, random) => checklist(record, handPen(random)) },
];

/**
 * The corpus's second part (decision 0018, tenth pass): PPE ticked off a printed list and an end date beside
 * the induction's own. Records in these layouts carry `expiry`.
 */
export const tickAndExpiryLayouts: readonly Layout[] = [
  {
    id: "ppe-tick-form",
    hand: false,
    draw: (record, random) => ppeTickForm(record, typedPen, random, "tick"),
  },
  { id: "ppe-mark-table", hand: false, draw: (record, random) => ppeMarkTable(record, typedPen, random) },
  { id: "checkbox-printout", hand: false, draw: (record) => checkboxPrintout(record) },
  {
    id: "hand-ppe-cross-form",
    hand: true,
    draw: (record, random) => ppeTickForm(record, handPen(random), random, "cross"),
  },
];
