import { z } from "zod";
import type { Endpoint, UploadRoute } from "../endpoint/endpoint.ts";
import { recordEndpoints } from "../records/contract.ts";
import { inductionInputSchema } from "./induction.ts";
import { inductionListSchema, inductionViewSchema, ocrJobViewSchema } from "./induction-views.ts";

const tags = ["inductions"] as const;
const access = { level: "signed-in", feature: "inductions" } as const;

/**
 * Inductions (§3 induction form, §7 OCR calls): the worker's site inductions, and the state of a read of one
 * from a photo of the paper record. The photo itself (`POST /api/inductions/ocr`) and the signed sheet
 * (`/:id/sheet`) are uploaded through plain multipart routes.
 */
export const inductionsEndpoints = {
  list: {
    method: "GET",
    path: "/api/inductions",
    summary: "Your inductions, newest first",
    tags,
    access,
    response: inductionListSchema,
  },
  ocrStatus: {
    method: "GET",
    path: "/api/inductions/ocr/status/:id",
    summary: "The state of an OCR job and, when done, the fields read",
    tags,
    access,
    params: z.object({ id: z.string() }),
    response: ocrJobViewSchema,
  },
  ...recordEndpoints({
    path: "/api/inductions",
    tags,
    feature: "inductions",
    view: inductionViewSchema,
    input: inductionInputSchema,
    inputName: "inductionInputSchema",
    summaries: {
      create: "Add an induction",
      get: "One of your inductions",
      update: "Change one of your inductions (its sheet photo is kept)",
      remove: "Delete an induction and its sheet photo",
    },
  }),
} as const satisfies Record<string, Endpoint>;

/**
 * A photo of a paper induction record to read (multipart: `image` and `form_type`), answering the OCR job; and
 * the photo of an induction's signed sheet (multipart field 'file'), answering the induction.
 */
export const inductionsPlainRoutes = {
  readPhoto: {
    method: "POST",
    path: "/api/inductions/ocr",
    kind: "upload",
    field: "image",
    response: ocrJobViewSchema,
  },
  sheet: {
    method: "POST",
    path: "/api/inductions/:id/sheet",
    kind: "upload",
    params: z.object({ id: z.string() }),
    response: inductionViewSchema,
  },
} as const satisfies Record<string, UploadRoute>;
