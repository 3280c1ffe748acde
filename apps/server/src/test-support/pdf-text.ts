import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of each page of a PDF, as a reader would select it (for tests of generated PDFs). */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
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
