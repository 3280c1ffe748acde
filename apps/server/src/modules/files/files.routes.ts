import {
  filesPlainRoutes,
  IMAGE_RENDITION_WIDTHS,
  type ImageRenditionWidth,
  imageRenditionWidthMessage,
  isImageRenditionWidth,
} from "@siteready/domain/files";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { createFileService, type FileContent } from "./files.service.ts";

/** `inline` or `attachment` with an ASCII fallback name and the real name in RFC 5987 form. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendFile(reply: FastifyReply, file: FileContent) {
  // Images show in the page; PDFs download, so a crafted PDF never runs in our origin's viewer.
  const disposition = file.mimeType.startsWith("image/") ? "inline" : "attachment";
  return reply
    .header("content-type", file.mimeType)
    .header("content-length", file.sizeBytes)
    .header("cache-control", "private, max-age=3600")
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", contentDisposition(disposition, file.downloadName))
    .send(file.body);
}

const paramsSchema = z.object({ id: z.string() });
/** `?w=` of an image at a smaller width: one of the fixed steps, or 400 saying which. */
export const widthQuerySchema = z.object({
  w: z.coerce
    .number({ error: imageRenditionWidthMessage })
    .refine(isImageRenditionWidth, { error: imageRenditionWidthMessage }),
});

/**
 * Owner-only access to uploaded files. Only sign-in is required (not a feature key): a file belongs to a
 * person, whichever feature it was uploaded through; anyone else's file answers 404.
 */
export const fileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
}> = async (app, { db, storage }) => {
  const files = createFileService({ db, storage, logger: app.log });

  app.get(
    filesPlainRoutes.file.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["files"],
        summary: "The bytes of one of your uploaded files",
        params: paramsSchema,
        fileAnswer: {
          description: "The file as uploaded",
          contentTypes: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, await files.readFile(signedInUser(request).id, request.params.id, "original")),
  );

  app.get(
    filesPlainRoutes.thumbnail.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["files"],
        summary: "A small WebP preview of one of your uploaded images (404 for PDFs)",
        fileAnswer: { description: "The preview", contentTypes: ["image/webp"] },
        params: paramsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await files.readFile(signedInUser(request).id, request.params.id, "thumbnail")),
  );

  app.get(
    filesPlainRoutes.image.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["files"],
        summary: `One of your uploaded images at a smaller width, as WebP (w: ${IMAGE_RENDITION_WIDTHS.join(", ")}; 404 for PDFs)`,
        fileAnswer: { description: "The image at that width", contentTypes: ["image/webp"] },
        params: paramsSchema,
        querystring: widthQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.readImageAtWidth(
          signedInUser(request).id,
          request.params.id,
          request.query.w as ImageRenditionWidth,
        ),
      ),
  );
};
