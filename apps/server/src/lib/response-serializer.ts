import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { type ZodType, z } from "zod";

type Serialize = (data: unknown) => string;
type JsonSchema = { [keyword: string]: unknown };

/** Keywords whose values are data (a constant, an example), not subschemas: never rewritten. */
const dataKeywords = new Set(["const", "enum", "default", "examples"]);

/**
 * Keywords that only constrain values, never how they are written. They go: Ajv, which picks a union's branch,
 * reads them with its own regular expressions and limits, and a value zod accepted must never fail there and
 * be written with another branch's shape. Branches still differ by type, required fields, const and enum.
 */
const constraintKeywords = new Set([
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "propertyNames",
]);

const isNullSchema = (schema: unknown) =>
  typeof schema === "object" && schema !== null && (schema as JsonSchema).type === "null";

/**
 * zod's JSON schema, reshaped for fast-json-stringify without changing what gets written:
 * - `additionalProperties: false` goes: fast-json-stringify writes only declared properties anyway (unknown
 *   fields are still dropped), while the validator it uses to pick a union's branch would refuse a row that
 *   carries more fields than the schema, where zod strips them.
 * - `anyOf: [X, {type: "null"}]` (a nullable) becomes X with `nullable: true`, written without a validator.
 */
function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (typeof schema !== "object" || schema === null) return schema;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "additionalProperties" && value === false) continue;
    if (constraintKeywords.has(keyword)) continue;
    result[keyword] = dataKeywords.has(keyword) ? value : forSerialization(value);
  }
  const branches = result.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && branches.some(isNullSchema)) {
    const other = branches.find((branch) => !isNullSchema(branch)) as JsonSchema;
    if (!("anyOf" in other) && !("oneOf" in other) && !("$ref" in other)) {
      const { anyOf: _, ...siblings } = result;
      return { ...siblings, ...other, nullable: true };
    }
  }
  return result;
}

/** The JSON schema of a response as zod would encode it (dates as ISO strings, like JSON.stringify). */
function responseJsonSchema(schema: ZodType): JsonSchema {
  const jsonSchema = z.toJSONSchema(schema, {
    target: "draft-07",
    io: "output",
    unrepresentable: "any",
    override: (context) => {
      if (context.zodSchema._zod.def.type === "date") {
        context.jsonSchema.type = "string";
        context.jsonSchema.format = "date-time";
      }
    },
  });
  return forSerialization(jsonSchema) as JsonSchema;
}

/** Whether a schema still holds a union once nullables are folded in (anyOf / oneOf anywhere). */
const hasUnion = (jsonSchema: JsonSchema) => /"(anyOf|oneOf)":/.test(JSON.stringify(jsonSchema));

const compiled = new WeakMap<ZodType, Serialize>();

/**
 * Writes a response with fast-json-stringify, compiled once per zod response schema, instead of re-validating
 * every answer with zod (fastify-type-provider-zod's serializer). Only fields in the schema are written, so a
 * field a query happens to return never leaks.
 */
export function compileResponseSerializer(schema: ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = responseJsonSchema(schema);
    // fast-json-stringify picks a union's branch by validating with Ajv, which can refuse a row zod
    // accepts and then write it with another branch's shape (the dashboard came out as its profile-image
    // branch). Schemas with a union keep zod's encode; a route that knows its branch picks it with
    // `reply.serializer(compileResponseSerializer(branch))`.
    serialize = hasUnion(jsonSchema)
      ? (data) => JSON.stringify(z.encode(schema, data as never))
      : // Formats tell fast-json-stringify how to write a Date; as checks they would be Ajv's, not zod's.
        (fastJson(jsonSchema, { ajv: { validateFormats: false } }) as Serialize);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** The routes' serializer compiler: each route's writer is compiled on its first answer, so start-up does not pay for routes nobody calls. */
export function createResponseSerializerCompiler(): FastifySerializerCompiler<ZodType> {
  return ({ schema }) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => {
      serialize ??= compileResponseSerializer(schema);
      return serialize(data);
    };
  };
}
