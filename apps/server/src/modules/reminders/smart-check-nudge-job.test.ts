import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { smartCheckWebsite } from "@siteready/domain/evidence";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOutboxMailer, type Mailer } from "../../adapters/mail/mailer.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { skillsCards } from "../../db/schema/profile.ts";
import { reminderSettings } from "../../db/schema/renewals.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import { runSmartCheckNudgeJob } from "./smart-check-nudge-job.ts";

const config = { publicUrl: "http://localhost:3000", authSecret: "nudge-job-test-secret" };
const now = new Date("2026-12-07T06:00:00Z");
const day = 86_400_000;
const silent = pino({ level: "silent" });

describe("the monthly Smart Check nudge job", () => {
  let database: Database;
  let dataDir: string;
  let mailer: Mailer;
  let seen = 0;
  let counter = 0;

  function newEmails(): string[] {
    let all: string[] = [];
    try {
      all = readOutbox(dataDir);
    } catch {
      all = [];
    }
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }
  const to = (emails: string[], address: string) =>
    emails.filter((email) => email.includes(`To: ${address}`));

  const run = (at = now, options: { batchSize?: number; with?: Mailer } = {}) =>
    runSmartCheckNudgeJob({
      db: database.db,
      mailer: options.with ?? mailer,
      config,
      evidence: createEvidenceService({
        db: database.db,
        mailer,
        publicUrl: config.publicUrl,
        logger: silent,
      }),
      now: at,
      logger: silent,
      batchSize: options.batchSize,
    });

  async function addWorker(
    opted: boolean | undefined,
    cards: { type: string; number?: string }[],
    language: string | null = null,
  ) {
    counter += 1;
    const email = `nudge-${counter}@example.com`;
    const [user] = await database.db
      .insert(users)
      .values({ name: `Worker ${counter}`, firstName: `Worker${counter}`, email, language })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    if (opted !== undefined)
      await database.db
        .insert(reminderSettings)
        .values({ userId: user.id, thresholds: [30], smartCheckNudge: opted });
    for (const card of cards)
      await database.db.insert(skillsCards).values({
        userId: user.id,
        cardType: card.type,
        registrationNumber: card.number ?? null,
        expiryDate: "2029-01-31",
      });
    return { id: user.id, email };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "siteready-nudge-"));
    mailer = createOutboxMailer({
      outboxDir: path.join(dataDir, "outbox"),
      from: "SiteReady <no-reply@siteready.local>",
      logger: silent,
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // Each test starts with nobody opted in.
    await database.db.update(reminderSettings).set({ smartCheckNudge: false });
    newEmails();
  });

  it("e-mails an opted-in worker with a covered card: each covered card, the Smart Check website, where to answer, the switch-off", async () => {
    const worker = await addWorker(true, [
      { type: "cscs-labourer", number: "CSCS-1234" },
      { type: "ipaf-pal", number: "IPAF-9" },
    ]);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const [email] = to(newEmails(), worker.email);
    expect(email).toBeDefined();
    expect(email).toContain("Subject: Check that your cards still verify on Smart Check");
    expect(email).toContain("CSCS Labourer (Green), number CSCS-1234");
    expect(email).not.toContain("IPAF-9");
    expect(email).toContain(smartCheckWebsite.url);
    expect(email).toContain(`${config.publicUrl}/wallet#smart-check`);
    expect(email).toContain(`${config.publicUrl}/api/reminders/smart-check-off?token=`);
    expect(email).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const [settings] = await database.db
      .select({ at: reminderSettings.smartCheckNudgedAt })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, worker.id));
    expect(settings?.at?.toISOString()).toBe(now.toISOString());
  });

  it("writes in the worker's language", async () => {
    const worker = await addWorker(true, [{ type: "cscs-labourer", number: "PL-1" }], "pl");
    await run();
    const [email] = to(newEmails(), worker.email);
    expect(email).toContain("numer PL-1");
    expect(email).not.toContain("Look each one up");
  });

  it("sends nothing to a worker who did not opt in, opted out, or has only cards Smart Check does not cover", async () => {
    const never = await addWorker(undefined, [{ type: "cscs-labourer", number: "A" }]);
    const out = await addWorker(false, [{ type: "cscs-labourer", number: "B" }]);
    const uncovered = await addWorker(true, [{ type: "ipaf-pal", number: "C" }]);
    const noCards = await addWorker(true, []);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    const emails = newEmails();
    for (const worker of [never, out, uncovered, noCards]) expect(to(emails, worker.email)).toEqual([]);
  });

  it("sends at most once in 30 days, then again", async () => {
    const worker = await addWorker(true, [{ type: "cscs-labourer", number: "MONTHLY" }]);
    await run();
    expect(to(newEmails(), worker.email)).toHaveLength(1);
    await run(new Date(now.getTime() + day));
    await run(new Date(now.getTime() + 29 * day));
    expect(to(newEmails(), worker.email)).toEqual([]);
    await run(new Date(now.getTime() + 30 * day + 1));
    expect(to(newEmails(), worker.email)).toHaveLength(1);
  });

  it("works through more workers than one batch, in batches", async () => {
    const workers = [];
    for (let index = 0; index < 7; index += 1)
      workers.push(await addWorker(true, [{ type: "cscs-labourer", number: `BATCH-${index}` }]));
    const uncovered = await addWorker(true, [{ type: "ipaf-pal" }]);
    expect(await run(now, { batchSize: 3 })).toEqual({ sent: 7, failed: 0 });
    const emails = newEmails();
    for (const worker of workers) expect(to(emails, worker.email)).toHaveLength(1);
    expect(to(emails, uncovered.email)).toEqual([]);
  });

  it("two runs at once send each nudge once", async () => {
    const workers = [];
    for (let index = 0; index < 4; index += 1)
      workers.push(await addWorker(true, [{ type: "cscs-labourer", number: `TWICE-${index}` }]));
    const results = await Promise.all([run(now, { batchSize: 2 }), run(now, { batchSize: 2 })]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(4);
    const emails = newEmails();
    for (const worker of workers) expect(to(emails, worker.email)).toHaveLength(1);
  });

  it("gives the claim back when the e-mail cannot be sent, so the next run tries again", async () => {
    const worker = await addWorker(true, [{ type: "cscs-labourer", number: "RETRY" }]);
    const failing: Mailer = {
      ...mailer,
      send: async () => {
        throw new Error("mail server down");
      },
    };
    expect(await run(now, { with: failing })).toEqual({ sent: 0, failed: 1 });
    expect(await run(new Date(now.getTime() + day))).toEqual({ sent: 1, failed: 0 });
    expect(to(newEmails(), worker.email)).toHaveLength(1);
  });
});
