// Kept apart from the catalogue (errors.ts), which the web app loads at start: the app reads an error body with
// this schema only when a request fails, so zod is not part of its first download.
import { z } from "zod";
import type { MessageKey, MessageRef } from "../i18n/index.ts";
import { errorCategories, errorCodes, errorSeverities } from "./errors.ts";

const messageRefSchema: z.ZodType<MessageRef> = z
  .lazy(() =>
    z.object({
      key: z.string() as unknown as z.ZodType<MessageKey>,
      values: z.record(z.string(), z.union([z.string(), z.number(), messageRefSchema])).optional(),
    }),
  )
  .meta({ id: "MessageRef" });

/** The one JSON shape of every error response the server sends. */
export const apiErrorBodySchema = z.object({
  code: z.enum(errorCodes),
  category: z.enum(errorCategories),
  severity: z.enum(errorSeverities),
  message: z.string(),
  errorId: z.string(),
  /** Per-field messages on 400: field path → messages. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** The message by key and values (issue 49), for a reader who words it in their own language. */
  messageRef: messageRefSchema.optional(),
  /** The field errors by key and values, as fieldErrors words them. */
  fieldErrorRefs: z.record(z.string(), z.array(messageRefSchema)).optional(),
  /** Extra facts a caller can act on, e.g. the state of a locked feature. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
