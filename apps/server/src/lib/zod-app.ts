import { encoded } from "@siteready/domain/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteAccess } from "./route-access.ts";

/** The Fastify instance a route plugin receives, with zod schemas typing each route. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The body of an action that needs none (declared in the domain for endpoint contracts, decision 0024). */
export { noBody } from "@siteready/domain/endpoint";

const wrongShape = validatorCompiler({
  schema: z.never({ error: encoded("validation.jsonObject") }),
  method: "POST",
  url: "*",
});

/**
 * fastify-type-provider-zod's validator, made safe for input of the wrong shape. A POST without a body reaches
 * validation as null, and a schema's own refinements (which read the object's fields) would throw on it: a 500
 * for what is a bad request. A missing body is checked as an empty object instead, so the answer names the
 * required fields; anything else that makes a schema throw is refused as not a JSON object.
 */
export const safeValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    try {
      return validate(data === null || data === undefined ? (route.httpPart === "body" ? {} : data) : data);
    } catch {
      return wrongShape(data);
    }
  };
};

/** A multipart/form-data body as OpenAPI describes it: each field's name, whether it is a file, and what it is. */
export interface MultipartForm {
  fields: Record<string, { description: string; file?: boolean; required?: boolean }>;
}

declare module "fastify" {
  interface FastifySchema {
    /**
     * Documents a multipart body in the OpenAPI document only: Fastify does not parse multipart bodies before
     * the handler, which reads the form itself (readUploadedFile, readUploadForm).
     */
    multipartForm?: MultipartForm;
    /**
     * Documents an answer that is a file or a page rather than JSON (a PDF, a photo, the calendar feed): its
     * content types, in the OpenAPI document only.
     */
    fileAnswer?: FileAnswer;
  }
}

interface FileAnswer {
  description: string;
  contentTypes: string[];
}

/** The route schema keys of an upload: its multipart body for the document and the content type it takes. */
export function multipartBody(fields: MultipartForm["fields"]) {
  return { consumes: ["multipart/form-data"], multipartForm: { fields } };
}

/**
 * Who may call the operation, as its route declares it (`x-access`: the level, and the feature, capability,
 * step-up or token it names), so the document says what the server enforces.
 */
function withDeclaredAccess(
  transformed: ReturnType<typeof jsonSchemaTransform>,
  access: RouteAccess | undefined,
): ReturnType<typeof jsonSchemaTransform> {
  if (!transformed.schema || !access) return transformed;
  // A bearer token is checked by a function: the document says only that one is asked for.
  const described =
    access.level === "token" && access.bearer ? { ...access, bearer: "Authorization: Bearer" } : access;
  const schema = { ...transformed.schema, "x-access": described } as typeof transformed.schema;
  return { ...transformed, schema };
}

/**
 * The zod schemas of each route turned into OpenAPI (fastify-type-provider-zod), with who may call it, plus
 * each upload's multipart form as the request body.
 */
export const openApiTransform: typeof jsonSchemaTransform = (document) => {
  const form = document.schema?.multipartForm;
  const file = document.schema?.fileAnswer;
  const transformed = withDeclaredAccess(jsonSchemaTransform(document), document.route.config?.access);
  if (!transformed.schema || !(form || file)) return transformed;
  const {
    multipartForm: _documented,
    fileAnswer: _answer,
    ...schema
  } = transformed.schema as Record<string, unknown>;
  if (file) {
    const binary = { type: "string", format: "binary" };
    schema.response = {
      ...(schema.response as object | undefined),
      200: {
        description: file.description,
        content: Object.fromEntries(file.contentTypes.map((type) => [type, { schema: binary }])),
      },
    };
  }
  if (!form) return { ...transformed, schema };
  const properties = Object.fromEntries(
    Object.entries(form.fields).map(([name, field]) => [
      name,
      field.file
        ? { type: "string", format: "binary", description: field.description }
        : { type: "string", description: field.description },
    ]),
  );
  const required = Object.entries(form.fields)
    .filter(([, field]) => field.required !== false)
    .map(([name]) => name);
  return { ...transformed, schema: { ...schema, body: { type: "object", properties, required } } };
};
