import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The Fastify instance a route plugin receives, with zod schemas typing each route. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
