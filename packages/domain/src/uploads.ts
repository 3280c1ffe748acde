/** Spec §9: image limit 10MB. The server enforces it; the web app says so before a useless upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Photos are kept at most this many pixels on the long edge, enough to read a card's small print: the
 * browser shrinks a photo to it before the upload, and the server's re-encoding never stores more.
 */
export const MAX_IMAGE_EDGE = 2000;
