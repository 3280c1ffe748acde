import type { z } from "zod";

/** Test helper: the issues of a failed parse as 'path → message' pairs ([] when the parse succeeds). */
export function issuesOf(schema: z.ZodType, value: unknown): Array<{ path: string; message: string }> {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Test helper: the messages of a failed parse of a single field. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return issuesOf(schema, value).map((issue) => issue.message);
}
