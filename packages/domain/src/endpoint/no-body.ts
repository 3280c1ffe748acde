import { z } from "zod";

/**
 * The body of an action that names everything it needs in its URL (close, revoke, leave…): nothing, or an
 * empty JSON object (Fastify hands a POST without a payload to validation as null). Declared so every write
 * route states its body and Fastify refuses anything else; a caller sends none.
 */
export const noBody = z.object({}).nullish().describe("nothing to send");
