import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage, uploadForm } from "../modules/files/upload-test-support.ts";
import { callerOf, sqlRows } from "../modules/profile/profile-test-support.ts";
import { signedInUser } from "../test-support/auth-helpers.ts";
import { migrationStatements } from "../test-support/migration-statements.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** Migration 0023, applied again to copies saved before the unique indexes existed. */
const statements = migrationStatements("0023_one_record_per_real_card.sql").filter(
  (statement) => !statement.includes('ALTER TABLE "users"'),
);

describe("migration 0023: copies of one card are merged into one, keeping what each held", () => {
  let testApp: TestApp;
  const call = callerOf(() => testApp.app);
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    expect(
      (await call(admin, "PATCH", "/api/admin/features/sharingCenter", { state: "enabled" })).statusCode,
    ).toBe(200);
  });
  afterAll(() => testApp.close());

  it("keeps the copy with the latest expiry, with the others' photo, gate place, shares and history", async () => {
    const { db } = testApp.database;
    const worker = await signedInUser(testApp.app);
    const other = await signedInUser(testApp.app);
    const addCard = async (user: typeof worker, number: string, expiry: string) => {
      const response = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: number,
        expiry_date: expiry,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const kept = await addCard(worker, "11112222", "2030-06-30");
    const older = await addCard(worker, "99990000", "2027-01-31");
    const othersCard = await addCard(other, "33334444", "2029-01-01");
    // The older copy has the only photo and is the one shared and shown at the gate.
    const photo = await call(
      worker,
      "POST",
      `/api/profile/skills-cards/${older}/photos/front`,
      uploadForm(await pngImage(), "front.png"),
    );
    expect(photo.statusCode).toBe(200);
    const share = await call(worker, "POST", "/api/shares", {
      recipient_label: "Acme Build",
      items: [{ kind: "skills-card", id: older }],
    });
    expect(share.statusCode).toBe(201);
    await db.execute(sql`update skills_cards set show_at_gate = true where id = ${older}`);
    await db.execute(sql`insert into reminder_deliveries (user_id, item_kind, item_id, expiry_date, threshold_days)
      values (${worker.userId}, 'skills_card', ${older}, '2027-01-31', 90)`);
    await db.execute(sql`insert into renewal_workflows (user_id, card_id, completed_at)
      values (${worker.userId}, ${older}, now())`);

    // Saved the old way: the index did not exist, and the number was typed with spaces.
    for (const index of ["skills_cards", "documents", "qualifications"])
      await db.execute(sql.raw(`drop index ${index}_one_per_number`));
    await db.execute(sql`update skills_cards set registration_number = '1111 2222' where id = ${older}`);
    await db.execute(sql`update skills_cards set registration_number = '11112222' where id = ${othersCard}`);

    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const cards = await sqlRows(
      db,
      sql`select id, front_file_id, show_at_gate from skills_cards where user_id = ${worker.userId}`,
    );
    expect(cards).toEqual([{ id: kept, front_file_id: expect.any(String), show_at_gate: true }]);
    const listed = (await call(worker, "GET", "/api/profile/skills-cards")).json();
    expect(listed[0].front_image_url).toMatch(/^\/api\/files\//);
    expect((await call(worker, "GET", listed[0].front_image_url)).statusCode).toBe(200);

    const shared = await sqlRows(db, sql`select items from shares where user_id = ${worker.userId}`);
    expect(shared[0]?.items).toEqual([{ kind: "skills-card", id: kept }]);
    const reminded = await sqlRows(
      db,
      sql`select item_id from reminder_deliveries where user_id = ${worker.userId}`,
    );
    expect(reminded).toEqual([{ item_id: kept }]);
    const renewals = await sqlRows(
      db,
      sql`select card_id from renewal_workflows where user_id = ${worker.userId}`,
    );
    expect(renewals).toEqual([{ card_id: kept }]);
    // Another worker's card with the same number is theirs, untouched.
    expect(await sqlRows(db, sql`select id from skills_cards where user_id = ${other.userId}`)).toEqual([
      { id: othersCard },
    ]);
    // And the index is back: a copy can no longer be written, even straight into the table.
    await expect(
      db.execute(sql`insert into skills_cards (user_id, card_type, registration_number)
        values (${worker.userId}, 'cscs-skilled-worker', '1111-2222')`),
    ).rejects.toThrow();
  });
});
