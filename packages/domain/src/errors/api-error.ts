// Kept apart from the catalogue (errors.ts), which the web app loads at start: the app reads an error body with
// this schema only when a request fails, so zod is not part of its first download.
import { z } from "zod";
import { errorCategories, errorCodes, errorSeverities } from "./errors.ts";

/** The one JSON shape of every error response the server sends. */
export const apiErrorBodySchema = z.object({
  code: z.enum(errorCodes),
  category: z.enum(errorCategories),
  severity: z.enum(errorSeverities),
  message: z.string(),
  errorId: z.string(),
  /** Per-field messages on 400: field path → messages. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Extra facts a caller can act on, e.g. the state of a locked feature. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
