import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer } from "../../adapters/mail/mailer.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callerOf, isoDaysFromNow, sqlRows } from "../profile/profile-test-support.ts";
import { createRightToWorkService } from "./right-to-work.service.ts";
import { runRightToWorkReminderJob } from "./right-to-work-reminder-job.ts";

const day = 86_400_000;

describe("right-to-work reminders", () => {
  let testApp: TestApp;
  let outboxRoot: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    outboxRoot = mkdtempSync(path.join(tmpdir(), "siteready-rtw-reminders-"));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(outboxRoot, { recursive: true, force: true });
  });
  const call = callerOf(() => testApp.app);
  const mailer = () =>
    createOutboxMailer({
      outboxDir: path.join(outboxRoot, "outbox"),
      from: "SiteReady <no-reply@siteready.local>",
      logger: testApp.app.log,
    });
  const run = (now: Date) =>
    runRightToWorkReminderJob({
      db: testApp.database.db,
      mailer: mailer(),
      publicUrl: "http://localhost:3000",
      now,
    });
  const mails = () => readOutbox(outboxRoot);

  it("tells a Polish worker in Polish before the code stops and once it has, the engager and the worker before a follow-up, each once", async () => {
    const worker = await signedInUser(testApp.app);
    await sqlRows(
      testApp.database.db,
      sql`update users set language = 'pl', first_name = 'Marta', last_name = 'Nowak' where id = ${worker.userId}`,
    );
    const saved = await call(worker, "PUT", "/api/right-to-work", {
      route: "time-limited",
      share_code: "W4B8KX9ZQ",
      share_code_generated_on: isoDaysFromNow(-83),
      permission_ends_on: isoDaysFromNow(20),
      date_of_birth: "1990-04-17",
    });
    expect(saved.json().record.share_code_expires_on).toBe(isoDaysFromNow(7));
    const [share] = await sqlRows(
      testApp.database.db,
      sql`insert into shares (user_id, recipient_label, token_hash, items, expires_at)
          values (${worker.userId}, 'Acme', 'hash-reminders', '[]'::jsonb, now() + interval '7 days') returning id`,
    );
    const service = createRightToWorkService({
      db: testApp.database.db,
      cipher: fieldCipherOfKey(testApp.config.fieldEncryptionKey),
      mailer: mailer(),
      publicUrl: "http://localhost:3000",
      logger: testApp.app.log,
      now: () => new Date(),
    });
    await service.recordReceipt(
      worker.userId,
      {
        checked_on: isoDaysFromNow(0),
        method: "home-office-online",
        outcome: "confirmed-time-limited",
        follow_up_on: isoDaysFromNow(14),
        checker_name: "Priya Shah",
        checker_email: "priya@acme.example",
        organisation: "Acme Build",
      },
      { via: "share", shareId: String(share?.id), language: "en" },
    );
    const before = mails().length;

    const now = new Date();
    expect(await run(now)).toEqual({ sent: 4, failed: 0 });
    const sent = mails().slice(before);
    expect(sent.some((mail) => mail.includes("Twój kod udostępniania") || mail.includes("share code"))).toBe(
      true,
    );
    // The permission's 30-day reminder (20 days left), the code's 7-day one, and the follow-up to both sides.
    expect(sent.filter((mail) => mail.includes("To: priya@acme.example"))).toHaveLength(1);
    expect(sent.find((mail) => mail.includes("To: priya@acme.example"))).toContain("Marta Nowak");
    expect(sent.filter((mail) => !mail.includes("To: priya@acme.example"))).toHaveLength(3);
    expect(
      sent.every((mail) =>
        !mail.includes("To: priya@acme.example") ? /Content-Language: pl|lang="pl"/.test(mail) : true,
      ),
    ).toBe(true);

    expect(await run(now)).toEqual({ sent: 0, failed: 0 });

    // Eight days on, the code has stopped: one more e-mail for it (the permission's 7-day one comes later).
    expect(await run(new Date(now.getTime() + 8 * day))).toMatchObject({ sent: 1 });
    expect(await run(new Date(now.getTime() + 8 * day))).toEqual({ sent: 0, failed: 0 });
  });
});
