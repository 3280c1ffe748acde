import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serverRoot } from "../lib/server-root.ts";
/**
 * The query API shared by both drivers; repositories depend only on this. Repositories import the tables they
 * query from db/schema/<area>.ts (no relational query API), so a new table is registered nowhere.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * LISTEN on `channel` over one connection of its own (never a pooled one). After a dropped connection is
   * replaced, `onReconnect` runs: notifications sent meanwhile were lost, so listeners should catch up.
   * `onLost` runs as soon as the connection drops, for listeners that must stop trusting what they hold.
   * Returns a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The embedded database kept on disk (not in memory): a gzipped tarball of its data directory taken between
   * transactions, for `npm run backup` (backup/embedded-backup.ts). Absent on PostgreSQL and in memory.
   */
  dumpEmbedded?: () => Promise<Blob>;
}

const migrationsFolder = path.join(serverRoot, "drizzle");

/** The transaction a request's work runs in (`inRequestTransaction`); `open` turns false when it ends. */
interface RequestTransaction {
  tx: Db;
  open: boolean;
}

const requestTransaction = new AsyncLocalStorage<RequestTransaction>();

/**
 * The `db` every service and repository holds, made once: a Proxy that hands each property to the transaction of
 * the request being handled while that transaction is open, and to the real database otherwise. So a handler's
 * code writes inside the request's transaction without being changed, and its own `db.transaction()` becomes a
 * savepoint there. Work the handler starts that outlives it (a promise left running, a timer, a queue woken)
 * inherits the async context, hence `open`: once the transaction has ended it uses the real database again.
 * What reads the driver (`$client`, as the scheduler does) outside a request gets the real one.
 */
function requestScoped(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const current = requestTransaction.getStore();
      const db = current?.open ? current.tx : target;
      const value = Reflect.get(db, property, db);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
}

/**
 * Runs `work` in one transaction that `db` (the request-scoped one above) uses for everything `work` does, so
 * it commits or rolls back as a whole. Nested, it is a savepoint of the outer one.
 */
export function inRequestTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const current: RequestTransaction = { tx, open: true };
    try {
      return await requestTransaction.run(current, work);
    } finally {
      // Before COMMIT or ROLLBACK is sent: a query started later by what `work` left running must not join it.
      current.open = false;
    }
  });
}

/**
 * A pool whose lent connections go back by themselves when the database ends them. drizzle's transaction takes
 * a connection and sends BEGIN before its try/finally: when the database ends the connection under that BEGIN
 * (a failover mid-request), nothing ever releases it, and every such loss would take a place in the pool for
 * good (and hold pool.end() on shutdown). Releasing twice is harmless here, since the late release of a
 * connection already given back is the expected case.
 */
class LendingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query() lends with a callback and always gives the connection back itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const giveBackLost = () => client.release(new Error("the database ended a lent connection"));
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("end", giveBackLost);
        release(error);
      };
      client.once("end", giveBackLost);
      return client;
    });
  }
}

/** Any fixed number: held while migrating so two instances starting together do not race. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens the database and applies pending migrations.
 * `databaseUrl` set → PostgreSQL through a node-postgres pool; otherwise embedded PGlite in `pgliteDir`
 * ("memory://" keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** A PGlite data directory dump to start from (tests load one migrated copy instead of migrating each time). */
  pgliteDump?: Blob;
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new LendingPool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails a request in seconds (503), not after the browser gave up.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on("error", options.onPoolError ?? (() => undefined));
    // Nor may one dropped while lent out between two queries (a transaction waiting on other work, such as a
    // scheduled job's lock): without a listener of its own, its 'error' event would end the process (57P01).
    // The query that next uses it fails with its own error, and the pool discards it when it comes back.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = requestScoped(drizzleNodePostgres(pool, { casing: "snake_case" }) as unknown as Db);
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return dropListenersOnClose({
      db,
      kind: "postgres",
      ping: () => ping(db),
      listen: (channel, onNotify, onReconnect, onLost) =>
        listenOnOwnConnection(options.databaseUrl as string, channel, onNotify, onReconnect, onLost),
      close: () => pool.end(),
    });
  }

  const inMemory = options.pgliteDir.startsWith("memory://");
  const client = await openEmbeddedClient(options.pgliteDir, options.pgliteDump);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const database = pgliteDatabase(client);
  return inMemory ? database : { ...database, dumpEmbedded: () => dumpBetweenTransactions(client) };
}

/**
 * The embedded database's client on `dir` (created when missing; "memory://" for one in memory), from a dump when
 * given, without migrating: the server migrates (openDatabase), a backup or restore must not.
 */
export async function openEmbeddedClient(dir: string, dump?: Blob): Promise<PGlite> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  return PGlite.create({
    dataDir: dir,
    // Trigram indexes for "contains" searches (Admin → Users, migration 0018) and latitude and longitude in the
    // GiST indexes of search near a place (migration 0024), as on a PostgreSQL server.
    extensions: { btree_gist, pg_trgm },
    ...(dump ? { loadDataDir: dump } : {}),
  });
}

/**
 * PGlite's tarball of its data directory (what its own clone() loads), taken while no transaction is open:
 * dumpDataDir waits only for the query in progress, and PGlite runs every query and transaction one at a time
 * behind its transaction lock, so holding that lock for the dump leaves no transaction half-written in it.
 */
export function dumpBetweenTransactions(client: PGlite): Promise<Blob> {
  return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
}

/** A Database on an open PGlite client; `close` closes the client unless told otherwise (tests lend clients). */
export function pgliteDatabase(client: PGlite, close = () => client.close()): Database {
  const db = requestScoped(drizzlePglite(client, { casing: "snake_case" }) as unknown as Db);
  return dropListenersOnClose({
    db,
    kind: "pglite",
    ping: () => ping(db),
    // One embedded database, one process: its connection never drops, so there is nothing to catch up.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close,
  });
}

/**
 * A closed database has lost every listening connection too: `onLost` runs for each listener first, so nothing
 * kept on the strength of change notices (sessions, access settings) is served once the database is away.
 */
function dropListenersOnClose(database: Database): Database {
  const lostHandlers = new Set<() => void>();
  return {
    ...database,
    async listen(channel, onNotify, onReconnect, onLost) {
      const stop = await database.listen(channel, onNotify, onReconnect, onLost);
      if (!onLost) return stop;
      lostHandlers.add(onLost);
      return async () => {
        lostHandlers.delete(onLost);
        await stop();
      };
    },
    async close() {
      for (const onLost of lostHandlers) onLost();
      lostHandlers.clear();
      await database.close();
    },
  };
}

/** The first retry of a lost listening connection, doubled on each failure up to the most. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MOST_MS = 4_000;

async function listenOnOwnConnection(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = LISTEN_RETRY_FIRST_MS;

  async function connect(isReconnect: boolean) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", () => undefined);
    client.on("end", () => {
      if (stopped || current !== client) return;
      current = undefined;
      onLost?.();
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = LISTEN_RETRY_FIRST_MS;
    if (isReconnect) onReconnect?.();
  }
  // Back-off while the database is away (a failover takes seconds): quick at first, then every few seconds.
  function scheduleRetry() {
    if (stopped) return;
    retry = setTimeout(() => void connect(true).catch(scheduleRetry), retryMs);
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MOST_MS);
  }

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
