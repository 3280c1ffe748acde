import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-database.ts";
import { type Database, inRequestTransaction } from "./client.ts";
import { users } from "./schema/accounts.ts";

/** The request-scoped `db` (decision 0026): what a handler does through it joins the request's transaction. */
describe("inRequestTransaction", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const addUser = (email: string) => database.db.insert(users).values({ name: "Sam", email });
  const userExists = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;

  it("commits or rolls back everything done through db as one, a nested transaction as a savepoint", async () => {
    await expect(
      inRequestTransaction(database.db, async () => {
        await addUser("rolled.back@example.com");
        throw new Error("the handler failed");
      }),
    ).rejects.toThrow("the handler failed");
    expect(await userExists("rolled.back@example.com")).toBe(false);

    await inRequestTransaction(database.db, async () => {
      await addUser("kept@example.com");
      await database.db
        .transaction(async (tx) => {
          await tx.insert(users).values({ name: "Sam", email: "inner@example.com" });
          throw new Error("the inner part failed");
        })
        .catch(() => undefined);
    });
    expect(await userExists("kept@example.com")).toBe(true);
    expect(await userExists("inner@example.com")).toBe(false);
  });

  it("gives work the handler left running the database itself once the transaction has ended", async () => {
    let leftRunning: Promise<unknown> | undefined;
    await inRequestTransaction(database.db, async () => {
      leftRunning = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        database.db.execute(sql`select 1`),
      );
    });
    await expect(leftRunning).resolves.toBeDefined();
  });
});
