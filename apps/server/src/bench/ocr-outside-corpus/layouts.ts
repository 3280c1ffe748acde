import { type OutsideRandom, type OutsideRecord, ppeCodes } from "./values.ts";

/**
 * The outside corpus's forms, as HTML and CSS that Chromium prints (A4 at 96 CSS px to the inch). Each is modelled
 * on a kind of UK induction paperwork found in public sources (README.md beside the images cites them): their
 * words for the fields ("Location", "Principal Contractor", "Scheme", "Inductor", "Date of induction", "PPE
 * issued"), their boxes, registers, letters and tick lists. A hand-filled sheet is the same form with the values
 * written in a handwriting font, a little crooked, and marks drawn as strokes.
 */
interface OutsideLayout {
  id: string;
  /** Whether the form has an end date ("Valid until", "Expiry"). */
  printsEnd: boolean;
  /** Whether a copy is ever filled by hand (a typed letter never is). */
  handFilled: boolean;
  html: (record: OutsideRecord, pen: Pen) => string;
}

const htmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** How values and marks go onto a sheet: typed in a word processor's font, or written by hand. */
interface Pen {
  value: (text: string) => string;
  tick: () => string;
  cross: () => string;
  /** A word with a ring round it (circled YES / NO). */
  ring: (word: string) => string;
  css: string;
}

const handFonts = [
  { family: "Caveat", size: 27 },
  { family: "Indie Flower", size: 22 },
  { family: "Reenie Beanie", size: 29 },
  { family: "Homemade Apple", size: 17 },
  { family: "Nothing You Could Do", size: 19 },
];
const typedFonts = ["Liberation Sans", "Liberation Serif", "DejaVu Sans", "DejaVu Serif", "Liberation Mono"];

export function typedPen(random: OutsideRandom): Pen {
  const font = random.one(typedFonts);
  const size = random.int(14, 16);
  return {
    value: (text) => `<span class="v">${htmlText(text)}</span>`,
    tick: () => `<span class="mark">✓</span>`,
    cross: () => `<span class="mark">✗</span>`,
    ring: (word) => `<span class="ringed">${word}</span>`,
    css: `.v { font-family: "${font}"; font-size: ${size}px; } .mark { font-family: "DejaVu Sans"; font-size: 17px; }
      .ringed { border: 1.5px solid #000; border-radius: 50%; padding: 1px 6px; }`,
  };
}

