import { AUTH_PATH_PREFIX } from "@siteready/domain/accounts";
import { billingPlainRoutes } from "@siteready/domain/billing";
import { apiErrorBodySchema } from "@siteready/domain/errors";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import { z } from "zod";

/**
 * The finishing of the OpenAPI document (issue 35): what the routes' own zod schemas cannot say.
 * - Every answer an /api operation may give: its 200s come from the route; the errors it may answer (400, 401,
 *   403, 404, 409, 429, 503, and 413/415 where it takes a body) all carry the one error body (`ApiError`).
 * - A nullable enum lists null among its values (OpenAPI 3.0 validators check `enum` before `nullable`).
 * - The endpoints no route schema describes: the sign-in API (better-auth, behind /api/auth), Stripe's webhook
 *   and /metrics.
 */

interface Operation {
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
type PathItem = Record<string, Operation>;
interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

/** better-auth's own description of its API (auth.api.generateOpenAPISchema), paths relative to /api/auth. */
export interface AuthApiDescription {
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown> };
}

const errorBody = { $ref: "#/components/schemas/ApiError" };

/**
 * The error body (ApiError) and the schemas it refers to (MessageRef, which holds itself): zod writes those under
 * the body's own `definitions`, but a reference inside a component resolves against the whole document (and the
 * routes' serializers read the components from it), so they become components of their own.
 */
function errorBodySchemas(): Record<string, unknown> {
  const { definitions = {}, ...apiError } = z.toJSONSchema(apiErrorBodySchema, { target: "openapi-3.0" }) as {
    definitions?: Record<string, unknown>;
  };
  const asComponents = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', '"#/components/schemas/')) as unknown;
  return {
    ApiError: asComponents(apiError),
    ...Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, asComponents(schema)])),
  };
}
const errorStatuses: Record<string, string> = {
  "400": "The request is not valid: `fieldErrors` says what to change",
  "401": "Not signed in, or the session has ended",
  "403": "Not allowed: another origin, a locked feature, a suspended account or someone else's admin page",
  "404": "Not found, or not yours",
  "409": "In conflict with the record's state (e.g. already done)",
  "410": "No longer valid: an expired code or link",
  "422": "Understood but refused (e.g. an AI suggestion that names a card the profile lacks)",
  "429": "Too many requests: try again later",
  "502": "A service it relies on (Stripe, the AI provider, the postcode service) failed",
  "500": "An unexpected failure of ours: errorId finds it in the log",
  "503": "Not available now (the database, or a service that is not configured)",
};
const bodyStatuses: Record<string, string> = {
  "413": "The body or the file is too large",
  "415": "The body's content type is not accepted",
  "507": "Storage is full: the file could not be kept",
};
const methods = ["get", "put", "post", "delete", "patch", "head", "options"];

/** What every create (a POST answering 201) takes besides its body (db/idempotent-creates.ts, decision 0026). */
const idempotencyKeyParameter = {
  in: "header",
  name: "Idempotency-Key",
  required: false,
  description:
    "Makes a repeat of this create safe: signed in, the same key with the same request within a day answers the first answer again (with `Idempotent-Replayed: true`) instead of creating again; the same key with another request answers 422. Ignored when signed out.",
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,100}$" },
};

function isCreate(method: string, operation: Operation) {
  return method === "post" && operation.responses?.["201"] !== undefined;
}

/** An operation whose route declares no answer of its own answers 204, nothing (routes say what else they send). */
function declaredSuccess(operation: Operation) {
  operation.responses ??= {};
  const success = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"));
  const undeclared = success.every(([, response]) => !(response as { content?: unknown }).content);
  if (undeclared) {
    delete operation.responses["200"];
    operation.responses["204"] = { description: "Done; nothing to send back" };
  }
}

/** Adds the error answers a route does not describe itself (the health check's 503 has a body of its own). */
function errorResponses(operation: Operation, descriptions: Record<string, string>) {
  operation.responses ??= {};
  const responses = operation.responses;
  for (const [status, description] of Object.entries(descriptions)) {
    if ((responses[status] as { content?: unknown } | undefined)?.content) continue;
    responses[status] = { description, content: { "application/json": { schema: errorBody } } };
  }
}

/** Adds null to the values of every nullable enum, wherever it is in the document. */
function nullableEnumsListNull(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableEnumsListNull(item);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(node)) nullableEnumsListNull(value);
}

/**
 * better-auth's JSON Schema as OpenAPI 3.0 says it: `type: ["string", "null"]` is a nullable string, `const` is
 * a one-value enum, and `propertyNames` (which 3.0 lacks) goes.
 */
function asOpenApi30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) asOpenApi30(item);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const schema = node as {
    type?: unknown;
    nullable?: boolean;
    const?: unknown;
    enum?: unknown[];
    propertyNames?: unknown;
  };
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== "null");
    if (types.length < schema.type.length) schema.nullable = true;
    schema.type = types[0];
  }
  if ("const" in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  delete schema.propertyNames;
  for (const value of Object.values(node)) asOpenApi30(value);
}

