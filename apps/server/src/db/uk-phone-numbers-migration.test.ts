import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, sqlRows } from "../modules/profile/profile-test-support.ts";
import { signedInUser } from "../test-support/auth-helpers.ts";
import { migrationStatements } from "../test-support/migration-statements.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** The data fix of migration 0002, applied again to rows written the old, wrong way (it is idempotent). */
const statements = migrationStatements("0002_uk_phone_numbers.sql");

describe("migration 0002: UK numbers stored with a bare +", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);

  it("turns '+7700900456' back into +44 7700 900456, and leaves valid and unknown numbers alone", async () => {
    const { db } = testApp.database;
    const corrupted = await signedInUser(testApp.app);
    const london = await signedInUser(testApp.app);
    const american = await signedInUser(testApp.app);
    const unreadable = await signedInUser(testApp.app);
    const rows: Array<[string, string]> = [
      [corrupted.userId, "+7700900456"],
      [london.userId, "+2079460018"],
      [american.userId, "+14155552671"],
      [unreadable.userId, "+12345"],
    ];
    for (const [userId, phone] of rows) {
      await db.execute(
        sql`insert into personal_details (user_id, first_name, last_name, phone) values (${userId}, 'Sam', 'Lee', ${phone})`,
      );
      await db.execute(
        sql`insert into next_of_kin (user_id, first_name, last_name, mobile_number) values (${userId}, 'Chris', 'Lee', ${phone})`,
      );
    }

    for (const statement of statements) await db.execute(sql.raw(statement));

    const phoneOf = async (userId: string) =>
      (await sqlRows(db, sql`select phone from personal_details where user_id = ${userId}`))[0]?.phone;
    const mobileOf = async (userId: string) =>
      (await sqlRows(db, sql`select mobile_number from next_of_kin where user_id = ${userId}`))[0]
        ?.mobile_number;
    expect(await phoneOf(corrupted.userId)).toBe("+447700900456");
    expect(await mobileOf(corrupted.userId)).toBe("+447700900456");
    expect(await phoneOf(london.userId)).toBe("+442079460018");
    expect(await phoneOf(american.userId)).toBe("+14155552671");
    expect(await phoneOf(unreadable.userId)).toBe("+12345");

    const shown = (await call(corrupted, "GET", "/api/profile/personal-details")).json() as { phone: string };
    expect(shown.phone).toBe("+447700900456");
  });
});
