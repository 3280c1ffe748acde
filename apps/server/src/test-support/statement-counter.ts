import { PGlite, type Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../db/client.ts";

type Query = (...args: never[]) => Promise<unknown>;

/** A statement as it was sent: its text and bound values. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

/** PGlite's query(text, params) and node-postgres' query(text | { text, values }, params). */
function statementOf(args: unknown[]): SentStatement {
  const [first, second] = args;
  if (typeof first === "string") return { text: first, params: Array.isArray(second) ? second : [] };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, params: Array.isArray(second) ? second : (config.values ?? []) };
}

/** Replaces `owner.query` with one that records each call first. */
function countCalls(owner: { query: Query }, counted: (statement: SentStatement) => void) {
  const original = owner.query.bind(owner);
  owner.query = ((...args: never[]) => {
    counted(statementOf(args));
    return original(...args);
  }) as Query;
}

/**
 * Counts the SQL statements sent through the database client (PGlite, or the node-postgres pool with
 * TEST_DATABASE_URL), transactions' included: the query budget of a request (an N+1 guard) is read from it.
 * `statements` is the count so far, `sent` the statements themselves; `reset` starts again from none.
 */
export function countStatements(database: Database) {
  let sent: SentStatement[] = [];
  const counted = (statement: SentStatement) => {
    sent.push(statement);
  };
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    countCalls(client as unknown as { query: Query }, counted);
    const transaction = client.transaction.bind(client);
    client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        countCalls(tx as unknown as { query: Query }, counted);
        return work(tx);
      })) as typeof client.transaction;
  } else {
    // Every statement goes through a pooled client (pool.query too, by a callback to connect), so the
    // clients' query is what is counted, once.
    const pool = client as pg.Pool;
    const wrapped = new WeakSet<pg.PoolClient>();
    const wrap = (connection: pg.PoolClient | undefined) => {
      if (!connection || wrapped.has(connection)) return;
      wrapped.add(connection);
      countCalls(connection as unknown as { query: Query }, counted);
    };
    type ConnectCallback = (error: Error | undefined, connection: pg.PoolClient, release: () => void) => void;
    const connect = pool.connect.bind(pool) as unknown as (
      callback?: ConnectCallback,
    ) => Promise<pg.PoolClient>;
    pool.connect = ((callback?: ConnectCallback) => {
      if (callback) {
        return connect((error, connection, release) => {
          wrap(connection);
          callback(error, connection, release);
        });
      }
      return connect().then((connection) => {
        wrap(connection);
        return connection;
      });
    }) as typeof pool.connect;
  }
  return {
    get statements() {
      return sent.length;
    },
    get sent(): readonly SentStatement[] {
      return sent;
    },
    reset() {
      sent = [];
    },
  };
}
