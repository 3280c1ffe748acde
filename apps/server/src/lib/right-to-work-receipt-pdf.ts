import { catalogues } from "@siteready/domain/catalogues";
import { toIsoDate } from "@siteready/domain/fields";
import {
  formatDateIn,
  type Language,
  type MessageKey,
  type MessageRef,
  messageRef,
  wordMessage,
} from "@siteready/domain/i18n";
import {
  formatShareCode,
  type ReceiptView,
  receiptFieldLabels,
  receiptMethodKeys,
  receiptOutcomeKeys,
  rightToWorkRouteKeys,
  type SharedRightToWork,
} from "@siteready/domain/right-to-work";
import sharp from "sharp";
import { createPdf, footerOnEveryPage } from "./pdf-document.ts";

/**
 * The right-to-work record as an engager reads it (issue 52), one fact a line, by key: the route, the share code
 * as GOV.UK shows it ('W4B 8KX 9ZQ'), the day the code stops working, the date of birth, the permission's end
 * and what the worker holds. The share page, the compliance pack, the crew look and the receipt's PDF say the same.
 */
export function rightToWorkLines(
  evidence: Pick<
    SharedRightToWork,
    "route" | "share_code" | "share_code_expires_on" | "date_of_birth" | "permission_ends_on" | "details"
  >,
): MessageRef[] {
  const lines: MessageRef[] = [
    messageRef("rightToWork.shared.route", { route: messageRef(rightToWorkRouteKeys[evidence.route]) }),
  ];
  if (evidence.share_code)
    lines.push(messageRef("rightToWork.shared.shareCode", { code: shownShareCode(evidence.share_code) }));
  if (evidence.share_code_expires_on)
    lines.push(messageRef("rightToWork.shared.codeValidUntil", { date: evidence.share_code_expires_on }));
  if (evidence.date_of_birth)
    lines.push(messageRef("rightToWork.shared.dateOfBirth", { date: evidence.date_of_birth }));
  if (evidence.permission_ends_on)
    lines.push(messageRef("rightToWork.shared.endsOn", { date: evidence.permission_ends_on }));
  if (evidence.details) lines.push(messageRef("rightToWork.shared.details", { details: evidence.details }));
  return lines;
}

/** A share code in GOV.UK's groups of three, however it was spaced when it came. */
const shownShareCode = (code: string) => formatShareCode(code.replace(/\s+/g, ""));

const MARGIN = 48;
const FOOTER_SPACE = 36;
const IMAGE_WIDTH = 230;
const IMAGE_HEIGHT = 150;

export interface RightToWorkReceiptPdf {
  /** The language of the fixed words: the share's, or the company reader's. Names and numbers stay as written. */
  language: Language;
  workerName: string;
  receipt: ReceiptView;
  /** What the engager was shown when they recorded the check. */
  evidence: SharedRightToWork;
  /** The record's photos as stored (any format sharp reads), while the worker keeps the record; else none. */
  photos: Buffer[];
}

/** A photo as JPEG (pdfkit reads JPEG and PNG only; uploads may be WebP), small enough for one page. */
async function pdfImage(bytes: Buffer): Promise<Buffer | null> {
  return sharp(bytes)
    .rotate()
    .resize({ width: 900, height: 900, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(() => null);
}

/**
 * The engager's copy of one right-to-work check for its files (issue 52): the check they recorded (date, method,
 * outcome, follow-up, who checked, for which business, the reference, when recorded), the evidence the worker
 * showed them through SiteReady and the record's photos, with a footer saying SiteReady did not do the check.
 * A4, real text in the embedded Unicode fonts of every SiteReady PDF (lib/pdf-document.ts), so Polish, Romanian,
 * Lithuanian and Bulgarian words and names print. Both the share page and the crew board send it; it lives here,
 * below the modules, so neither has to import the other.
 */
export async function renderRightToWorkReceiptPdf(contents: RightToWorkReceiptPdf): Promise<Buffer> {
  const { language, receipt, evidence } = contents;
  const catalogue = catalogues[language];
  const word = (ref: MessageRef) => wordMessage(ref, catalogue, language);
  const say = (key: MessageKey, values?: MessageRef["values"]) => word(messageRef(key, values));
  const photos = (await Promise.all(contents.photos.slice(0, 2).map(pdfImage))).filter(
    (image): image is Buffer => image !== null,
  );
  const { doc, finish } = createPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    title: say("rightToWork.pdf.title"),
    author: receipt.organisation ?? receipt.checker_name,
    language,
  });
  const width = doc.page.width - MARGIN * 2;
  const field = (label: MessageKey, value: string) =>
    doc
      .font("body")
      .fontSize(11)
      .text(`${say(label)}: ${value}`);

  doc.font("bold").fontSize(20).text(say("rightToWork.pdf.title"));
  doc
    .moveDown(0.3)
    .font("body")
    .fontSize(13)
    .text(say("rightToWork.pdf.worker", { name: contents.workerName }));
  doc.moveDown(1);

  doc.font("bold").fontSize(14).text(say("rightToWork.pdf.check"));
  doc.moveDown(0.3);
  field(receiptFieldLabels.checked_on, formatDateIn(receipt.checked_on, language));
  field(receiptFieldLabels.method, say(receiptMethodKeys[receipt.method]));
  field(receiptFieldLabels.outcome, say(receiptOutcomeKeys[receipt.outcome]));
  if (receipt.follow_up_on) doc.text(say("rightToWork.receipt.followUpLine", { date: receipt.follow_up_on }));
  field(receiptFieldLabels.checker_name, receipt.checker_name);
  if (receipt.organisation) field(receiptFieldLabels.organisation, receipt.organisation);
  if (receipt.reference) field(receiptFieldLabels.reference, receipt.reference);
  doc.text(say(receipt.via === "share" ? "rightToWork.receipt.viaShare" : "rightToWork.receipt.viaCompany"));
  if (receipt.record_withdrawn_at) {
    doc
      .font("bold")
      .text(
        say("rightToWork.receipt.withdrawnForEngager", {
          date: toIsoDate(new Date(receipt.record_withdrawn_at)),
        }),
      )
      .font("body");
  }
  doc.moveDown(1);

  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor("#bbbbbb")
    .stroke();
  doc.moveDown(0.5);
  doc.font("bold").fontSize(14).text(say("rightToWork.pdf.evidence"));
  doc.moveDown(0.3).font("body").fontSize(11);
  for (const line of rightToWorkLines(evidence)) doc.text(word(line));
  doc.moveDown(0.5).fontSize(9).fillColor("#444444").text(say("rightToWork.shared.notAStatutoryCheck"));
  doc.fillColor("black");
  if (photos.length > 0) {
    if (doc.y + IMAGE_HEIGHT + 12 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y + 6;
    photos.forEach((photo, index) => {
      doc.image(photo, MARGIN + index * (IMAGE_WIDTH + 12), top, { fit: [IMAGE_WIDTH, IMAGE_HEIGHT] });
    });
    doc.y = top + IMAGE_HEIGHT + 6;
    doc.x = MARGIN;
  }

  const footer = say("rightToWork.pdf.footer", { date: toIsoDate(new Date(receipt.recorded_at)) });
  footerOnEveryPage(doc, () => footer, { margin: MARGIN, width, y: MARGIN + 12, wrap: true });
  return finish();
}
