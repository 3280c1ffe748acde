import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { urgencySchema } from "../profile/profile-views.ts";
import { ppeItemIds } from "./induction.ts";
import { extractedFieldsSchema, ocrReadQualities } from "./induction-ocr.ts";

/**
 * What the inductions API answers (§2 /inductions): an induction, and an OCR job reading an induction sheet's
 * photo. The server's routes declare these schemas and the web app reads their types.
 */

const isoDate = z.string().describe("YYYY-MM-DD");

export const inductionViewSchema = z.object({
  id: z.string(),
  site_name: z.string(),
  company_name: z.string(),
  project_name: z.string().nullable(),
  induction_date: isoDate,
  supervisor_name: z.string().nullable(),
  safety_briefing_completed: z.boolean(),
  ppe_requirements: z.array(z.enum(ppeItemIds)),
  ppe_other: z.string().nullable(),
  /** The checklist labels then the free text, for display and sharing. */
  ppe_summary: z.array(z.string()),
  valid_until: isoDate.nullable(),
  urgency: urgencySchema.describe("of valid_until (unknown without one)"),
  sheet_url: z.string().nullable(),
  sheet_thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InductionView = z.infer<typeof inductionViewSchema>;
export const inductionListSchema = z.object({ inductions: z.array(inductionViewSchema) });

export const ocrJobViewSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "processing", "done", "failed"]),
  /** Each field read from the photo with its OCR confidence (0–100); null until done, or when not found. */
  extracted_fields: extractedFieldsSchema.nullable(),
  read_quality: z.enum(ocrReadQualities).nullable(),
  /** What to tell the worker about the read (e.g. to retake an unreadable photo), by key. */
  message: messageRefSchema.nullable(),
  /** Why the read failed, by key. */
  error: messageRefSchema.nullable(),
});
export type OcrJobView = z.infer<typeof ocrJobViewSchema>;
