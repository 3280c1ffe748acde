import type { Endpoint, EndpointOutput, EndpointParsed } from "@siteready/domain/endpoint";
import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import { type IdempotentCreates, idempotencyKeyOf, replayedHeader } from "../db/idempotent-creates.ts";
import { compileResponseSerializer } from "../lib/response-serializer.ts";
import type { BearerToken } from "../lib/route-access.ts";
import type { ZodApp } from "../lib/zod-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs a create once per Idempotency-Key (made by buildApp, used by every create's route). */
    idempotentCreates: IdempotentCreates;
  }
}

/** What the handler returns: the declared answer; for an endpoint that answers 204, anything (nothing is sent). */
type HandlerResult<E extends Endpoint> = E extends { response: unknown } ? EndpointOutput<E> : unknown;

/** What a handler of a declared endpoint gets: what was sent, validated, and the request and reply. */
export type EndpointCall<E extends Endpoint> = EndpointParsed<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Registers the route of an endpoint declared in @siteready/domain (decision 0024): its method, path, access
 * (the route guard, deny by default), schemas (validation, the answer's serializer, the OpenAPI document) all
 * come from the declaration; the handler only does the work. A success answers the declared status with what
 * the handler returns, or 204 with nothing when the endpoint declares no answer. `route` holds what only the
 * server needs to know (a larger body limit, a quieter log for a secret in the URL, a check of its own, the
 * bearer token a token endpoint accepts).
 *
 * A create (POST answering 201) a signed-in caller sends with an `Idempotency-Key` runs once per key, in one
 * transaction with the key (db/idempotent-creates.ts, decision 0026); the handler does not know.
 */
export function registerEndpoint<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handle: (call: EndpointCall<E>) => Promise<HandlerResult<E>>,
  route: Pick<RouteShorthandOptions, "bodyLimit" | "logLevel" | "preHandler"> & { bearer?: BearerToken } = {},
) {
  const { bearer, ...options } = route;
  const access =
    bearer && endpoint.access.level === "token" ? { ...endpoint.access, bearer } : endpoint.access;
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response } } : {}),
  };
  // A create's answer is written here (with the route's own serializer, compiled on first use) to be kept.
  const { response } = endpoint;
  const isCreate = endpoint.method === "POST" && endpoint.status === 201 && response !== undefined;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { access },
    schema,
    async handler(request, reply) {
      // Fastify has validated each part with the endpoint's own schema before the handler runs.
      const parsed = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as EndpointParsed<E>;
      const run = () => handle({ ...parsed, request, reply });
      const key = isCreate ? idempotencyKeyOf(request) : undefined;
      // Keys are the caller's own: without a signed-in user there is no one to keep them for.
      if (response && key && request.user) {
        const answer = await app.idempotentCreates.once(
          request,
          { userId: request.user.id, key, status: 201 },
          async () => compileResponseSerializer(response)(await run()),
        );
        if (answer.replayed) reply.header(replayedHeader, "true");
        return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.payload);
      }
      const answer = await run();
      if (!endpoint.response) return reply.status(204).send();
      return reply.status(endpoint.status ?? 200).send(answer);
    },
  });
}
