import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase, pgliteDatabase } from "../db/client.ts";
import { databaseUrlFor, withAdminClient } from "./database-template.ts";

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close). Both start as a copy of
 * the run's migrated template (see database-template.ts) when there is one; a PGlite copy closed by an earlier
 * file of this worker is emptied and lent again (see lendPglite).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return lendPglite(idlePglites.pop() ?? (await openPgliteCopy()));

  const name = `siteready_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplateName");
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  // Dropping the database "with (force)" ends connections the pool still holds; that is expected here.
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, name),
    pgliteDir: "",
    onPoolError: () => undefined,
  });
  return {
    ...database,
    close: async () => {
      // A test that takes the database away has closed the pool already.
      await database.close().catch(() => undefined);
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Timeout of a test that starts PGlite on disk (initdb, every migration, each write synced): it took up to two
 * minutes on a machine shared by several engineers, and its run time is not what it tests.
 */
export const diskDatabaseTestTimeoutMs = 300_000;

/** Whether this run's databases are on a PostgreSQL server (TEST_DATABASE_URL, CI's second run) rather than PGlite. */
export const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The embedded database of `dataDir` (DATA_DIR/db, where the CLIs and the server open it), written to disk from
 * the run's migrated template: about 1.4 s of CPU instead of about 3.8 s for initdb and every migration, which
 * the spawned start-up test still covers. On TEST_DATABASE_URL there is no PGlite template, so it starts empty
 * and migrates as before. The caller closes it before a command opens the directory.
 */
export async function diskDatabaseFromTemplate(dataDir: string): Promise<Database> {
  const templateFile = inject("pgliteTemplateFile");
  return openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    ...(templateFile ? { pgliteDump: new Blob([readFileSync(templateFile)]) } : {}),
  });
}

/**
 * PGlite copies whose test file has closed them, emptied, for the next file of this worker (the server project
 * shares one module graph per worker, isolate: false). Loading a copy of the template costs about 1 s of CPU,
 * emptying an open one a few hundredths. At most two are kept: a file rarely holds more than two at once.
 */
const idlePglites: PGlite[] = [];
const keptIdlePglites = 2;
/** The migrated schema as the template has it, to tell whether a file left it changed. */
let migratedSchema: string | undefined;

async function openPgliteCopy(): Promise<PGlite> {
  const templateFile = inject("pgliteTemplateFile");
  const database = await openDatabase({
    pgliteDir: "memory://",
    ...(templateFile ? { pgliteDump: new Blob([readFileSync(templateFile)]) } : {}),
  });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  migratedSchema ??= await schemaFingerprint(client);
  return client;
}

/**
 * The client as a Database for one file. Once the file closes it, the file's handle behaves as closed (queries
 * fail, as on a closed PGlite, so "the database is away" tests still see it go) and the client itself goes back
 * to the idle copies if it can be emptied to the template's state, or is closed for good.
 */
function lendPglite(client: PGlite): Database {
  let lent = true;
  const borrowed = new Proxy(client, {
    get(target, property) {
      if (property === "closed") return !lent || target.closed;
      if (!lent) throw new Error("PGlite is closed");
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const stopListening = new Set<() => Promise<void>>();
  const database = pgliteDatabase(borrowed, async () => {
    if (!lent) return;
    for (const stop of stopListening) await stop();
    lent = false;
    await giveBack(client);
  });
  return {
    ...database,
    async listen(...args) {
      const stop = await database.listen(...args);
      const stopOnce = async () => {
        stopListening.delete(stopOnce);
        await stop();
      };
      stopListening.add(stopOnce);
      return stopOnce;
    },
  };
}

async function giveBack(client: PGlite): Promise<void> {
  const reusable =
    !client.closed && idlePglites.length < keptIdlePglites && (await emptied(client).catch(() => false));
  if (reusable) idlePglites.push(client);
  else await client.close().catch(() => undefined);
}

/**
 * Every table emptied and every session setting reset, if the file left the schema as migrated (a test may
 * rename a table or disable a trigger and put it back; one that failed half-way may not have). Fails in a
 * transaction left open, which the caller treats as not reusable.
 */
async function emptied(client: PGlite): Promise<boolean> {
  await client.exec("discard all");
  if ((await schemaFingerprint(client)) !== migratedSchema) return false;
  const { rows } = await client.query<{ tables: string }>(
    "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  await client.exec(`truncate ${rows[0]?.tables} restart identity cascade`);
  return true;
}

/** Tables, columns, constraints, indexes, triggers (and whether each is enabled) and functions of our schemas. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    with ours as (select oid from pg_namespace where nspname in ('public', 'drizzle'))
    select md5(string_agg(item, ' ' order by item)) as fingerprint from (
      select format('%s %s %s', c.relname, c.relkind, c.relnamespace::regnamespace) as item
        from pg_class c where c.relnamespace in (select oid from ours)
      union all
      select format('%s.%s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace in (select oid from ours) and a.attnum > 0 and not a.attisdropped
      union all
      select format('%s %s', conrelid::regclass, pg_get_constraintdef(oid))
        from pg_constraint where connamespace in (select oid from ours)
      union all
      select indexdef from pg_indexes where schemaname in ('public', 'drizzle')
      union all
      select format('%s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
      union all
      select format('%s %s', p.oid::regprocedure, md5(p.prosrc))
        from pg_proc p where p.pronamespace in (select oid from ours)
    ) items`);
  return rows[0]?.fingerprint ?? "";
}
