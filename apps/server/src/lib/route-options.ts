import type { FastifyReply, FastifySchema } from "fastify";
import type { RouteAccess } from "./route-access.ts";

/**
 * The options every route of a feature shares — who may call it and its OpenAPI tag — around one route's own
 * summary and schema: `const route = routeOptions(signedInAccess("groups"), ["groups"]); app.get(url, route("…", {…}), …)`.
 */
export function routeOptions(allowed: { config: { access: RouteAccess } }, tags: string[]) {
  return <TSchema extends FastifySchema = Record<never, never>>(summary: string, schema?: TSchema) => ({
    ...allowed,
    schema: { tags, summary, ...schema } as TSchema & { tags: string[]; summary: string },
  });
}

/** Does the work, then answers 204 with no body. */
export async function noContent(reply: FastifyReply, work: Promise<unknown>) {
  await work;
  return reply.status(204).send(null);
}
