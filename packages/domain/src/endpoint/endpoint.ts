import type { z } from "zod";
import type { TierCapability } from "../features/feature-access.ts";
import type { FeatureKey } from "../features/features.ts";

/**
 * Who may call an endpoint. The server turns it into the route's guard and refuses to start with a route that
 * has none (deny by default, docs/architecture.md):
 * - public: anyone; `loadsUser` reads the session when there is one; `feature` checks the feature catalogue.
 * - token: a secret the caller shows is the right to call (a link's token, a signature); `proof` names it.
 *   With `orAdmin`, a signed-in admin may call it without the secret (the server checks a bearer token).
 * - signed-in: a session (401), then the feature's access rule, the tier capability and a recent second factor
 *   (step-up) when named (403).
 * - admin: a session (401) and the admin role (403).
 */
export type EndpointAccess =
  | { level: "public"; loadsUser?: boolean; feature?: FeatureKey }
  | { level: "token"; proof: string; orAdmin?: boolean }
  | { level: "signed-in"; feature?: FeatureKey; capability?: TierCapability; stepUp?: boolean }
  | { level: "admin"; stepUp?: boolean };

/**
 * One endpoint, declared once for both sides (decision 0024): the server registers its route from it
 * (apps/server/src/modules/endpoint-routes.ts) and the web app calls it through it (apps/web/src/lib/endpoint-client.ts),
 * so the URL, method, access, what is sent and what comes back cannot drift apart.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path in Fastify's syntax: `/api/weather/sites/:id`. */
  path: `/api/${string}`;
  summary: string;
  /** More than the summary says, for the OpenAPI document (the metadata a step takes, when it answers 400…). */
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What a success answers, with `status` (200 unless said); without it, 204 and no body. */
  response?: z.ZodType;
  status?: 200 | 201 | 202;
}

/**
 * A route that is not JSON in and out (decision 0024, migration step 2): a file download, a multipart upload,
 * the live event stream, a probe sent with plain `fetch`, a page a link in an e-mail opens, a webhook. The
 * server registers it as a plain Fastify route at `path` with its own access and schema; the web builds its URL
 * with `endpointUrl`. Declared here so neither side writes the path: `route-access.test.ts` checks that every
 * route the server registers is declared as an endpoint or a plain route.
 */
export interface PlainRoute {
  method: Endpoint["method"];
  /** An API path in Fastify's syntax; a probe's own path outside the API (`/metrics`). */
  path: `/${string}`;
  kind: "download" | "upload" | "stream" | "probe" | "page" | "webhook";
}

/**
 * A multipart upload: the file in `field` (`file` unless named), beside any text fields, at a path whose
 * parameters `params` describes; a success answers `response`. The web's `uploadFile` takes the declaration and
 * returns the answer parsed with that schema, so no caller names the answer's type.
 */
export interface UploadRoute extends PlainRoute {
  method: "POST";
  kind: "upload";
  params?: z.ZodType<Record<string, string>>;
  field?: string;
  response: z.ZodType;
}

/**
 * A part the schema lets be left out (an optional body, `noBody`) or be empty (a query of optional filters, an
 * empty object) may be left out by the caller too: the server checks a missing body as an empty object.
 */
type Part<Name extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [Key in Name]?: z.input<Schema> }
    : Record<never, never> extends z.input<Schema>
      ? { [Key in Name]?: z.input<Schema> }
      : { [Key in Name]: z.input<Schema> }
  : { [Key in Name]?: never };

/** The endpoint's schema of one part, or undefined when it declares none. */
type SchemaOf<E, Name extends "params" | "query" | "body"> = E extends { [Key in Name]: infer S }
  ? S
  : undefined;

/** What a caller sends: the path's parameters, the query and the body, each as the endpoint declares it. */
export type EndpointInput<E extends Endpoint> = Part<"params", SchemaOf<E, "params">> &
  Part<"query", SchemaOf<E, "query">> &
  Part<"body", SchemaOf<E, "body">>;

/** What a handler receives: the same, as validated. */
export type EndpointParsed<E extends Endpoint> = {
  [Name in "params" | "query" | "body"]: SchemaOf<E, Name> extends z.ZodType
    ? z.output<SchemaOf<E, Name>>
    : undefined;
};

/** What the caller of an upload names: the path's parameters, as the upload declares them. */
export type UploadInput<U extends UploadRoute> = Part<"params", SchemaOf<U, "params">>;

/** What a success answers (undefined for 204). */
export type EndpointOutput<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The URL to call: the path with each `:name` filled in (encoded), then the query's defined values. */
export function endpointUrl(
  endpoint: { path: string },
  input: { params?: Record<string, string>; query?: unknown },
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The reverse of `endpointUrl`: the parameters a URL's path (its query aside) gives the route's `:name`s, or
 * undefined when the URL is not one of the route's.
 */
export function routeParams(route: { path: string }, url: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = route.path
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
  const match = new RegExp(`^${pattern}$`).exec(url.split("?", 1)[0] ?? "");
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]));
}
