import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth";
import { hashSecretToken } from "../../lib/secret-tokens.ts";

/**
 * Session tokens are kept in the database as SHA-256 hashes: a copy of the sessions table (a backup, a replica)
 * holds no token that signs anyone in. The browser's cookie still carries the raw token; this wrapper around
 * better-auth's database adapter hashes every session token on its way in (new rows, look-ups, updates,
 * deletes) and puts the raw token back on rows found by it, so better-auth itself never sees a hash where it
 * expects the cookie's token. better-auth 1.7 has no option for this (it hashes only verification values).
 */

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter;
type Row = Record<string, unknown>;

/** The raw tokens a where clause names, keyed by their hashes, so rows found by them get them back. */
function tokensNamedIn(where: Where[] | undefined): Map<string, string> {
  const named = new Map<string, string>();
  for (const clause of where ?? []) {
    if (clause.field !== TOKEN_FIELD) continue;
    const values = Array.isArray(clause.value) ? clause.value : [clause.value];
    for (const value of values) if (typeof value === "string") named.set(hashSecretToken(value), value);
  }
  return named;
}

function hashWhere(where: Where[]): Where[];
function hashWhere(where: Where[] | undefined): Where[] | undefined;
function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const value = Array.isArray(clause.value)
      ? clause.value.map((token) => (typeof token === "string" ? hashSecretToken(token) : token))
      : typeof clause.value === "string"
        ? hashSecretToken(clause.value)
        : clause.value;
    return { ...clause, value } as Where;
  });
}

function hashData<T extends Row>(data: T): T {
  return typeof data[TOKEN_FIELD] === "string"
    ? { ...data, [TOKEN_FIELD]: hashSecretToken(data[TOKEN_FIELD]) }
    : data;
}

/** Puts the raw token back on a row whose stored hash matches one the caller named. */
function restoreToken<T>(row: T, named: Map<string, string>): T {
  if (!row || typeof row !== "object") return row;
  const stored = (row as Row)[TOKEN_FIELD];
  const raw = typeof stored === "string" ? named.get(stored) : undefined;
  return raw === undefined ? row : { ...row, [TOKEN_FIELD]: raw };
}

function hashingSessionTokens<A extends DBTransactionAdapter>(adapter: A): A {
  const isSession = (model: string) => model === SESSION_MODEL;
  return {
    ...adapter,
    async create(input) {
      if (!isSession(input.model) || typeof input.data[TOKEN_FIELD] !== "string")
        return adapter.create(input);
      const raw = input.data[TOKEN_FIELD] as string;
      const created = await adapter.create({ ...input, data: hashData(input.data) });
      return restoreToken(created, new Map([[hashSecretToken(raw), raw]]));
    },
    async findOne(input) {
      if (!isSession(input.model)) return adapter.findOne(input);
      const found = await adapter.findOne({ ...input, where: hashWhere(input.where) });
      return restoreToken(found, tokensNamedIn(input.where));
    },
    async findMany(input) {
      if (!isSession(input.model)) return adapter.findMany(input);
      const named = tokensNamedIn(input.where);
      const found = await adapter.findMany({ ...input, where: hashWhere(input.where) });
      return found.map((row) => restoreToken(row, named));
    },
    count: (input) =>
      isSession(input.model)
        ? adapter.count({ ...input, where: hashWhere(input.where) })
        : adapter.count(input),
    async update(input) {
      if (!isSession(input.model)) return adapter.update(input);
      const named = tokensNamedIn(input.where);
      const updated = await adapter.update({
        ...input,
        where: hashWhere(input.where),
        update: hashData(input.update),
      });
      return restoreToken(updated, named);
    },
    updateMany: (input) =>
      isSession(input.model)
        ? adapter.updateMany({ ...input, where: hashWhere(input.where), update: hashData(input.update) })
        : adapter.updateMany(input),
    delete: (input) =>
      isSession(input.model)
        ? adapter.delete({ ...input, where: hashWhere(input.where) })
        : adapter.delete(input),
    deleteMany: (input) =>
      isSession(input.model)
        ? adapter.deleteMany({ ...input, where: hashWhere(input.where) })
        : adapter.deleteMany(input),
    async consumeOne(input) {
      if (!isSession(input.model)) return adapter.consumeOne(input);
      const consumed = await adapter.consumeOne({ ...input, where: hashWhere(input.where) });
      return restoreToken(consumed, tokensNamedIn(input.where));
    },
    async incrementOne(input) {
      if (!isSession(input.model)) return adapter.incrementOne(input);
      const incremented = await adapter.incrementOne({ ...input, where: hashWhere(input.where) });
      return restoreToken(incremented, tokensNamedIn(input.where));
    },
  };
}

/** better-auth's database adapter, storing session tokens only as hashes (transactions included). */
export function withHashedSessionTokens(createAdapter: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = createAdapter(options);
    return {
      ...hashingSessionTokens(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(hashingSessionTokens(trx))),
    };
  };
}
