import { type ApiErrorBody, apiErrorBodySchema } from "@siteready/domain/errors";

/** A failed response's JSON body when it is in the server's error shape; loaded with zod on the first failure. */
export function readApiErrorBody(json: unknown): ApiErrorBody | undefined {
  const parsed = apiErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
