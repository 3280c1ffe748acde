import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/accounts.ts";
import { sqlRows } from "../modules/profile/profile-test-support.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * Each file starts from the migrated template, though a worker lends a closed PGlite copy to its next file. Each
 * test opens two databases, one of them loaded afresh: two minutes allowed for a loaded machine.
 */
describe("a test file's database", { timeout: 120_000 }, () => {
  const pat = { name: "Pat Lee", email: "pat@example.com", firstName: "Pat", lastName: "Lee" };

  it("starts empty after another file wrote to the copy it had, and the closed one refuses queries", async () => {
    const first = await createTestDatabase();
    await first.db.insert(users).values(pat);
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(users)).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it("has the migrated schema though an earlier file left a table renamed", async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`alter table users rename to users_away`);
    await first.close();

    const next = await createTestDatabase();
    try {
      const tables = await sqlRows(
        next.db,
        sql`select tablename from pg_tables where tablename in ('users', 'users_away')`,
      );
      expect(tables).toEqual([{ tablename: "users" }]);
      await next.db.insert(users).values(pat);
      expect(await next.db.select({ email: users.email }).from(users)).toEqual([{ email: pat.email }]);
    } finally {
      await next.close();
    }
  });
});