const plainText = (description: string) => ({
  description,
  content: { "text/plain": { schema: { type: "string" } } },
});

/** The endpoints no route schema describes (their routes are hidden from the generated part). */
function unschemedPaths(): Record<string, PathItem> {
  return {
    [billingPlainRoutes.stripeWebhook.path]: {
      post: {
        tags: ["billing"],
        summary: "Stripe's signed events (checkout, subscription, invoice); Stripe-Signature is checked",
        parameters: [{ in: "header", name: "stripe-signature", required: true, schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", description: "a Stripe event" } } },
        },
        responses: {
          "200": {
            description: "Received; `duplicate` when the event was applied before",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { received: { type: "boolean" }, duplicate: { type: "boolean" } },
                  required: ["received", "duplicate"],
                },
              },
            },
          },
        },
      },
    },
    [monitoringPlainRoutes.metrics.path]: {
      get: {
        tags: ["admin"],
        summary:
          "Prometheus metrics of this instance (METRICS_TOKEN as a bearer token, or a signed-in admin)",
        security: [{ bearerAuth: [] }],
        responses: { "200": plainText("Prometheus text exposition format") },
      },
    },
  };
}

const twoFactorStep = {
  type: "object",
  required: ["twoFactorRedirect"],
  properties: { twoFactorRedirect: { type: "boolean" } },
};

/**
 * The proxy hands better-auth's answers on without session tokens (they travel only in the httpOnly cookie),
 * and the records' optional fields come back as null: the description is made to say so.
 */
function asTheProxyAnswers(auth: AuthApiDescription) {
  const dropToken = (schema: unknown) => {
    const object = schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (!object?.properties?.token) return;
    delete object.properties.token;
    object.required = object.required?.filter((name) => name !== "token");
  };
  for (const item of Object.values(auth.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // Its own error bodies go: the proxy answers every error with ours (added with the others').
        if (/^[45]/.test(status)) delete operation.responses?.[status];
        else
          dropToken(
            (response as { content?: Record<string, { schema?: unknown }> }).content?.["application/json"]
              ?.schema,
          );
      }
      // Sign-in callbacks and reset links are opened by the browser and answer with a redirect.
      if (method === "get") {
        operation.responses = { ...operation.responses, "302": { description: "Redirects the browser" } };
      }
    }
  }
  for (const [path, item] of Object.entries(auth.paths)) {
    for (const operation of Object.values(item)) {
      const json = (
        operation.responses?.["200"] as { content?: Record<string, { schema?: unknown }> } | undefined
      )?.content?.["application/json"];
      if (!json?.schema) continue;
      // With two-factor on, the right password answers only that the code comes next (no user, no session yet).
      if (path === "/sign-in/email") json.schema = { oneOf: [json.schema, twoFactorStep] };
      // The code steps answer with what the plugin has at hand; their fields are described, not all promised.
      if (path.startsWith("/two-factor/")) delete (json.schema as { required?: string[] }).required;
    }
  }
  for (const schema of Object.values(auth.components?.schemas ?? {})) {
    const object = schema as { properties?: Record<string, { nullable?: boolean }>; required?: string[] };
    dropToken(object);
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      if (!object.required?.includes(name)) property.nullable = true;
    }
  }
}

export function completeOpenApiDocument<T>(document: T, auth: AuthApiDescription | null): T {
  const openapi = document as OpenApiDocument;
  openapi.paths ??= {};
  const paths = openapi.paths;
  Object.assign(paths, unschemedPaths());
  if (auth) {
    const authCopy = structuredClone(auth);
    asOpenApi30(authCopy);
    asTheProxyAnswers(authCopy);
    for (const [path, item] of Object.entries(authCopy.paths)) {
      for (const operation of Object.values(item)) operation.tags = ["auth"];
      paths[`${AUTH_PATH_PREFIX}${path.replace(/^\//, "")}`] = item;
    }
    openapi.components = {
      ...openapi.components,
      schemas: { ...authCopy.components?.schemas, ...openapi.components?.schemas },
    };
  }
  openapi.components ??= {};
  const schemas = openapi.components.schemas ?? {};
  Object.assign(schemas, errorBodySchemas());
  openapi.components.schemas = schemas;
  openapi.components.securitySchemes = {
    ...(openapi.components.securitySchemes as object | undefined),
    bearerAuth: { type: "http", scheme: "bearer" },
  };
  for (const item of Object.values(paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      declaredSuccess(operation);
      const parameters = (operation.parameters as unknown[] | undefined) ?? [];
      if (isCreate(method, operation) && !parameters.includes(idempotencyKeyParameter)) {
        operation.parameters = [...parameters, idempotencyKeyParameter];
      }
      errorResponses(operation, errorStatuses);
      if (operation.requestBody) errorResponses(operation, bodyStatuses);
    }
  }
  nullableEnumsListNull(openapi);
  return document;
}
