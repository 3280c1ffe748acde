import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-database.ts";
import type { Database } from "./client.ts";
import { runIdempotencyKeyCleanupJob } from "./idempotency-key-cleanup-job.ts";
import { idempotencyKeys, users } from "./schema/accounts.ts";

const now = new Date("2026-03-12T08:00:00Z");
const hoursAgo = (hours: number, extraMs = 0) => new Date(now.getTime() - hours * 3_600_000 - extraMs);

describe("the Idempotency-Key clean-up job", () => {
  let database: Database;
  let userId: string;

  const addKey = (key: string, createdAt: Date) =>
    database.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: "hash", status: 201, answer: "kept answer", createdAt });

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ name: "Sam", email: "sam@example.com" })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    userId = user.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("removes keys whose day is over, in batches, and keeps the rest", async () => {
    await addKey("two-days-old", hoursAgo(48));
    await addKey("just-over-a-day", hoursAgo(24, 1));
    await addKey("exactly-a-day", hoursAgo(24));
    await addKey("an-hour-old", hoursAgo(1));

    // One key per statement: the two go in two batches.
    expect(await runIdempotencyKeyCleanupJob({ db: database.db, now, batchSize: 1 })).toEqual({ removed: 2 });
    const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key).sort()).toEqual(["an-hour-old", "exactly-a-day"]);

    // Running again (or on a second instance) changes nothing.
    expect(await runIdempotencyKeyCleanupJob({ db: database.db, now })).toEqual({ removed: 0 });
  });
});
