import { MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import { inductionsEndpoints, inductionsPlainRoutes } from "@siteready/domain/inductions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { multipartBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { FileService } from "../files/files.service.ts";
import { fileUploadBody, readUploadedFile, readUploadForm, uploadRoutes } from "../files/upload-request.ts";
import { createInductionsService } from "./inductions.service.ts";
import type { OcrJobRunner } from "./ocr-job-runner.ts";

const idParams = z.object({ id: z.string() });

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

  registerEndpoint(app, inductionsEndpoints.list, async ({ request }) => ({
    inductions: await inductions.list(userId(request)),
  }));

  registerEndpoint(app, inductionsEndpoints.create, async ({ body, request }) =>
    inductions.create(userId(request), body),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      inductionsPlainRoutes.readPhoto.path,
      {
        ...allowed,
        schema: {
          tags,
          summary: "Read an induction from a photo of the paper record",
          description:
            `multipart/form-data: \`image\` (JPEG, PNG or WebP by content, at most ${MAX_UPLOAD_LABEL}) and \`form_type\` 'induction'. ` +
            "Answers 200 with extracted_fields when the read finished quickly, else 202 with the job's id to poll " +
            `at ${inductionsEndpoints.ocrStatus.path}. Nothing is saved as an induction.`,
          ...multipartBody({
            image: { description: `a photo of the paper record, at most ${MAX_UPLOAD_LABEL}`, file: true },
            form_type: { description: "'induction'" },
          }),
          response: {
            200: inductionsPlainRoutes.readPhoto.response,
            202: inductionsPlainRoutes.readPhoto.response,
          },
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

  registerEndpoint(app, inductionsEndpoints.ocrStatus, async ({ params, request }) =>
    inductions.ocrStatus(userId(request), params.id),
  );

  registerEndpoint(app, inductionsEndpoints.get, async ({ params, request }) =>
    inductions.get(userId(request), params.id),
  );

  registerEndpoint(app, inductionsEndpoints.update, async ({ params, body, request }) =>
    inductions.update(userId(request), params.id, body),
  );

  registerEndpoint(app, inductionsEndpoints.remove, async ({ params, request }) =>
    inductions.remove(userId(request), params.id),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      inductionsPlainRoutes.sheet.path,
      {
        ...allowed,
        schema: {
          tags,
          summary: "Attach a photo of the signed sheet (JPEG, PNG or WebP); replaces the old one",
          description: `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`,
          ...fileUploadBody,
          params: idParams,
          response: { 200: inductionsPlainRoutes.sheet.response },
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
