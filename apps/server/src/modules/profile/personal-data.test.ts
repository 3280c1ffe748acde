import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFieldCipher } from "../../lib/field-encryption.ts";
import { personalDataParts } from "../../server-modules.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callerOf, readZipEntry, sqlRows } from "./profile-test-support.ts";

/** Each column of the migrated database that names a user: its foreign keys to users, and any `…user_id`. */
async function columnsNamingAUser(testApp: TestApp) {
  const rows = await sqlRows(
    testApp.database.db,
    sql`select source.relname as "table", attribute.attname as "column", foreign_key.confdeltype as "onDelete"
        from pg_constraint foreign_key
        join pg_class source on source.oid = foreign_key.conrelid
        join pg_attribute attribute
          on attribute.attrelid = foreign_key.conrelid and attribute.attnum = any (foreign_key.conkey)
        where foreign_key.contype = 'f' and foreign_key.confrelid = 'users'::regclass
        union
        select table_name, column_name, null
        from information_schema.columns
        where table_schema = current_schema() and column_name ~ '(^|_)user_id$'
          and not exists (
            select 1 from pg_constraint foreign_key
            join pg_attribute attribute
              on attribute.attrelid = foreign_key.conrelid and attribute.attnum = any (foreign_key.conkey)
            where foreign_key.contype = 'f' and foreign_key.conrelid = (table_name)::regclass
              and attribute.attname = column_name and foreign_key.confrelid = 'users'::regclass
          )`,
  );
  return rows as Array<{ table: string; column: string; onDelete: string | null }>;
}

const declared = personalDataParts.flatMap((part) => part.columns);
const key = (entry: { table: string; column: string }) => `${entry.table}.${entry.column}`;
const undeclaredOf = (columns: Array<{ table: string; column: string }>) =>
  columns.map(key).filter((name) => !declared.some((entry) => key(entry) === name));

describe("every column that names a user is covered by the export and by deletion", () => {
  let testApp: TestApp;
  let found: Awaited<ReturnType<typeof columnsNamingAUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    found = await columnsNamingAUser(testApp);
  });
  afterAll(() => testApp.close());

  it("lists each column of the database that names a user, and no column that is gone", () => {
    expect(found.length).toBeGreaterThan(40);
    expect(undeclaredOf(found), "declare these in their module's part (server-modules.ts)").toEqual([]);
    const gone = declared.map(key).filter((name) => !found.some((column) => key(column) === name));
    expect(gone).toEqual([]);
    expect(new Set(declared.map(key)).size).toBe(declared.length);
  });

  it("finds a new table that names a user, by its foreign key or by its name, until it is declared", async () => {
    const db = testApp.database.db;
    await db.execute(sql`create table site_diaries (
      id uuid primary key, author_id uuid references users (id) on delete cascade, checker_user_id uuid)`);
    try {
      expect(undeclaredOf(await columnsNamingAUser(testApp)).sort()).toEqual([
        "site_diaries.author_id",
        "site_diaries.checker_user_id",
      ]);
    } finally {
      await db.execute(sql`drop table site_diaries`);
    }
  });

  it("deletes or unlinks each as declared: the foreign key says so", () => {
    const differing = declared.flatMap((entry) => {
      const onDelete = found.find((column) => key(column) === key(entry))?.onDelete;
      // pg_constraint.confdeltype: c = cascade, n = set null.
      const expected = entry.deletion === "cascade" ? "c" : "n";
      return onDelete === expected
        ? []
        : [`${key(entry)}: declared ${expected}, the database has ${onDelete}`];
    });
    expect(differing).toEqual([]);
  });

  it("finds each declared export key in an export, and says why every excluded column stays out", async () => {
    const user = await signedInUser(testApp.app);
    const response = await callerOf(() => testApp.app)(user, "GET", "/api/profile/export");
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(
      readZipEntry(response.rawPayload, "siteready-data.json")?.toString("utf8") ?? "{}",
    );
    const missing = declared.flatMap((entry) =>
      typeof entry.export === "string" && !(entry.export in data) ? [`${key(entry)} → ${entry.export}`] : [],
    );
    expect(missing).toEqual([]);
    for (const entry of declared) {
      if (typeof entry.export !== "string")
        expect(entry.export.excluded.length, key(entry)).toBeGreaterThan(10);
      if (entry.deletion !== "cascade") expect(entry.deletion.unlink.length, key(entry)).toBeGreaterThan(10);
    }
  });

  it("reads each declared export key with the part that declares it, and no undeclared key", async () => {
    const user = await signedInUser(testApp.app);
    const context = {
      at: new Date(),
      zipPathOfFile: () => null,
      cipher: createFieldCipher({ current: { id: "test", key: "0".repeat(64) } }),
    };
    const differing: string[] = [];
    // The export merges the parts' keys: a key written by two parts would lose one of them.
    const writer = new Map<string, string>();
    for (const part of personalDataParts) {
      const declaredKeys = new Set(
        part.columns.flatMap((entry) => (typeof entry.export === "string" ? [entry.export] : [])),
      );
      const written = part.exportOf ? await part.exportOf(testApp.database.db, user.userId, context) : {};
      const writtenKeys = new Set(Object.keys(written));
      for (const name of writtenKeys) {
        if (writer.has(name)) differing.push(`${part.module}: ${name} also written by ${writer.get(name)}`);
        writer.set(name, part.module);
      }
      for (const name of declaredKeys)
        if (!writtenKeys.has(name)) differing.push(`${part.module}: no reader for ${name}`);
      for (const name of writtenKeys)
        if (!declaredKeys.has(name)) differing.push(`${part.module}: ${name} undeclared`);
    }
    expect(differing).toEqual([]);
  });
});
