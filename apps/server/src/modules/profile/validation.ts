import type { z } from "zod";
import { validationFailed } from "../../lib/app-error.ts";
import { fieldErrorsFromZod } from "../../lib/error-handler.ts";

/** A JSON body as a plain object; anything else (missing, an array, a string) reads as no fields at all. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === "object" && !Array.isArray(body)
    ? { ...(body as Record<string, unknown>) }
    : {};
}

/** Parses with a domain schema; a failure is a 400 carrying the domain's message on each field. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(bodyFields(body));
  if (!result.success) throw validationFailed(fieldErrorsFromZod(result.error));
  return result.data;
}