export function handPen(random: OutsideRandom): Pen {
  const font = random.one(handFonts);
  const ink = random.one(["#1b2a6b", "#111111", "#23344f"]);
  const stroke = (d: string, width: number, height: number) =>
    `<svg class="drawn" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${d}" fill="none" stroke="${ink}" stroke-width="${random.range(1.8, 2.8).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  const j = (scale: number) => random.range(-scale, scale).toFixed(1);
  return {
    value: (text) =>
      `<span class="v" style="transform: rotate(${random.range(-2, 2).toFixed(1)}deg) translateY(${random.range(-3, 2).toFixed(0)}px); font-size: ${(font.size * random.range(0.93, 1.08)).toFixed(0)}px">${htmlText(text)}</span>`,
    tick: () =>
      stroke(`M${3 + +j(1)} ${11 + +j(2)} L${8 + +j(1)} ${18 + +j(1)} L${19 + +j(2)} ${2 + +j(1)}`, 22, 20),
    cross: () =>
      stroke(
        `M${3 + +j(1)} ${3 + +j(1)} L${17 + +j(1)} ${17 + +j(1)} M${17 + +j(1)} ${3 + +j(1)} L${3 + +j(1)} ${17 + +j(1)}`,
        20,
        20,
      ),
    ring: (word) =>
      `<span class="ringed" style="border-radius: ${random.int(40, 55)}% ${random.int(40, 55)}%; transform: rotate(${random.range(-6, 6).toFixed(0)}deg)">${word}</span>`,
    css: `.v { font-family: "${font.family}"; color: ${ink}; display: inline-block; max-width: 100%; }
      .drawn { display: inline-block; vertical-align: middle; }
      .ringed { display: inline-block; border: 2px solid ${ink}; padding: 2px 7px; }`,
  };
}

const page = (
  css: string,
  body: string,
  pen: Pen,
) => `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0; }
  html, body { margin: 0; padding: 0; background: #fff; color: #000; }
  body { width: 794px; height: 1123px; box-sizing: border-box; padding: 56px 60px; font-family: "Liberation Sans"; font-size: 13px; }
  table { border-collapse: collapse; }
  ${css}
  ${pen.css}
</style></head><body>${body}</body></html>`;

/** Every item the form lists, with a mark for the ones this sheet says are needed. */
const ppeList = (record: OutsideRecord) =>
  ppeCodes.map((code) => ({ code, words: record.ppeWords[code] ?? code, needed: record.ppe.includes(code) }));
const neededWords = (record: OutsideRecord) =>
  ppeList(record)
    .filter((item) => item.needed)
    .map((item) => item.words);
const box = (on: boolean, pen: Pen) => `<span class="cb">${on ? pen.tick() : ""}</span>`;

/** A main contractor's boxed form: small capital labels inside the top of each box, values below them. */
const boxedGrid: OutsideLayout = {
  id: "boxed-grid",
  printsEnd: true,
  handFilled: true,
  html: (r, pen) =>
    page(
      `h1 { font-size: 22px; margin: 0 0 4px; letter-spacing: 1px; } .sub { margin-bottom: 18px; font-size: 12px; }
      .grid { display: grid; grid-template-columns: 1fr 1fr; border: 2px solid #000; }
      .cell { border: 1px solid #000; min-height: 58px; padding: 4px 8px; }
      .cell.wide { grid-column: span 2; }
      .cell label { display: block; font-size: 9.5px; font-weight: bold; text-transform: uppercase; letter-spacing: 0.5px; margin-bottom: 8px; }
      .cb { display: inline-block; width: 18px; height: 18px; border: 1.5px solid #000; margin: 0 6px 0 14px; vertical-align: middle; text-align: center; line-height: 18px; }
      .ppe { display: grid; grid-template-columns: 1fr 1fr; row-gap: 6px; }
      .foot { margin-top: 26px; font-size: 11px; }`,
      `<h1>SITE INDUCTION RECORD</h1><div class="sub">${htmlText(r.company)} — to be completed for every operative before starting work (CDM 2015)</div>
      <div class="grid">
        <div class="cell"><label>Inductee (print name)</label>${pen.value(r.worker)}</div>
        <div class="cell"><label>Date of induction</label>${pen.value(r.writtenDate)}</div>
        <div class="cell wide"><label>Location</label>${pen.value(r.site)}</div>
        <div class="cell"><label>Principal Contractor</label>${pen.value(r.company)}</div>
        <div class="cell"><label>Scheme</label>${pen.value(r.project)}</div>
        <div class="cell"><label>Inductor</label>${pen.value(r.supervisor)}</div>
        <div class="cell"><label>Expiry of induction</label>${r.writtenValidUntil ? pen.value(r.writtenValidUntil) : ""}</div>
        <div class="cell wide"><label>Site safety briefing given</label>Yes ${box(r.briefing, pen)} &nbsp;&nbsp; No ${box(!r.briefing, pen)}</div>
        <div class="cell wide"><label>PPE issued / required</label><div class="ppe">${ppeList(r)
          .map((item) => `<div>${box(item.needed, pen)} ${htmlText(item.words)}</div>`)
          .join("")}</div></div>
        <div class="cell"><label>Signature of inductee</label></div>
        <div class="cell"><label>Signature of inductor</label></div>
      </div>
      <div class="foot">Keep the signed record in the site induction file. Re-induction is required after the expiry date or when site conditions change.</div>`,
      pen,
    ),
};

/** A toolbox-talk attendance record used for the induction briefing: a header table, points covered, a register. */
const attendanceRegister: OutsideLayout = {
  id: "attendance-register",
  printsEnd: false,
  handFilled: true,
  html: (r, pen) => {
    const others = ["Operative", "Labourer", "Electrician", "Bricklayer", "Joiner", "Plumber", "Scaffolder"];
    const rows = Array.from({ length: 6 }, (_, index) =>
      index === 0
        ? pen.value(r.worker)
        : index < 3
          ? pen.value(`${["A.", "M.", "J.", "K."][index]} ${["Nowak", "Reid", "Silva", "Byrne"][index]}`)
          : "",
    );
    const point = (text: string, yes: boolean | null) =>
      `<tr><td>${text}</td><td class="c">${yes === true ? pen.tick() : ""}</td><td class="c">${yes === false ? pen.tick() : ""}</td><td class="c">${yes === null ? pen.tick() : ""}</td></tr>`;
    return page(
      `h1 { font-size: 20px; text-align: center; margin: 0 0 14px; text-decoration: underline; }
      table { width: 100%; margin-bottom: 14px; } td, th { border: 1px solid #000; padding: 6px 8px; height: 24px; vertical-align: middle; }
      th { background: #ddd; text-align: left; } .c { text-align: center; width: 46px; } .k { width: 150px; font-weight: bold; }`,
      `<h1>Toolbox Talk / Induction Briefing Record</h1>
      <table>
        <tr><td class="k">Toolbox Topic:</td><td colspan="3">Site induction &amp; safety briefing</td></tr>
        <tr><td class="k">Date:</td><td>${pen.value(r.writtenDate)}</td><td class="k">Presented by:</td><td>${pen.value(r.supervisor)}</td></tr>
        <tr><td class="k">Project Name:</td><td colspan="3">${pen.value(r.project)}</td></tr>
        <tr><td class="k">Location:</td><td colspan="3">${pen.value(r.site)}</td></tr>
        <tr><td class="k">Principal Contractor:</td><td colspan="3">${pen.value(r.company)}</td></tr>
      </table>
      <table><tr><th>Meeting details</th><th class="c">Yes</th><th class="c">No</th><th class="c">N/A</th></tr>
        ${point("Site rules and welfare explained?", true)}
        ${point("Site safety briefing delivered to all attendees?", r.briefing)}
        ${point("Emergency and fire procedures covered?", true)}
        ${point("Previous observations discussed?", null)}
      </table>
      <table><tr><th>PPE to be worn at all times on this site</th></tr><tr><td style="height: 48px">${pen.value(neededWords(r).join(", "))}</td></tr></table>
      <table><tr><th style="width: 40px">No.</th><th>Name</th><th style="width: 140px">Trade</th><th style="width: 170px">Signature</th></tr>
        ${rows.map((name, index) => `<tr><td class="c">${index + 1}</td><td>${name}</td><td>${name ? pen.value(others[index] ?? "") : ""}</td><td></td></tr>`).join("")}
      </table>`,
      pen,
    );
  },
};

/** An "induction received" form in two columns: the site on the left, the induction on the right. */
const twoColumn: OutsideLayout = {
  id: "two-column",
  printsEnd: false,
  handFilled: true,
  html: (r, pen) =>
    page(
      `h1 { font-size: 21px; margin: 0 0 20px; border-bottom: 3px double #000; padding-bottom: 6px; }
      .cols { display: flex; gap: 36px; } .col { flex: 1; }
      h2 { font-size: 13px; background: #000; color: #fff; padding: 4px 8px; margin: 0 0 12px; }
      .row { margin-bottom: 18px; } .row .l { font-size: 11px; color: #333; }
      .row .line { border-bottom: 1px dotted #000; min-height: 26px; padding-top: 4px; }
      .decl { margin-top: 30px; line-height: 1.6; border: 1px solid #000; padding: 10px 12px; }`,
      `<h1>Confirmation of Site Induction</h1>
      <div class="cols">
        <div class="col"><h2>SITE</h2>
          <div class="row"><div class="l">Site</div><div class="line">${pen.value(r.site)}</div></div>
          <div class="row"><div class="l">Main contractor</div><div class="line">${pen.value(r.company)}</div></div>
          <div class="row"><div class="l">Scheme / contract</div><div class="line">${pen.value(r.project)}</div></div>
          <div class="row"><div class="l">Person inducted</div><div class="line">${pen.value(r.worker)}</div></div>
        </div>
        <div class="col"><h2>INDUCTION</h2>
          <div class="row"><div class="l">Inducted on</div><div class="line">${pen.value(r.writtenDate)}</div></div>
          <div class="row"><div class="l">Inducted by</div><div class="line">${pen.value(r.supervisor)}</div></div>
          <div class="row"><div class="l">Safety briefing received (Y/N)</div><div class="line">${pen.value(r.briefing ? "Y" : "N")}</div></div>
          <div class="row"><div class="l">PPE issued</div><div class="line">${pen.value(neededWords(r).join(", "))}</div></div>
        </div>
      </div>
      <div class="decl">I confirm that I have received the site induction described above, that I understood it, and that I will follow the site rules. I will wear the PPE listed at all times in the work areas.<br><br>Signed: ______________________ &nbsp;&nbsp; Date: ______________</div>`,
      pen,
    ),
};

/** A letter from the principal contractor confirming the induction, in prose. */
const letter: OutsideLayout = {
  id: "letter",
  printsEnd: false,
  handFilled: false,
  html: (r, pen) => {
    const ppe = neededWords(r).map((word) => word.toLowerCase());
    const ppeText =
      ppe.length > 1 ? `${ppe.slice(0, -1).join(", ")} and ${ppe[ppe.length - 1]}` : (ppe[0] ?? "");
    const surname = r.worker.split(" ").slice(-1)[0] ?? r.worker;
    return page(
      `.head { text-align: right; margin-bottom: 40px; } .head b { font-size: 19px; }
      p { line-height: 1.55; margin: 0 0 13px; font-size: 14px; } .re { font-weight: bold; }`,
      `<div class="head"><b>${htmlText(r.company)}</b><br>Site Office<br>${htmlText(r.site)}</div>
      <p>${pen.value(r.writtenDate)}</p>
      <p>Dear ${htmlText(r.worker.split(" ")[0] ?? "")} ${htmlText(surname)},</p>
      <p class="re">Re: Site induction — ${htmlText(r.project)}</p>
      <p>This letter confirms that you attended the site induction for the above scheme at ${htmlText(r.site)} on ${htmlText(r.writtenDate)}. The induction was given by ${htmlText(r.supervisor)} on behalf of ${htmlText(r.company)} as Principal Contractor.</p>
      <p>${r.briefing ? "The site safety briefing was delivered as part of your induction and you confirmed that you understood it." : "The site safety briefing was not delivered on the day; you must attend it before you start work in any live area."}</p>
      <p>While on site you must wear the following PPE at all times: ${htmlText(ppeText)}. Please keep this letter with your site documents.</p>
      <p>Yours sincerely,</p><p style="margin-top: 40px">${htmlText(r.supervisor)}<br>Site Manager, for and on behalf of ${htmlText(r.company)}</p>`,
      pen,
    );
  },
};

/** An induction checklist: topics down the page, a tick or a cross against each, header fields above. */
const topicChecklist: OutsideLayout = {
  id: "topic-checklist",
  printsEnd: false,
  handFilled: true,
  html: (r, pen) => {
    const row = (text: string, on: boolean) =>
      `<tr><td>${htmlText(text)}</td><td class="m">${on ? pen.tick() : pen.cross()}</td></tr>`;
    return page(
      `h1 { font-size: 20px; margin: 0 0 12px; } .hd td { padding: 5px 6px; } .hd .k { width: 170px; }
      .hd .val { border-bottom: 1px solid #000; width: 460px; }
      h3 { margin: 16px 0 4px; font-size: 13px; }
      .list { width: 100%; } .list td { border-bottom: 1px solid #999; padding: 3px 6px; height: 20px; }
      .list .m { width: 60px; text-align: center; border-left: 1px solid #999; }`,
      `<h1>Site Induction Checklist</h1>
      <table class="hd">
        <tr><td class="k">Project:</td><td class="val">${pen.value(r.project)}</td></tr>
        <tr><td class="k">Site address:</td><td class="val">${pen.value(r.site)}</td></tr>
        <tr><td class="k">Principal contractor:</td><td class="val">${pen.value(r.company)}</td></tr>
        <tr><td class="k">Induction date:</td><td class="val">${pen.value(r.writtenDate)}</td></tr>
        <tr><td class="k">Induction given by:</td><td class="val">${pen.value(r.supervisor)}</td></tr>
        <tr><td class="k">Name of inductee:</td><td class="val">${pen.value(r.worker)}</td></tr>
      </table>
      <h3>1. Site layout and access</h3><table class="list">${row("Site boundaries and access points", true)}${row("Pedestrian routes and crossings", true)}${row("Prohibited / restricted areas", true)}</table>
      <h3>2. Emergency procedures</h3><table class="list">${row("Fire alarm and assembly points", true)}${row("First aid and first aiders", true)}${row("Site safety briefing", r.briefing)}</table>
      <h3>3. Personal protective equipment</h3><table class="list">${ppeList(r)
        .map((item) => row(item.words, item.needed))
        .join("")}</table>`,
      pen,
    );
  },
};

/** A sign-off sheet whose labels sit under the lines they name ("Print name", "Signature", "Date"). */
const signBelow: OutsideLayout = {
  id: "sign-below",
  printsEnd: false,
  handFilled: true,
  html: (r, pen) => {
    const field = (label: string, value: string, width: number) =>
      `<div class="f" style="width: ${width}px"><div class="line">${value}</div><div class="lb">${label}</div></div>`;
    const yesNo = (on: boolean) => (on ? `${pen.ring("YES")} &nbsp; NO` : `YES &nbsp; ${pen.ring("NO")}`);
    return page(
      `h1 { font-size: 19px; text-align: center; margin: 0 0 18px; }
      .text { line-height: 1.5; margin-bottom: 30px; }
      .rowf { display: flex; gap: 28px; margin-bottom: 26px; }
      .f .line { border-bottom: 1px solid #000; min-height: 30px; padding: 0 4px; }
      .f .lb { font-size: 10.5px; margin-top: 3px; }
      .q { margin: 14px 0; font-size: 14px; } .q .ans { margin-left: 20px; }
      .ppe span.item { display: inline-block; margin: 6px 14px 6px 0; }`,
      `<h1>INDUCTION SIGN-OFF SHEET</h1>
      <div class="text">By signing below I confirm that I have completed the site induction, that the site rules, hazards and emergency arrangements were explained to me, and that I will report any unsafe condition to the site management team.</div>
      <div class="rowf">${field("Print name", pen.value(r.worker), 330)}${field("Signature", "", 300)}</div>
      <div class="rowf">${field("Site / location", pen.value(r.site), 400)}${field("Date", pen.value(r.writtenDate), 230)}</div>
      <div class="rowf">${field("Contractor", pen.value(r.company), 330)}${field("Project", pen.value(r.project), 300)}</div>
      <div class="rowf">${field("Inductor (print)", pen.value(r.supervisor), 330)}${field("Inductor signature", "", 300)}</div>
      <div class="q">Safety briefing attended (circle): <span class="ans">${yesNo(r.briefing)}</span></div>
      <div class="q ppe">PPE issued (circle each item): <br>${ppeList(r)
        .map(
          (item) =>
            `<span class="item">${item.needed ? pen.ring(htmlText(item.words)) : htmlText(item.words)}</span>`,
        )
        .join("")}</div>`,
      pen,
    );
  },
};

/** A PPE issue record from an induction: who, where, then one row per item with a mark in the "Issued" column. */
const ppeIssueRecord: OutsideLayout = {
  id: "ppe-issue-record",
  printsEnd: false,
  handFilled: true,
  html: (r, pen) =>
    page(
      `h1 { font-size: 20px; margin: 0 0 14px; }
      .hd { width: 100%; margin-bottom: 16px; } .hd td { border: 1px solid #000; padding: 5px 7px; height: 30px; }
      .hd .k { background: #eee; font-weight: bold; width: 130px; font-size: 12px; }
      .items { width: 100%; } .items th, .items td { border: 1px solid #000; padding: 4px 7px; height: 24px; }
      .items th { background: #eee; } .c { text-align: center; width: 70px; }
      .stmt { margin-top: 16px; font-size: 12px; line-height: 1.5; }`,
      `<h1>PPE ISSUE RECORD — SITE INDUCTION</h1>
      <table class="hd">
        <tr><td class="k">Employee</td><td>${pen.value(r.worker)}</td><td class="k">Date of induction</td><td>${pen.value(r.writtenDate)}</td></tr>
        <tr><td class="k">Site</td><td colspan="3">${pen.value(r.site)}</td></tr>
        <tr><td class="k">Company</td><td>${pen.value(r.company)}</td><td class="k">Issued by</td><td>${pen.value(r.supervisor)}</td></tr>
        <tr><td class="k">Project</td><td>${pen.value(r.project)}</td><td class="k">Safety briefing given (Y/N)</td><td>${pen.value(r.briefing ? "Y" : "N")}</td></tr>
      </table>
      <table class="items"><tr><th>Nature of PPE issued</th><th class="c">Issued</th><th class="c">Qty</th><th>Employee signature</th></tr>
        ${ppeList(r)
          .map(
            (item) =>
              `<tr><td>${htmlText(item.words)}</td><td class="c">${item.needed ? pen.tick() : pen.value("—")}</td><td class="c">${item.needed ? pen.value("1") : ""}</td><td></td></tr>`,
          )
          .join("")}
      </table>
      <div class="stmt">I confirm that the PPE marked above has been issued to me, that I have been shown how to use, store and look after it, and that I will report lost or damaged items to my supervisor.</div>`,
      pen,
    ),
};

/** An induction certificate: centred prose with the details set in. */
const certificate: OutsideLayout = {
  id: "certificate",
  printsEnd: true,
  handFilled: true,
  html: (r, pen) =>
    page(
      `.frame { border: 6px double #000; height: 980px; box-sizing: border-box; padding: 50px 50px; text-align: center; }
      h1 { font-family: "Liberation Serif"; font-size: 34px; margin: 30px 0 6px; } .co { font-size: 15px; margin-bottom: 50px; }
      p { font-size: 16px; line-height: 1.7; margin: 10px 0; } .big { font-size: 22px; }
      .det { margin: 40px auto 0; text-align: left; width: 520px; } .det td { padding: 7px 8px; font-size: 14px; } .det .k { width: 180px; font-weight: bold; }`,
      `<div class="frame"><h1>Certificate of Site Induction</h1><div class="co">${htmlText(r.company)}</div>
      <p>This is to certify that</p><p class="big">${pen.value(r.worker)}</p>
      <p>has completed the site induction for</p><p class="big">${pen.value(r.project)}</p>
      <table class="det">
        <tr><td class="k">Location</td><td>${pen.value(r.site)}</td></tr>
        <tr><td class="k">Principal Contractor</td><td>${pen.value(r.company)}</td></tr>
        <tr><td class="k">Date of induction</td><td>${pen.value(r.writtenDate)}</td></tr>
        <tr><td class="k">Valid until</td><td>${r.writtenValidUntil ? pen.value(r.writtenValidUntil) : ""}</td></tr>
        <tr><td class="k">Inductor</td><td>${pen.value(r.supervisor)}</td></tr>
        <tr><td class="k">Safety briefing</td><td>${pen.value(r.briefing ? "Completed" : "Not completed")}</td></tr>
        <tr><td class="k">PPE issued</td><td>${pen.value(neededWords(r).join(", "))}</td></tr>
      </table></div>`,
      pen,
    ),
};

export const outsideLayouts: readonly OutsideLayout[] = [
  boxedGrid,
  attendanceRegister,
  twoColumn,
  letter,
  topicChecklist,
  signBelow,
  ppeIssueRecord,
  certificate,
];
