import type { PlainRoute } from "../endpoint/endpoint.ts";

/**
 * A stored file of the worker's (a document's scan, a card's photo, a certificate, a sheet): the file, its
 * thumbnail and a photo at one of the fixed widths (`?w=`). Their URLs come in the records' answers.
 */
export const filesPlainRoutes = {
  file: { method: "GET", path: "/api/files/:id", kind: "download" },
  thumbnail: { method: "GET", path: "/api/files/:id/thumbnail", kind: "download" },
  image: { method: "GET", path: "/api/files/:id/image", kind: "download" },
} as const satisfies Record<string, PlainRoute>;
