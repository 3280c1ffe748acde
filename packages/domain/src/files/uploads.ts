import { encoded } from "../fields/fields.ts";
/** Spec §9: image limit 10MB. The server enforces it; the web app says so before a useless upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The limit as people read it in hints and messages ('10MB'). */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

/** Spec §9's message for a file over the limit, word for word; the server's 413 and the web's check say it. */
export const FILE_TOO_LARGE_MESSAGE = `File too large. Maximum size is ${MAX_UPLOAD_LABEL}.`;

/**
 * Photos are kept at most this many pixels on the long edge, enough to read a card's small print: the
 * browser shrinks a photo to it before the upload, and the server's re-encoding never stores more.
 */
export const MAX_IMAGE_EDGE = 2000;

/**
 * The widths (px) a stored photo can be served at (`/api/files/:id/image?w=`): a few fixed steps, so the
 * copies the server keeps of each photo stay few, and `srcset` lets the browser pick what fits the screen.
 */
export const IMAGE_RENDITION_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type ImageRenditionWidth = (typeof IMAGE_RENDITION_WIDTHS)[number];
export const imageRenditionWidthMessage = encoded("validation.imageWidth", {
  widths: IMAGE_RENDITION_WIDTHS.join(", "),
});

export function isImageRenditionWidth(width: number): width is ImageRenditionWidth {
  return IMAGE_RENDITION_WIDTHS.some((step) => step === width);
}
