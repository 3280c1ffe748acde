import { Ajv, type ValidateFunction } from "ajv";

/**
 * Checks answers against the OpenAPI document (issue 35): the operation must declare the status, and a JSON
 * body must match the declared schema. Used by every integration test's app (test-app.ts), so the document
 * is held to what the server really answers.
 */

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface ResponseCheck {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The document's path templates as patterns, most specific (fewest parameters) first. */
function pathPatterns(document: Document) {
  return Object.keys(document.paths)
    .map((template) => ({
      template,
      parameters: (template.match(/\{[^}]+\}/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith("{") ? "[^/]+" : escapeRegExp(part)))
          .join("")}$`,
      ),
    }))
    .sort((a, b) => a.parameters - b.parameters);
}

export function createResponseChecker(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ components: document.components ?? {} }, "openapi.json");
  const patterns = pathPatterns(document);
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // $refs point into the document's components, registered above as "openapi.json".
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
      );
      validate = ajv.compile(rebased);
      compiled.set(schema, validate);
    }
    return validate;
  };

  /** What is wrong with one answer, or null when the document allows it. */
  return function check(answer: ResponseCheck): string | null {
    const path = new URL(answer.url, "http://localhost").pathname;
    const found = patterns.find(({ pattern }) => pattern.test(path));
    const where = `${answer.method} ${path} → ${answer.status}`;
    const operation = found ? document.paths[found.template]?.[answer.method.toLowerCase()] : undefined;
    // No such endpoint: "not found" (or, for a write from a foreign origin, refused first), with the error body.
    const response = operation
      ? (operation.responses?.[String(answer.status)] ?? operation.responses?.default)
      : answer.status === 404 || answer.status === 403
        ? { content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } }
        : undefined;
    if (!operation && !response) return `${where}: no such endpoint in the document`;
    if (!response) return `${where}: the status is not declared`;
    const json = answer.contentType?.startsWith("application/json") && answer.body !== "";
    const schema = response.content?.["application/json"]?.schema;
    if (!json || !schema) return null;
    const validate = validatorOf(schema);
    if (validate(JSON.parse(answer.body))) return null;
    return `${where}: ${ajv.errorsText(validate.errors)}`;
  };
}
