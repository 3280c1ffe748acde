import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, sqlRows } from "../modules/profile/profile-test-support.ts";
import { signedInUser } from "../test-support/auth-helpers.ts";
import { migrationStatements } from "../test-support/migration-statements.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** The data fix of migration 0016, applied again to rows deleted the old way (words only hidden). */
const statements = migrationStatements("0016_erase_deleted_words.sql");

describe("migration 0016: the words of messages and posts deleted before are erased", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    for (const key of ["messages", "groups"]) {
      expect(
        (await call(admin, "PATCH", `/api/admin/features/${key}`, { state: "enabled" })).statusCode,
      ).toBe(200);
    }
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);

  it("erases deleted messages' and posts' words and leaves the others alone", async () => {
    const { db } = testApp.database;
    const alice = await signedInUser(testApp.app);
    const bob = await signedInUser(testApp.app);
    const conversation = (
      await call(alice, "POST", "/api/conversations", { via: "email", email: bob.email })
    ).json() as { id: string };
    const send = async (body: string) =>
      (
        (await call(alice, "POST", `/api/conversations/${conversation.id}/messages`, { body })).json() as {
          id: string;
        }
      ).id;
    const kept = await send("Still here");
    const deleted = await send("Deleted before the fix");
    const group = (await call(alice, "POST", "/api/groups", { name: "Night shift" })).json() as {
      id: string;
    };
    const post = async (body: string) =>
      ((await call(alice, "POST", `/api/groups/${group.id}/posts`, { body })).json() as { id: string }).id;
    const keptPost = await post("Still posted");
    const deletedPost = await post("Removed before the fix");
    // Deleted the old way: marked, words left in place.
    await db.execute(sql`update messages set deleted_at = now() where id = ${deleted}`);
    await db.execute(sql`update group_posts set deleted_at = now() where id = ${deletedPost}`);

    for (const statement of statements) await db.execute(sql.raw(statement));

    const bodyOf = async (table: "messages" | "group_posts", id: string) =>
      (await sqlRows(db, sql`select body from ${sql.identifier(table)} where id = ${id}`))[0]?.body;
    expect(await bodyOf("messages", deleted)).toBe("");
    expect(await bodyOf("messages", kept)).toBe("Still here");
    expect(await bodyOf("group_posts", deletedPost)).toBe("");
    expect(await bodyOf("group_posts", keptPost)).toBe("Still posted");
  });
});
