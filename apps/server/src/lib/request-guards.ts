import { isTrustedOrigin } from "@siteready/domain/accounts";
import { controlCharactersMessage, hasControlCharacters } from "@siteready/domain/fields";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from "fastify";
import { sendError } from "./error-handler.ts";
import { inEnglish } from "./field-message.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Methods whose requests fastify never reads a body for. */
const bodylessMethods = new Set(["GET", "HEAD", "TRACE"]);

/** Whether any of a route's methods takes a request body. */
function routeTakesBody(route: Pick<RouteOptions, "method">): boolean {
  return [route.method].flat().some((method) => !bodylessMethods.has(method));
}

/** Deeper than any record of ours; deep enough that walking, copying or serialising it can never overflow. */
const MAX_JSON_DEPTH = 32;

type BodyProblem = { field: string; message: string } | undefined;

/**
 * Finds what no endpoint accepts in a JSON body: a top level that is not an object, nesting deeper than
 * MAX_JSON_DEPTH, or control characters in any text (keys included). Iterative, so hostile depth cannot
 * overflow the stack here either.
 */
function findBodyProblem(body: unknown): BodyProblem {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { field: "_", message: "The request body must be a JSON object" };
  }
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === "string") {
      if (hasControlCharacters(value))
        return { field: path.join(".") || "_", message: controlCharactersMessage };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH)
      return { field: path.join("."), message: "This value is nested too deeply" };
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacters(key))
        return { field: path.join(".") || "_", message: controlCharactersMessage };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * A control character in the URL, raw or percent-encoded (%00-%1F, %7F): no path or query of ours has one, and a
 * NUL reaching PostgreSQL in a search fails the query. Tested on the raw URL, so it costs one scan per request.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlCharacterInUrl = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/** Where a state-changing request comes from, as far as the browser tells us. */
function isCrossSiteRequest(request: FastifyRequest, publicUrl: string, trustedOrigins: readonly string[]) {
  const origin = request.headers.origin;
  if (typeof origin === "string") return !isTrustedOrigin(origin, publicUrl, trustedOrigins);
  // Browsers that omit Origin still say where a request comes from; clients without either are not
  // browsers, so they cannot carry a victim's cookie.
  const fetchSite = request.headers["sec-fetch-site"];
  return fetchSite === "cross-site";
}

/**
 * Checks every request before any route sees it: a URL with control characters is refused (400), a state-changing request from a foreign origin is refused
 * (403, cross-site request forgery), and a JSON body that no schema could accept is refused with 400 before
 * a route, a library or the database can trip over it.
 *
 * The body check runs on the routes that take a body, and is returned for the not-found handler: a hook phase
 * with no hooks is skipped, so reads do not pay for a check that has nothing to look at (decision 0007). For the
 * same reason routes that take no body get no request decompression.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  { publicUrl, trustedOrigins }: { publicUrl: string; trustedOrigins: readonly string[] },
) {
  // Synchronous hooks: most requests pass both checks, and a promise per hook per request adds up.
  app.addHook("onRequest", (request, reply, done) => {
    if (controlCharacterInUrl.test(request.url)) {
      return sendError(reply, 400, {
        code: "VALIDATION_FAILED",
        message: inEnglish(controlCharactersMessage),
        fieldErrors: { _: [controlCharactersMessage] },
      });
    }
    if (safeMethods.has(request.method) || !isCrossSiteRequest(request, publicUrl, trustedOrigins)) {
      return done();
    }
    sendError(reply, 403);
  });
  const refuseUnacceptableBody = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    if (request.body === undefined || !request.headers["content-type"]?.includes("json")) return done();
    const problem = findBodyProblem(request.body);
    if (!problem) return done();
    sendError(reply, 400, {
      code: "VALIDATION_FAILED",
      fieldErrors: { [problem.field]: [problem.message] },
    });
  };
  app.addHook("onRoute", (route) => {
    if (!routeTakesBody(route)) {
      // Nothing to decompress where no body is read: @fastify/compress, registered after this hook, then puts
      // no preParsing hook on the route (a hook phase every request of it would run for nothing).
      route.decompress ??= false;
      return;
    }
    // First among the route's own preValidation hooks, as a global hook would be.
    route.preValidation = [refuseUnacceptableBody, ...[route.preValidation ?? []].flat()];
  });
  return { refuseUnacceptableBody };
}
