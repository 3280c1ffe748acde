import { diggsPlainRoutes } from "@siteready/domain/diggs";
import { endpointUrl, routeParams } from "@siteready/domain/endpoint";
import { filesPlainRoutes, IMAGE_RENDITION_WIDTHS, type ImageRenditionWidth } from "@siteready/domain/files";

/** Whether the light mode for low-end devices and Save-Data is on (device-profile.ts sets it at start). */
function isLiteMode(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.lite !== undefined;
}

/**
 * The stored photos with smaller copies (a file's, or a photo of a diggs listing): the routes of the photo and
 * its thumbnail, and of its copy at a fixed width. Anything else (a blob: preview, a data: QR code) has none.
 */
const storedPhotos = [
  { photo: [filesPlainRoutes.file, filesPlainRoutes.thumbnail], atWidth: filesPlainRoutes.image },
  { photo: [diggsPlainRoutes.photo, diggsPlainRoutes.photoThumbnail], atWidth: diggsPlainRoutes.photoImage },
];

/** Stored files are named by UUIDs: a URL with another id (a sample, a test's) is shown as it is. */
const storedId = /^[0-9a-f-]{36}$/;

/**
 * The URL of a stored photo at one of the server's fixed widths, or undefined when it has none. Its query is
 * kept: the wallet's '?gate' tells the service worker to keep the image on the device.
 */
function photoAtWidth(url: string, width: ImageRenditionWidth): string | undefined {
  const [path = "", query] = url.split("?", 2);
  for (const { photo, atWidth } of storedPhotos) {
    const params = photo.map((route) => routeParams(route, path)).find(Boolean);
    if (params && Object.values(params).every((id) => storedId.test(id)))
      return `${endpointUrl(atWidth, { params, query: { w: width } })}${query ? `&${query}` : ""}`;
  }
  return undefined;
}

/** The smallest fixed width that covers `pixels`, or the largest. */
function widthCovering(pixels: number): ImageRenditionWidth {
  return IMAGE_RENDITION_WIDTHS.find((width) => width >= pixels) ?? 1280;
}

/**
 * The fixed width to ask for a photo shown `displayWidth` CSS px wide on this screen: enough for its pixel density
 * (at most 3×), or for 1× in light mode.
 */
export function renditionWidthFor(displayWidth: number, lite = isLiteMode()): ImageRenditionWidth {
  const density = lite ? 1 : Math.min(globalThis.devicePixelRatio || 1, 3);
  return widthCovering(displayWidth * density);
}

/**
 * One URL for a photo shown `displayWidth` CSS px wide where the URL must be known ahead (the wallet keeps its
 * photos on the device for use offline): the copy at that width in light mode, else the URL as it is.
 */
export function litePhotoUrl(url: string, displayWidth: number, lite = isLiteMode()): string {
  return (lite && photoAtWidth(url, widthCovering(displayWidth))) || url;
}

export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * What an <img> of a stored photo shown `displayWidth` CSS px wide asks for. Normally every fixed width in
 * `srcset`, so the browser downloads what fits the screen and its pixel density; in light mode one copy at
 * the displayed width (no extra pixels for sharp screens: Save-Data and slow phones come first).
 */
export function photoSources(
  url: string,
  displayWidth: number,
  { sizes = `${displayWidth}px`, lite = isLiteMode() }: { sizes?: string; lite?: boolean } = {},
): PhotoSources {
  if (!photoAtWidth(url, 160)) return { src: url };
  if (lite) return { src: photoAtWidth(url, widthCovering(displayWidth)) ?? url };
  return {
    src: photoAtWidth(url, widthCovering(displayWidth * 2)) ?? url,
    srcSet: IMAGE_RENDITION_WIDTHS.map((width) => `${photoAtWidth(url, width)} ${width}w`).join(", "),
    sizes,
  };
}
