import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { skillsCards } from "../../db/schema/profile.ts";
import { renewalWorkflows } from "../../db/schema/renewals.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { runRenewalCleanupJob } from "./renewal-cleanup-job.ts";

const now = new Date("2026-03-12T08:00:00Z");
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

describe("the renewal clean-up job", () => {
  let database: Database;
  let userId: string;

  async function addWorkflow(lastActivity: Date, completedAt: Date | null = null) {
    const [card] = await database.db
      .insert(skillsCards)
      .values({ userId, cardType: "cscs-skilled-worker", expiryDate: "2026-05-01" })
      .returning({ id: skillsCards.id });
    if (!card) throw new Error("no card");
    const [row] = await database.db
      .insert(renewalWorkflows)
      .values({ userId, cardId: card.id, steps: {}, startedAt: lastActivity, lastActivity, completedAt })
      .returning({ id: renewalWorkflows.id });
    if (!row) throw new Error("no workflow");
    return row.id;
  }

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

  it("removes renewals idle more than 30 days and keeps recent and completed ones", async () => {
    const idle = await addWorkflow(daysAgo(31));
    const justOver = await addWorkflow(daysAgo(30, 1));
    const exactlyThirty = await addWorkflow(daysAgo(30));
    const recent = await addWorkflow(daysAgo(2));
    const completedLongAgo = await addWorkflow(daysAgo(400), daysAgo(399));

    // One renewal per statement: the two go in two batches.
    expect(await runRenewalCleanupJob({ db: database.db, now, batchSize: 1 })).toEqual({ removed: 2 });

    const left = (await database.db.select({ id: renewalWorkflows.id }).from(renewalWorkflows)).map(
      (row) => row.id,
    );
    expect(left.sort()).toEqual([exactlyThirty, recent, completedLongAgo].sort());
    expect(left).not.toContain(idle);
    expect(left).not.toContain(justOver);

    // Running again (or on a second instance) changes nothing.
    expect(await runRenewalCleanupJob({ db: database.db, now })).toEqual({ removed: 0 });
  });
});
