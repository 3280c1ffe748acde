import fastifyMultipart from "@fastify/multipart";
import { requiredMessage } from "@siteready/domain/fields";
import { MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import type { FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../adapters/files/upload-processing.ts";
import { AppError, validationFailed } from "../../lib/app-error.ts";
import { multipartBody, type ZodApp } from "../../lib/zod-app.ts";

/** The multipart field every upload endpoint reads. */
const UPLOAD_FIELD = "file";

/** The OpenAPI body of an upload read by readUploadedFile: one file in the field 'file'. */
export const fileUploadBody = multipartBody({
  [UPLOAD_FIELD]: { description: `the file, at most ${MAX_UPLOAD_LABEL}`, file: true },
});

const tooLarge = () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", { key: "error.fileTooLarge", values: { size: MAX_UPLOAD_LABEL } });

/**
 * Declares upload routes in a scope of their own that parses multipart bodies. @fastify/multipart adds an
 * asynchronous onRequest and onResponse hook to every route of the scope it is registered in, so only the routes
 * that take a file should share its scope (decision 0007). One byte over the limit is let through so
 * processUpload gives the spec's message; anything bigger is cut off by busboy and mapped to the same message in
 * readUploadedFile.
 */
export async function uploadRoutes(app: ZodApp, declare: (uploads: ZodApp) => void) {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 11 },
    });
    declare(uploads);
  });
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/** The bytes and name of the file sent in the multipart field `file`. */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; filename: string }> {
  const missing = () => validationFailed({ [UPLOAD_FIELD]: [requiredMessage("field.file")] });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      part?.file.resume();
      throw missing();
    }
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (errorCode(error) === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
}

/**
 * A multipart form with one file and text fields, read in any order (a client may send the fields after the
 * file). The file is null when the form has none in `fileField`; other files are skipped.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ file: { buffer: Buffer; filename: string } | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  let file: { buffer: Buffer; filename: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === fileField && !file) {
          file = { buffer: await part.toBuffer(), filename: part.filename };
        } else {
          part.file.resume();
        }
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (errorCode(error) === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  return { file, fields };
}
