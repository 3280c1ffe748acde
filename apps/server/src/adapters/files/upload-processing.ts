import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import type { MessageRef } from "@siteready/domain/i18n";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

/**
 * Checks and normalises an uploaded file before it is stored. The type comes from the content's magic bytes,
 * never from its name or the client's Content-Type. Photos are re-encoded, which drops EXIF (GPS position,
 * camera serials) and anything hidden after the image data; PDFs are stored exactly as sent.
 *
 * Output choice: JPEG (quality 82, long edge at most 2000 px, never enlarged), except images with real
 * transparency, which stay PNG so logos and signatures keep their see-through background. Thumbnails are WebP
 * within a 320 px box. Both sizes keep documents such as cards and certificates readable. A photo read by OCR
 * is kept lossless (PNG, no thumbnail) instead: see `lossless`.
 */

export { MAX_UPLOAD_BYTES };

/** Decompression-bomb guard: 100 megapixels is beyond any phone camera that fits in 10MB. */
const MAX_IMAGE_PIXELS = 100_000_000;
const THUMBNAIL_EDGE = 320;

export type FileKind = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
export type UploadAccept = "image" | "image-or-pdf";

export interface ProcessedUpload {
  mimeType: "image/jpeg" | "image/png" | "application/pdf";
  /** Without the dot, for storage keys such as `<userId>/<uuid>.jpg`. */
  extension: "jpg" | "png" | "pdf";
  data: Buffer;
  thumbnail?: { mimeType: "image/webp"; data: Buffer };
  width?: number;
  height?: number;
  sizeBytes: number;
}

const acceptedKinds: Record<UploadAccept, ReadonlySet<FileKind>> = {
  image: new Set(["image/jpeg", "image/png", "image/webp"]),
  "image-or-pdf": new Set(["image/jpeg", "image/png", "image/webp", "application/pdf"]),
};

const unsupportedMessages: Record<UploadAccept, MessageRef> = {
  image: { key: "shell.ui.upload.invalidImage" },
  "image-or-pdf": { key: "shell.ui.upload.invalidImageOrPdf" },
};

const fileTooLarge: MessageRef = { key: "error.fileTooLarge", values: { size: MAX_UPLOAD_LABEL } };
const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", fileTooLarge);

/** The file's real type from its first bytes, or null for anything we do not take. */
export async function detectFileKind(buffer: Uint8Array): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(buffer);
  switch (detected?.mime) {
    case "image/jpeg":
    case "image/png":
    case "image/webp":
    case "application/pdf":
      return detected.mime;
    // An animated PNG is still a PNG; its first frame is kept.
    case "image/apng":
      return "image/png";
    default:
      return null;
  }
}

/**
 * `lossless`: the pixels kept exactly (PNG, EXIF still applied and dropped, no thumbnail), for a photo that is
 * read by OCR and not stored: another JPEG round over a sent JPEG blurs small print enough to change a read.
 */
export async function processUpload(
  buffer: Buffer,
  options: { accept: UploadAccept; lossless?: boolean },
): Promise<ProcessedUpload> {
  if (buffer.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const kind = await detectFileKind(buffer);
  if (!kind || !acceptedKinds[options.accept].has(kind)) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", unsupportedMessages[options.accept]);
  }
  if (kind === "application/pdf") {
    return { mimeType: "application/pdf", extension: "pdf", data: buffer, sizeBytes: buffer.length };
  }
  try {
    return await processImage(buffer, kind, options.lossless ?? false);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Right magic bytes but undecodable (truncated, corrupt, or too many pixels): not a usable image.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", {
        key: "error.imageTooManyPixels",
        values: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
      });
    }
    if (error instanceof Error && /^timeout/i.test(error.message)) {
      throw new AppError(422, "VALIDATION_FAILED", { key: "error.imageTooSlow" });
    }
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", unsupportedMessages[options.accept]);
  }
}

/** A stored image at `width` px wide (never wider than it is), as WebP: the smaller copies photos are served at. */
export async function imageAtWidth(stored: Buffer, width: number): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS })
    .timeout(IMAGE_STEP_TIMEOUT)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
}

/**
 * Each step of reading an upload is cut after this (sharp's own timeout), so an upload is answered within a
 * minute whatever the image: a few seconds of work at most for a photo, then the storage's own limits.
 */
const IMAGE_STEP_TIMEOUT = { seconds: 15 };

async function processImage(buffer: Buffer, kind: FileKind, lossless: boolean): Promise<ProcessedUpload> {
  const input = () => sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).timeout(IMAGE_STEP_TIMEOUT);
  // rotate() applies the EXIF orientation to the pixels; sharp writes no metadata unless asked to
  // (no withMetadata/keepExif here), so EXIF, GPS, XMP and IPTC are all dropped.
  const pipeline = input()
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true });
  if (lossless) {
    const { data, info } = await pipeline.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
    return {
      mimeType: "image/png",
      extension: "png",
      data,
      width: info.width,
      height: info.height,
      sizeBytes: data.length,
    };
  }
  const { hasAlpha } = await input().metadata();
  // An alpha channel that is fully opaque (common in screenshots) gains nothing from PNG.
  const keepTransparency = kind !== "image/jpeg" && hasAlpha && !(await input().stats()).isOpaque;
  const { data, info } = await (keepTransparency
    ? pipeline.png({ compressionLevel: 9 })
    : pipeline.jpeg({ quality: 82 })
  ).toBuffer({ resolveWithObject: true });

  const thumbnail = await sharp(data)
    .timeout(IMAGE_STEP_TIMEOUT)
    .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();

  return {
    mimeType: keepTransparency ? "image/png" : "image/jpeg",
    extension: keepTransparency ? "png" : "jpg",
    data,
    thumbnail: { mimeType: "image/webp", data: thumbnail },
    width: info.width,
    height: info.height,
    sizeBytes: data.length,
  };
}
