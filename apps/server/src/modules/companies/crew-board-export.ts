import type { CrewBoard } from "@siteready/domain/companies";
import { toIsoDate } from "@siteready/domain/fields";
import { type Catalogue, formatDateIn, type Language, wordMessage } from "@siteready/domain/i18n";
import { createPdf } from "../../lib/pdf-document.ts";

/** The crew board as a CSV file and a PDF, in the reader's language; names print as written. */

interface Words {
  language: Language;
  catalogue: Catalogue;
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe, so a name typed as a formula stays text (the gate register's rule).
 */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function rowWords(row: CrewBoard["rows"][number], { language, catalogue }: Words) {
  return {
    name: row.name,
    role: row.role_name,
    status: wordMessage({ key: `companies.status.${row.status}` }, catalogue, language),
    reasons: row.reasons.map((reason) => wordMessage(reason, catalogue, language)).join("; "),
    nextExpiry: row.next_expiry ? formatDateIn(row.next_expiry, language) : "",
  };
}

function headings({ language, catalogue }: Words) {
  const say = (key: "name" | "role" | "status" | "reasons" | "nextExpiry") =>
    wordMessage({ key: `companies.export.${key}` }, catalogue, language);
  return [say("name"), say("role"), say("status"), say("reasons"), say("nextExpiry")];
}

export function crewBoardCsv(board: CrewBoard, words: Words): string {
  const lines = board.rows.map((row) => {
    const { name, role, status, reasons, nextExpiry } = rowWords(row, words);
    return [name, role, status, reasons, nextExpiry].map(cell).join(",");
  });
  return `${[headings(words).map(cell).join(","), ...lines].join("\r\n")}\r\n`;
}

const MARGIN = 40;
const COLUMN_WIDTHS = [140, 90, 70, 175, 40];

/** The board as an A4 PDF: real text in the embedded Unicode fonts (pdf-document.ts), so every name prints. */
export async function crewBoardPdf(board: CrewBoard, words: Words, at: Date): Promise<Buffer> {
  const { language, catalogue } = words;
  const title = wordMessage(
    { key: "companies.export.title", values: { site: board.site.name } },
    catalogue,
    language,
  );
  const { doc, finish } = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title,
    author: "SiteReady",
    language,
  });
  doc.font("bold").fontSize(16).text(title);
  doc
    .font("body")
    .fontSize(9)
    .text(
      wordMessage(
        { key: "companies.export.generated", values: { when: formatDateIn(toIsoDate(at), language) } },
        catalogue,
        language,
      ),
    )
    .moveDown();
  const drawRow = (cells: string[], font: "body" | "bold") => {
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(font).fontSize(8);
    cells.forEach((text, index) => {
      const width = COLUMN_WIDTHS[index] ?? 60;
      doc.text(text, x, top, { width: width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 4;
    doc.x = MARGIN;
    if (doc.y > doc.page.height - MARGIN * 2) doc.addPage();
  };
  drawRow(headings(words), "bold");
  for (const row of board.rows) {
    const { name, role, status, reasons, nextExpiry } = rowWords(row, words);
    drawRow([name, role, status, reasons, nextExpiry], "body");
  }
  return finish();
}
