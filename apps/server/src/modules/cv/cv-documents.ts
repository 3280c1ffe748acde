import {
  type CvDocument,
  cvHeaderLine,
  cvSections,
  type DocumentWords,
  documentText,
  englishDocumentWords,
} from "@siteready/domain/cv";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { createPdf } from "../../lib/pdf-document.ts";

/**
 * The CV's files, drawn from the domain's one layout (cvSections): a PDF with real, selectable text in one
 * column (what recruitment software reads), and a Word document. UK convention: at most two pages, no photo,
 * no date of birth (the CV never holds one). Headings and fixed words are in the document's language.
 */

const CV_MAX_PAGES = 2;

const ink = "#111111";
const muted = "#444444";

function cvTitle(cv: CvDocument, words: DocumentWords) {
  return documentText(words, "cv.document.title", { name: cv.name });
}

async function renderCvPdf(cv: CvDocument, words: DocumentWords): Promise<{ pdf: Buffer; pages: number }> {
  const { doc, finish } = createPdf({
    margins: { top: 48, bottom: 48, left: 56, right: 56 },
    title: cvTitle(cv, words),
    author: cv.name,
    language: words.language,
  });

  doc
    .font("bold")
    .fontSize(20)
    .fillColor(ink)
    .text(cv.name || documentText(words, "cv.document.untitled"));
  const header = cvHeaderLine(cv);
  if (header) doc.font("body").fontSize(10).fillColor(muted).text(header);
  for (const section of cvSections(cv, words)) {
    doc.moveDown(0.8);
    doc.font("bold").fontSize(12.5).fillColor(ink).text(section.heading);
    const y = doc.y + 1;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.width - doc.page.margins.right, y)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    doc.moveDown(0.3);
    for (const entry of section.entries) {
      if (entry.title) doc.font("bold").fontSize(10.5).fillColor(ink).text(entry.title);
      if (entry.detail) doc.font("body").fontSize(9.5).fillColor(muted).text(entry.detail);
      if (entry.text) doc.font("body").fontSize(10).fillColor(ink).text(entry.text);
      doc.moveDown(0.35);
    }
  }
  const pages = doc.bufferedPageRange().count;
  return { pdf: await finish(), pages };
}

/**
 * The CV made to fit two pages: the oldest inductions go first, then the oldest projects' descriptions, then the
 * oldest projects, until it fits. Each step only removes, so the page count never grows along the steps and a
 * binary search finds the longest CV that fits in a handful of renders. Every export uses the fitted CV, so
 * the PDF, Word and text files agree.
 */
export async function fitCvToPages(
  cv: CvDocument,
  words: DocumentWords = englishDocumentWords,
): Promise<{ cv: CvDocument; pdf: Buffer }> {
  const full = await renderCvPdf(cv, words);
  if (full.pages <= CV_MAX_PAGES) return { cv, pdf: full.pdf };
  const steps: CvDocument[] = [cv];
  for (let next = shortened(cv); next !== null; next = shortened(next)) steps.push(next);
  // steps[low] does not fit; steps[high] fits, or is the shortest there is.
  let low = 0;
  let high = steps.length - 1;
  let fitted = await renderCvPdf(steps[high] as CvDocument, words);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const attempt = await renderCvPdf(steps[middle] as CvDocument, words);
    if (attempt.pages <= CV_MAX_PAGES) {
      high = middle;
      fitted = attempt;
    } else {
      low = middle;
    }
  }
  return { cv: steps[high] as CvDocument, pdf: fitted.pdf };
}

function shortened(cv: CvDocument): CvDocument | null {
  if (cv.inductions.length > 0) return { ...cv, inductions: cv.inductions.slice(0, -1) };
  const lastDescribed = cv.projects.findLastIndex((project) => project.description);
  if (lastDescribed > 0) {
    return {
      ...cv,
      projects: cv.projects.map((project, index) =>
        index === lastDescribed ? { ...project, description: null } : project,
      ),
    };
  }
  if (cv.projects.length > 1) return { ...cv, projects: cv.projects.slice(0, -1) };
  return null;
}

/**
 * docx writes the headings "based on Normal" but never writes Normal itself, so a word processor has no default
 * paragraph style to fall back on. This one is it (Arial 10.5 pt from the document defaults), with a little
 * space after each paragraph.
 */
const normalParagraphStyle = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" \
w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="60"/></w:pPr>\
</w:style></w:styles>`;

export async function renderCvDocx(
  cv: CvDocument,
  words: DocumentWords = englishDocumentWords,
): Promise<Buffer> {
  const paragraphs: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun(cv.name || documentText(words, "cv.document.untitled"))],
    }),
  ];
  const header = cvHeaderLine(cv);
  if (header) paragraphs.push(new Paragraph({ children: [new TextRun({ text: header, color: "444444" })] }));
  for (const section of cvSections(cv, words)) {
    paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.heading }));
    for (const entry of section.entries) {
      if (entry.title)
        paragraphs.push(new Paragraph({ children: [new TextRun({ text: entry.title, bold: true })] }));
      if (entry.detail) {
        paragraphs.push(new Paragraph({ children: [new TextRun({ text: entry.detail, color: "444444" })] }));
      }
      if (entry.text) paragraphs.push(new Paragraph({ text: entry.text, spacing: { after: 120 } }));
    }
  }
  const document = new Document({
    creator: "SiteReady",
    title: cvTitle(cv, words),
    styles: { default: { document: { run: { font: "Arial", size: 21 } } } },
    externalStyles: normalParagraphStyle,
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}
