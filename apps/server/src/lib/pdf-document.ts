import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Language } from "@siteready/domain/i18n";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// DejaVu Sans covers the Latin, Greek and Cyrillic letters of names (Łukasz, Ștefan, Žydrūnas, Иван) that the
// PDF standard fonts cannot encode; pdfkit embeds a subset with only the letters used. Read once, not per file.
const bodyFontPath = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const bodyFont = readFileSync(bodyFontPath);
const boldFont = readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"));

export interface SiteReadyPdf {
  doc: PDFKit.PDFDocument;
  /** Ends the document and gives its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * The one way SiteReady makes a PDF (the CV, the sharing centre's compliance pack): pdfkit, A4, pages kept
 * in memory (so footers and page counts can be written at the end), real text in embedded Unicode fonts
 * ("body" and "bold"), so every name prints, and can be selected and searched.
 */
export function createPdf(options: {
  margins: PDFKit.PDFDocumentOptions["margins"];
  title: string;
  author: string;
  /** The language the document is written in (its `lang`, read by screen readers); English by default. */
  language?: Language;
}): SiteReadyPdf {
  const doc = new PDFDocument({
    size: "A4",
    // pdfkit would open the first page in Helvetica (never embedded) without a font of our own; it is the
    // same font as "body" below, so it is embedded once.
    font: bodyFontPath,
    margins: options.margins,
    bufferPages: true,
    lang: !options.language || options.language === "en" ? "en-GB" : options.language,
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Creator: "SiteReady" },
  });
  doc.registerFont("body", bodyFont);
  doc.registerFont("bold", boldFont);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return {
    doc,
    finish() {
      doc.end();
      return ended;
    },
  };
}

/**
 * A small grey footer centred at the foot of every page, `text(page, pages)` for each (1-based), written once the
 * document's pages are all laid out.
 */
export function footerOnEveryPage(
  doc: PDFKit.PDFDocument,
  text: (page: number, pages: number) => string,
  {
    margin,
    width,
    y,
    wrap = false,
  }: {
    margin: number;
    width: number;
    /** How far above the page's foot the footer starts. */
    y: number;
    /** Whether a long footer may take a second line (it starts higher up for that). */
    wrap?: boolean;
  },
) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Writing inside the bottom margin would start a new page unless the margin is lifted while we write.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(9)
      .fillColor("#444444")
      .text(text(page - range.start + 1, range.count), margin, doc.page.height - y, {
        width,
        align: "center",
        lineBreak: wrap,
      });
    doc.page.margins.bottom = bottom;
  }
}
