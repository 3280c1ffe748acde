import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { databaseUrlFor, withAdminClient } from "./database-template.ts";

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close). Both start as a copy of
 * the run's migrated template (see database-template.ts) when there is one.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplateFile");
    return openDatabase({
      pgliteDir: "memory://",
      ...(templateFile ? { pgliteDump: new Blob([readFileSync(templateFile)]) } : {}),
    });
  }

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
