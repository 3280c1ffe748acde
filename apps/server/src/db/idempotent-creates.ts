import { createHash } from "node:crypto";
import type { MessageRef } from "@siteready/domain/i18n";
import type { FastifyRequest } from "fastify";
import { stringify } from "safe-stable-stringify";
import { AppError, validationFailed } from "../lib/app-error.ts";
import type { FieldCipher } from "../lib/field-encryption.ts";
import { type Db, inRequestTransaction } from "./client.ts";
import { claimIdempotencyKey, findIdempotencyKey, saveIdempotentAnswer } from "./idempotency-keys.ts";

/**
 * Idempotency keys on creates (decision 0026): a signed-in person's create (POST answering 201) sent with an
 * `Idempotency-Key` runs once per key. The key, with the request's hash and the answer, is written in the same
 * transaction as what the create writes, so they commit together: a repeat after a lost answer (a 503 while the
 * commit went through) gets the first answer again, and a repeat after a failure that wrote nothing runs again.
 */

const idempotencyKeyHeader = "idempotency-key";
/** Says an answer repeats the one given to an earlier request with the same key. */
export const replayedHeader = "idempotent-replayed";
const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const idempotencyMessages = {
  invalidKey: "The Idempotency-Key header must be 1 to 100 letters, digits, hyphens (-) or underscores (_).",
  keyReused: "This request key was already used for a different request.",
} as const;
const idempotencyMessageRefs = {
  invalidKey: { key: "error.idempotencyKeyInvalid" },
  keyReused: { key: "error.idempotencyKeyReused" },
} as const satisfies Record<keyof typeof idempotencyMessages, MessageRef>;

/** The request's Idempotency-Key, or undefined without one; a key we do not accept is a bad request (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[idempotencyKeyHeader];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !keyPattern.test(key)) {
    throw validationFailed(
      { "Idempotency-Key": [idempotencyMessages.invalidKey] },
      idempotencyMessageRefs.invalidKey,
    );
  }
  return key;
}

/**
 * What makes two requests the same: method, URL and the body as validated, its keys in a fixed order (so key
 * order and fields the schema drops do not count).
 */
function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${stringify(request.body) ?? ""}`)
    .digest("hex");
}

/** A create's answer as sent (JSON), and whether it repeats the answer to an earlier request. */
export interface CreateAnswer {
  status: number;
  payload: string;
  replayed: boolean;
}

export type IdempotentCreates = ReturnType<typeof createIdempotentCreates>;

export function createIdempotentCreates({ db, cipher }: { db: Db; cipher: FieldCipher }) {
  return {
    /**
     * Runs `create` (which answers its JSON as sent) in one transaction with the claim of the user's key, unless
     * the key answered the same request already: then that answer, without running it. The same key with another
     * request is refused (422). When `create` fails, everything rolls back and the key stays unused.
     */
    once(
      request: FastifyRequest,
      { userId, key, status }: { userId: string; key: string; status: number },
      create: () => Promise<string>,
    ): Promise<CreateAnswer> {
      const hash = requestHash(request);
      return inRequestTransaction(db, async () => {
        if (!(await claimIdempotencyKey(db, { userId, key, requestHash: hash, status }))) {
          const earlier = await findIdempotencyKey(db, userId, key);
          // A committed claim always holds its answer; only a claim still open has none, and that waited above.
          if (earlier?.requestHash !== hash || earlier.answer === null) {
            throw new AppError(422, "CONFLICT", idempotencyMessageRefs.keyReused);
          }
          return { status: earlier.status, payload: cipher.decrypt(earlier.answer), replayed: true };
        }
        const payload = await create();
        await saveIdempotentAnswer(db, userId, key, cipher.encrypt(payload));
        return { status, payload, replayed: false };
      });
    },
  };
}
