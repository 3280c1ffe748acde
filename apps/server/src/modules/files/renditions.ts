import type { ImageRenditionWidth } from "@siteready/domain/files";

/**
 * Where a photo's copy at one width is kept: beside the photo (`<userId>/<id>-w640.webp`), in the shared file
 * storage, so every instance finds a copy any of them made. The sweep of orphaned bytes keeps it while the
 * photo's row exists (fileIdOfRenditionKey).
 */
export function renditionKey(storageKey: string, width: ImageRenditionWidth): string {
  return `${storageKey.replace(/\.[^./]*$/, "")}-w${width}.webp`;
}

const renditionKeyPattern = /^[^/]+\/([0-9a-f-]{36})-w\d+\.webp$/;

/** The file id a rendition key belongs to, or undefined for any other key. */
export function fileIdOfRenditionKey(key: string): string | undefined {
  return renditionKeyPattern.exec(key)?.[1];
}
