import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer } from "../../adapters/mail/mailer.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, fieldErrorsOf, isoDaysFromNow, sqlRows } from "../profile/profile-test-support.ts";
import { createRightToWorkService } from "./right-to-work.service.ts";

const timeLimited = (overrides: Record<string, unknown> = {}) => ({
  route: "time-limited",
  share_code: "w4b 8kx-9zq",
  share_code_generated_on: isoDaysFromNow(-10),
  permission_ends_on: isoDaysFromNow(200),
  date_of_birth: "1990-04-17",
  ...overrides,
});

describe("the right-to-work record", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);
  const service = () =>
    createRightToWorkService({
      db: testApp.database.db,
      cipher: fieldCipherOfKey(testApp.config.fieldEncryptionKey),
      mailer: createOutboxMailer({
        outboxDir: path.join(testApp.config.dataDir, "outbox"),
        from: "SiteReady <no-reply@siteready.local>",
        logger: testApp.app.log,
      }),
      publicUrl: "http://localhost:3000",
      logger: testApp.app.log,
      now: () => new Date(),
    });

  it("keeps the share code made ready to send, encrypted, and shows it masked until revealed, audited", async () => {
    const worker = await signedInUser(testApp.app);
    const saved = await call(worker, "PUT", "/api/right-to-work", timeLimited());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().record).toMatchObject({
      route: "time-limited",
      share_code: "••• ••• 9ZQ",
      date_of_birth: "•• •• 1990",
      share_code_expires_on: isoDaysFromNow(80),
      permission_ends_on: isoDaysFromNow(200),
    });
    const [row] = await sqlRows(
      testApp.database.db,
      sql`select * from right_to_work_records where user_id = ${worker.userId}`,
    );
    expect(JSON.stringify(row)).not.toContain("W4B8KX9ZQ");
    expect(JSON.stringify(row)).not.toContain("1990-04-17");

    const revealed = await call(worker, "POST", "/api/right-to-work/reveal", { field: "share_code" });
    expect(revealed.json()).toEqual({ value: "W4B 8KX 9ZQ" });
    const birth = await call(worker, "POST", "/api/right-to-work/reveal", { field: "date_of_birth" });
    expect(birth.json()).toEqual({ value: "1990-04-17" });
    const log = (await call(worker, "GET", "/api/profile/audit-log")).json() as {
      entries: Array<{ field: string; action: string }>;
    };
    expect(log.entries.map((entry) => `${entry.action} ${entry.field}`)).toEqual(
      expect.arrayContaining([
        "change right_to_work_share_code",
        "change right_to_work_date_of_birth",
        "reveal right_to_work_share_code",
        "reveal right_to_work_date_of_birth",
      ]),
    );

    // Sent back as its mask, the stored values stay as they were.
    const again = await call(worker, "PUT", "/api/right-to-work", {
      ...timeLimited(),
      share_code: "••• ••• 9ZQ",
      date_of_birth: "•• •• 1990",
    });
    expect(again.statusCode).toBe(200);
    expect((await call(worker, "POST", "/api/right-to-work/reveal", { field: "share_code" })).json()).toEqual(
      {
        value: "W4B 8KX 9ZQ",
      },
    );
  });

  it.each([
    ["R12345678", "share_code", "This code starts with R, so it is for renting a home."],
    ["S12345678", "share_code", "This code starts with S, so it is not for work."],
    ["W4B8KX9Z", "share_code", "A share code has 9 characters. This one has 8"],
    ["W4B8KO9ZQ", "share_code", "Character 6 is the letter O, which is easily mistaken for the number 0."],
    ["W4B8KI9ZQ", "share_code", "Character 6 is the letter I"],
    ["W4B8K!9ZQ", "share_code", "A share code has only letters and numbers. Remove “!”"],
  ])("refuses the share code %s with the reason", async (code, field, reason) => {
    const worker = await signedInUser(testApp.app);
    const response = await call(worker, "PUT", "/api/right-to-work", timeLimited({ share_code: code }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)[field]?.[0]).toContain(reason);
    expect((await call(worker, "GET", "/api/right-to-work")).json().record).toBeNull();
  });

  it("refuses a code older than 90 days, a birth date in the future and a missing end date, saying what to do", async () => {
    const worker = await signedInUser(testApp.app);
    const response = await call(
      worker,
      "PUT",
      "/api/right-to-work",
      timeLimited({
        share_code_generated_on: isoDaysFromNow(-91),
        date_of_birth: isoDaysFromNow(3),
        permission_ends_on: "",
      }),
    );
    expect(response.statusCode).toBe(400);
    const errors = fieldErrorsOf(response);
    expect(errors.share_code_generated_on?.[0]).toMatch(
      /stopped working on .*codes last 90 days\. Make a new one/,
    );
    expect(errors.date_of_birth).toEqual(["A date of birth cannot be in the future."]);
    expect(errors.permission_ends_on?.[0]).toContain("Add the date your permission ends");
  });

  it("refuses a share code for a British or Irish citizen and asks for the passport's photo instead", async () => {
    const worker = await signedInUser(testApp.app);
    const refused = await call(worker, "PUT", "/api/right-to-work", {
      route: "british-irish",
      share_code: "W4B8KX9ZQ",
      share_code_generated_on: isoDaysFromNow(-1),
      date_of_birth: "1988-01-02",
    });
    expect(fieldErrorsOf(refused).share_code?.[0]).toContain(
      "British and Irish citizens cannot get a share code",
    );
    const saved = await call(worker, "PUT", "/api/right-to-work", {
      route: "british-irish",
      date_of_birth: "1988-01-02",
    });
    expect(saved.json().record.attention).toEqual([
      { key: "rightToWork.attention.photo-missing", values: { date: "" } },
    ]);
    const photo = await call(
      worker,
      "POST",
      "/api/right-to-work/photos/document",
      uploadForm(await pngImage(), "passport.png"),
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.json().record.attention).toEqual([]);
    expect(photo.json().record.photos).toEqual([expect.objectContaining({ slot: "document" })]);
  });

  it("keeps engagers' receipts after the worker deletes the record, saying it was withdrawn", async () => {
    const worker = await signedInUser(testApp.app);
    await call(worker, "PUT", "/api/right-to-work", timeLimited());
    const receipt = await service().recordReceipt(
      worker.userId,
      {
        checked_on: isoDaysFromNow(0),
        method: "home-office-online",
        outcome: "confirmed-time-limited",
        follow_up_on: isoDaysFromNow(150),
        checker_name: "Priya Shah",
        checker_email: "priya@acme.example",
        organisation: "Acme Build",
      },
      { via: "share", shareId: await aShareOf(worker.userId) },
    );
    expect(receipt).toMatchObject({ outcome: "confirmed-time-limited", organisation: "Acme Build" });
    const deleted = await call(worker, "DELETE", "/api/right-to-work");
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().record).toBeNull();
    expect(deleted.json().receipts).toEqual([
      expect.objectContaining({ id: receipt.id, record_withdrawn_at: expect.any(String) }),
    ]);
    // The worker was told of the receipt, in their language.
    expect(
      readOutbox(testApp.config.dataDir).some((mail) => mail.includes("Acme Build recorded a check")),
    ).toBe(true);
  });

  it("refuses a follow-up before the check and a limited-time outcome without one", async () => {
    const worker = await signedInUser(testApp.app);
    await call(worker, "PUT", "/api/right-to-work", timeLimited());
    const shareId = await aShareOf(worker.userId);
    const base = {
      checked_on: isoDaysFromNow(0),
      method: "home-office-online" as const,
      checker_name: "Priya Shah",
    };
    await expect(
      service().recordReceipt(
        worker.userId,
        { ...base, outcome: "confirmed-time-limited" },
        { via: "share", shareId },
      ),
    ).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    await expect(
      service().recordReceipt(
        worker.userId,
        { ...base, outcome: "confirmed", follow_up_on: isoDaysFromNow(-1) },
        { via: "share", shareId },
      ),
    ).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  });

  it("is another worker's own: reveal finds nothing of theirs", async () => {
    const owner = await signedInUser(testApp.app);
    await call(owner, "PUT", "/api/right-to-work", timeLimited());
    const stranger = await signedInUser(testApp.app);
    expect((await call(stranger, "GET", "/api/right-to-work")).json().record).toBeNull();
    expect(
      (await call(stranger, "POST", "/api/right-to-work/reveal", { field: "share_code" })).statusCode,
    ).toBe(404);
  });

  async function aShareOf(userId: string): Promise<string> {
    const [row] = await sqlRows(
      testApp.database.db,
      sql`insert into shares (user_id, recipient_label, token_hash, items, expires_at)
          values (${userId}, 'Acme', ${`hash-${Math.random()}`}, '[]'::jsonb, now() + interval '7 days') returning id`,
    );
    return String(row?.id);
  }
});
