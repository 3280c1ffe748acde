import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

function openPdf(pdf: Uint8Array) {
  return getDocument({ data: new Uint8Array(pdf), verbosity: 0, fontExtraProperties: true }).promise;
}

/** The text of each page of a PDF, as a reader would select it (for tests of generated PDFs). */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await openPdf(pdf);
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return pages;
}

/** The text of a whole PDF, page after page. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join("\n");
}

/**
 * Every font the PDF's pages draw text with (as pdffonts lists them): its name and whether the font file is
 * embedded. A font that is not embedded is drawn by whatever the reader substitutes, and letters outside its
 * encoding (Ł, Ș, Ž, И) come out as other letters.
 */
export async function pdfFonts(pdf: Uint8Array): Promise<Array<{ name: string; embedded: boolean }>> {
  const document = await openPdf(pdf);
  const fonts = new Map<string, { name: string; embedded: boolean }>();
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((operator, index) => {
      if (operator !== OPS.setFont) return;
      const id = String(operators.argsArray[index]?.[0]);
      const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
      fonts.set(font.name, { name: font.name, embedded: !font.missingFile });
    });
  }
  await document.destroy();
  return [...fonts.values()];
}
