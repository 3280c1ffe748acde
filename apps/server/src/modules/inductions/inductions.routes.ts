import {
  inductionInputSchema,
  inductionListSchema,
  inductionViewSchema,
  MAX_UPLOAD_LABEL,
  ocrJobViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { multipartBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { FileService } from "../files/files.service.ts";
import { fileUploadBody, readUploadedFile, readUploadForm, uploadRoutes } from "../files/upload-request.ts";
import { createInductionsService } from "./inductions.service.ts";
import type { OcrJobRunner } from "./ocr-job-runner.ts";

const idParams = z.object({ id: z.string() });
const bodyNote =
  "JSON body checked by inductionInputSchema of @siteready/domain before the handler runs; 400 carries its message per field and saves nothing";

/**
 * Inductions (§3 induction form, §7 OCR calls): the worker's site inductions, and reading one from a photo of the
 * paper record. Every route is gated by the `inductions` feature (403 while locked); records and OCR jobs are
 * the signed-in user's own (another user's id answers 404).
 */
export const inductionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileService;
  ocr: OcrJobRunner;
}> = async (app, { db, files, ocr }) => {
  const inductions = createInductionsService({ db, files, ocr });
  const allowed = signedInAccess("inductions");
  const tags = ["inductions"];
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    "/api/inductions",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Your inductions, newest first",
        response: { 200: inductionListSchema },
      },
    },
    async (request) => ({ inductions: await inductions.list(userId(request)) }),
  );

  app.post(
    "/api/inductions",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Add an induction",
        description: bodyNote,
        body: inductionInputSchema,
        response: { 201: inductionViewSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await inductions.create(userId(request), request.body)),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      "/api/inductions/ocr",
      {
        ...allowed,
        schema: {
          tags,
          summary: "Read an induction from a photo of the paper record",
          description:
            `multipart/form-data: \`image\` (JPEG, PNG or WebP by content, at most ${MAX_UPLOAD_LABEL}) and \`form_type\` 'induction'. ` +
            "Answers 200 with extracted_fields when the read finished quickly, else 202 with the job's id to poll " +
            "at /api/inductions/ocr/status/{id}. Nothing is saved as an induction.",
          ...multipartBody({
            image: { description: `a photo of the paper record, at most ${MAX_UPLOAD_LABEL}`, file: true },
            form_type: { description: "'induction'" },
          }),
          response: { 200: ocrJobViewSchema, 202: ocrJobViewSchema },
        },
      },
      async (request, reply) => {
        const form = await readUploadForm(request, "image");
        const job = await inductions.startOcr(userId(request), {
          image: form.file?.buffer ?? null,
          formType: form.fields.form_type ?? null,
        });
        return reply.status(job.status === "done" || job.status === "failed" ? 200 : 202).send(job);
      },
    );
  });

  app.get(
    "/api/inductions/ocr/status/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "The state of an OCR job and, when done, the fields read",
        params: idParams,
        response: { 200: ocrJobViewSchema },
      },
    },
    async (request) => inductions.ocrStatus(userId(request), request.params.id),
  );

  app.get(
    "/api/inductions/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "One of your inductions",
        params: idParams,
        response: { 200: inductionViewSchema },
      },
    },
    async (request) => inductions.get(userId(request), request.params.id),
  );

  app.put(
    "/api/inductions/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Change one of your inductions (its sheet photo is kept)",
        description: bodyNote,
        body: inductionInputSchema,
        params: idParams,
        response: { 200: inductionViewSchema },
      },
    },
    async (request) => inductions.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/inductions/:id",
    { ...allowed, schema: { tags, summary: "Delete an induction and its sheet photo", params: idParams } },
    async (request, reply) => {
      await inductions.remove(userId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      "/api/inductions/:id/sheet",
      {
        ...allowed,
        schema: {
          tags,
          summary: "Attach a photo of the signed sheet (JPEG, PNG or WebP); replaces the old one",
          description: `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`,
          ...fileUploadBody,
          params: idParams,
          response: { 200: inductionViewSchema },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request);
        return inductions.attachSheet(userId(request), request.params.id, {
          buffer: file.buffer,
          originalName: file.filename,
        });
      },
    );
  });
};
