import { catalogues } from "@siteready/domain/catalogues";
import { documentText } from "@siteready/domain/cv";
import { verificationLevelKeys } from "@siteready/domain/evidence";
import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn, type Language, type MessageRef, wordMessage } from "@siteready/domain/i18n";
import { shownShareItem } from "@siteready/domain/record-words";
import { type SharedItemView, shareItemKindKeys } from "@siteready/domain/sharing";
import sharp from "sharp";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import { createPdf, footerOnEveryPage } from "../../lib/pdf-document.ts";

export interface PackContents {
  holderName: string;
  recipientLabel: string;
  generatedAt: Date;
  /** The language the worker chose for the share's documents: only fixed words change, never names. */
  language: Language;
  /** The date the holder asks the reader to delete any copy by, if they set one. */
  deleteBy?: string | null;
  /** The pack prints the photos from their stored files (`imageKeys`), not from the page's photo list. */
  items: Array<{ view: Omit<SharedItemView, "photos">; imageKeys: string[] }>;
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
 * and read aloud. Its words are in the language the worker chose for the share, English by default (issue #38);
 * names, titles and numbers stay exactly as written.
 */
export async function renderCompliancePack(contents: PackContents, storage: FileStorage): Promise<Buffer> {
  const { language } = contents;
  const words = { language, catalogue: catalogues[language] };
  const say = documentText.bind(null, words);
  const word = (ref: MessageRef) => wordMessage(ref, words.catalogue, language);
  const made = formatDateIn(toIsoDate(contents.generatedAt), language);
  const images = await Promise.all(
    contents.items.map(async (item) =>
      (await Promise.all(item.imageKeys.slice(0, 2).map((key) => packImage(storage, key)))).filter(
        (image): image is Buffer => image !== null,
      ),
    ),
  );
  const { doc, finish } = createPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    title: say("cv.pack.documentTitle", { name: contents.holderName }),
    author: contents.holderName,
    language,
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font("bold").fontSize(22).text(say("cv.pack.title"));
  doc
    .moveDown(0.3)
    .font("body")
    .fontSize(13)
    .text(contents.holderName || say("cv.pack.holder"));
  doc
    .fontSize(10)
    .fillColor("#444444")
    .text(say("cv.pack.for", { recipient: contents.recipientLabel }));
  doc.text(say("cv.pack.made", { date: made, declaration: say("cv.pack.selfDeclared") }));
  if (contents.deleteBy) {
    doc
      .font("bold")
      .text(say("sharing.pack.deleteBy", { date: formatDateIn(contents.deleteBy, language) }))
      .font("body");
  }
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
    doc
      .font("body")
      .fontSize(9)
      .fillColor("#444444")
      .text(say(shareItemKindKeys[view.kind]).toLocaleUpperCase(language));
    doc
      .font("bold")
      .fontSize(14)
      .fillColor("black")
      .text(shownShareItem({ kind: view.kind, type: view.type, label: view.title }, say));
    if (view.number)
      doc
        .font("body")
        .fontSize(12)
        .text(say("cv.pack.number", { number: view.number }));
    doc
      .font("bold")
      .fontSize(11)
      .text(say("cv.pack.status", { status: word(view.status) }));
    if (view.verification) {
      // How far it is verified, and who checked it when (issue 51): never more than the evidence says.
      const { level, flagged, summary } = view.verification;
      const levelName = say(flagged ? "evidence.flag.label" : verificationLevelKeys[level]);
      doc
        .font("body")
        .fontSize(10)
        .text(`${levelName} · ${word(summary)}`);
    }
    doc.font("body").fontSize(10);
    for (const line of view.lines) doc.text(word(line));
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

  footerOnEveryPage(
    doc,
    (page, pages) =>
      say("cv.pack.footer", {
        recipient: contents.recipientLabel,
        date: made,
        sharedBy: say("cv.pack.sharedByHolder"),
        page,
        pages,
      }),
    { margin: MARGIN, width, y: MARGIN },
  );
  return finish();
}
