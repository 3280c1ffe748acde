import { MAX_IMAGE_EDGE } from "@siteready/domain/files";

/*
 * Phone photos are shrunk in the browser before they are uploaded: a 12-megapixel photo of a card is 3–6 MB,
 * far more than a poor signal should carry, and 2000 px on the long edge still reads every letter of a card.
 */

/** A photo already this small, and no larger than the long edge, is sent as it is (re-encoding only blurs it). */
export const SEND_AS_IS_BYTES = 1024 * 1024;
/** JPEG and WebP quality: sharp enough for small print on a card at a fraction of the size. */
const SHRUNK_IMAGE_QUALITY = 0.85;

/** The size that fits within `maxLongEdge` on the long edge, keeping the shape; never made larger. */
export function fitWithin(
  width: number,
  height: number,
  maxLongEdge = MAX_IMAGE_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxLongEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The type a shrunk image is saved as: JPEG stays JPEG; PNG and WebP become WebP, which keeps a PNG's
 * transparency. Anything else (a PDF, a type the browser cannot draw) is not shrunk.
 */
export function shrunkImageType(mimeType: string): "image/jpeg" | "image/webp" | null {
  if (mimeType === "image/jpeg") return "image/jpeg";
  if (mimeType === "image/png" || mimeType === "image/webp") return "image/webp";
  return null;
}

/** Whether an image of this size and byte count is worth re-encoding. */
export function needsShrinking(width: number, height: number, bytes: number): boolean {
  return Math.max(width, height) > MAX_IMAGE_EDGE || bytes > SEND_AS_IS_BYTES;
}

/** 'card.png' saved as WebP is sent as 'card.webp'. */
export function renamedFor(fileName: string, mimeType: "image/jpeg" | "image/webp"): string {
  const extension = mimeType === "image/jpeg" ? ".jpg" : ".webp";
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}${extension}`;
}

/**
 * `file` shrunk to at most 2000 px on the long edge, as JPEG or WebP, upright as the camera meant it
 * (createImageBitmap applies the photo's EXIF orientation). PDFs, small photos and anything the browser
 * cannot decode are returned unchanged; the server checks every file anyway.
 */
export async function shrinkImage(file: File): Promise<File> {
  const type = shrunkImageType(file.type);
  if (type === null || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!needsShrinking(bitmap.width, bitmap.height, file.size)) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, SHRUNK_IMAGE_QUALITY),
    );
    // A browser that cannot write WebP answers PNG; the original is then the better file to send.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], renamedFor(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
