import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";

/**
 * The options every route of a feature shares — its feature gate and its OpenAPI tag — around one route's
 * own summary and schema: `const route = routeOptions(gate, ["groups"]); app.get(url, route("…", {…}), …)`.
 */
export function routeOptions(preHandler: (request: FastifyRequest) => Promise<void>, tags: string[]) {
  return <TSchema extends FastifySchema = Record<never, never>>(summary: string, schema?: TSchema) => ({
    preHandler,
    schema: { tags, summary, ...schema } as TSchema & { tags: string[]; summary: string },
  });
}

/** Does the work, then answers 204 with no body. */
export async function noContent(reply: FastifyReply, work: Promise<unknown>) {
  await work;
  return reply.status(204).send(null);
}
