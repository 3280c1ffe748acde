import { formatDate, type SharedItemView, shareMessages, toIsoDate } from "@siteready/domain";
import sharp from "sharp";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import { createPdf } from "../../lib/pdf-document.ts";

export interface PackContents {
  holderName: string;
  recipientLabel: string;
  generatedAt: Date;
  items: Array<{ view: SharedItemView; imageKeys: string[] }>;
}

const MARGIN = 48;
const FOOTER_SPACE = 36;
const IMAGE_WIDTH = 230;
const IMAGE_HEIGHT = 150;

/** Card photos as JPEG (pdfkit reads JPEG and PNG only; uploads may be WebP), small enough for a pack. */
async function packImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const bytes = await storage.get(key);
  if (!bytes) return null;
  return sharp(bytes)
    .rotate()
    .resize({ width: 900, height: 900, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(() => null);
}

/**
 * The "compliance pack": one A4 PDF of the shared items — type, number, expiry and status in words, with
 * the card photos — and on every page a footer naming the share, the date and "Shared by the holder".
 * Text is real text in embedded Unicode fonts (the CV's), so every name prints and can be searched, copied
 * and read aloud.
 */
export async function renderCompliancePack(contents: PackContents, storage: FileStorage): Promise<Buffer> {
  const images = await Promise.all(
    contents.items.map(async (item) =>
      (await Promise.all(item.imageKeys.slice(0, 2).map((key) => packImage(storage, key)))).filter(
        (image): image is Buffer => image !== null,
      ),
    ),
  );
  const { doc, finish } = createPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    title: `Compliance pack — ${contents.holderName}`,
    author: contents.holderName,
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font("bold").fontSize(22).text("Compliance pack");
  doc
    .moveDown(0.3)
    .font("body")
    .fontSize(13)
    .text(contents.holderName || "The holder");
  doc.fontSize(10).fillColor("#444444").text(`For: ${contents.recipientLabel}`);
  doc.text(`Made ${formatDate(toIsoDate(contents.generatedAt))}. ${shareMessages.selfDeclared}`);
  doc.fillColor("black").moveDown(1);

  contents.items.forEach(({ view }, index) => {
    const photos = images[index] ?? [];
    const needed = 90 + (photos.length > 0 ? IMAGE_HEIGHT + 12 : 0);
    if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor("#bbbbbb")
      .stroke();
    doc.moveDown(0.5);
    doc.font("body").fontSize(9).fillColor("#444444").text(view.kind_label.toUpperCase());
    doc.font("bold").fontSize(14).fillColor("black").text(view.title);
    if (view.number) doc.font("body").fontSize(12).text(`Number: ${view.number}`);
    doc.font("bold").fontSize(11).text(`Status: ${view.status}`);
    doc.font("body").fontSize(10);
    for (const line of view.lines) doc.text(line);
    if (photos.length > 0) {
      const top = doc.y + 6;
      photos.forEach((photo, photoIndex) => {
        doc.image(photo, MARGIN + photoIndex * (IMAGE_WIDTH + 12), top, {
          fit: [IMAGE_WIDTH, IMAGE_HEIGHT],
        });
      });
      doc.y = top + IMAGE_HEIGHT + 6;
    }
    doc.x = MARGIN;
    doc.moveDown(1);
  });

  const footer = `Share: ${contents.recipientLabel} · ${formatDate(toIsoDate(contents.generatedAt))} · ${shareMessages.sharedByHolder}`;
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
      .text(`${footer} · Page ${page + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  return finish();
}
