import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultSchemeRules, schemeRuleBook } from "@siteready/domain/scheme-rules";
import { and, eq, inArray } from "drizzle-orm";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer, type Mailer } from "../../adapters/mail/mailer.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { siteSettings } from "../../db/schema/billing.ts";
import { inductions } from "../../db/schema/inductions.ts";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import { reminderDeliveries, reminderSettings } from "../../db/schema/renewals.ts";
import { deriveSecretToken } from "../../lib/secret-tokens.ts";
import { expiringItemsIn } from "../../server-modules.ts";
import { readOutbox, readOutboxRaw } from "../../test-support/outbox.ts";
import { countStatements } from "../../test-support/statement-counter.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { runReminderJob } from "./reminder-job.ts";

const config = { publicUrl: "http://localhost:3000", authSecret: "reminder-job-test-secret" };
const now = new Date("2026-03-12T08:00:00Z");
const day = 86_400_000;
const inDays = (days: number, from = now) => new Date(from.getTime() + days * day).toISOString().slice(0, 10);

/** An outbox e-mail's headers and decoded body, as one string. */
type Email = string;

describe("the expiry reminder job", () => {
  let database: Database;
  let dataDir: string;
  let mailer: Mailer;
  let seen = 0;

  /** The e-mails written since the last call. */
  function newEmails(): Email[] {
    const all = readOutboxSafe();
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }
  function readOutboxSafe(): Email[] {
    try {
      return readOutbox(dataDir);
    } catch {
      return [];
    }
  }
  const emailTo = (emails: Email[], address: string) =>
    emails.filter((email) => email.includes(`To: ${address}`));
  // The expiry reminders on their own: with no scheme rules the cards count down to their expiry alone (the
  // scheme rules' own reminders are tested below, with the shipped rules).
  const noRules: SchemeRuleSource = { book: async () => new Map() };
  const run = (at = now, with_ = mailer, schemeRules = noRules) =>
    runReminderJob({
      db: database.db,
      mailer: with_,
      config,
      now: at,
      expiringItems: expiringItemsIn(database.db),
      schemeRules,
    });

  async function userIdOf(email: string): Promise<string> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? "";
  }

  async function addUser(
    email: string,
    firstName: string,
    settings?: { enabled: boolean; thresholds: number[] },
  ) {
    const [user] = await database.db
      .insert(users)
      .values({ name: firstName, firstName, email })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    if (settings) await database.db.insert(reminderSettings).values({ userId: user.id, ...settings });
    return user.id;
  }
  async function addCard(userId: string, cardType: string, expiryDate: string | null) {
    const [row] = await database.db
      .insert(skillsCards)
      .values({ userId, cardType, expiryDate })
      .returning({ id: skillsCards.id });
    if (!row) throw new Error("no card");
    return row.id;
  }
  async function addDocument(userId: string, documentType: string, expiryDate: string | null) {
    const [row] = await database.db
      .insert(documents)
      .values({ userId, documentType, expiryDate })
      .returning({ id: documents.id });
    if (!row) throw new Error("no document");
    return row.id;
  }
  async function addQualification(userId: string, type: string, expiryDate: string | null) {
    const [row] = await database.db
      .insert(qualifications)
      .values({ userId, type, expiryDate })
      .returning({ id: qualifications.id });
    if (!row) throw new Error("no qualification");
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "siteready-reminders-"));
    mailer = createOutboxMailer({
      outboxDir: path.join(dataDir, "outbox"),
      from: "SiteReady <no-reply@siteready.local>",
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("over a seeded set of items", () => {
    const ids = {
      cscs: "",
      npors: "",
      passport: "",
      licence: "",
      lapsed: "",
      customPassport: "",
      customCard: "",
    };

    beforeAll(async () => {
      // Defaults (no settings saved): 90, 30, 7 and 0 days, plus each card's notice period.
      const sam = await addUser("sam@example.com", "Sam");
      ids.cscs = await addCard(sam, "cscs-skilled-worker", inDays(90)); // notice 90: due today
      ids.npors = await addCard(sam, "npors-traditional-operator", inDays(60)); // notice 60: due today
      ids.passport = await addDocument(sam, "passport", inDays(10)); // added late: the 30-day one, once
      ids.licence = await addDocument(sam, "driving_licence", inDays(0)); // expires today
      ids.lapsed = await addDocument(sam, "visa_brp", inDays(-3)); // missed its day: still told
      await addDocument(sam, "national_id_card", inDays(-30)); // long expired: not nagged
      await addQualification(sam, "First Aid at Work", inDays(100)); // not yet
      await addCard(sam, "cscs-labourer", null); // no date

      // Reminders off.
      const off = await addUser("off@example.com", "Olu", { enabled: false, thresholds: [90, 30, 7, 0] });
      await addCard(off, "cscs-manager", inDays(7));

      // Custom days: 14 only (cards still get their notice period).
      const custom = await addUser("custom@example.com", "Chris", { enabled: true, thresholds: [14] });
      ids.customPassport = await addDocument(custom, "passport", inDays(14));
      await addDocument(custom, "driving_licence", inDays(25)); // 30 is not one of Chris's days
      ids.customCard = await addCard(custom, "cscs-supervisor", inDays(45)); // notice 90 reached
    });

    it("sends exactly the expected e-mails", async () => {
      const result = await run();
      const emails = newEmails();
      expect(result).toEqual({ sent: 7, failed: 0 });
      expect(emails).toHaveLength(7);

      const sams = emailTo(emails, "sam@example.com");
      expect(sams).toHaveLength(5);
      expect(emailTo(emails, "off@example.com")).toHaveLength(0);
      expect(emailTo(emails, "custom@example.com")).toHaveLength(2);

      const about = (id: string) => emails.filter((email) => email.includes(id));
      expect(about(ids.cscs)[0]).toContain(
        "Subject: Your CSCS Skilled Worker (Blue) card expires in 90 days",
      );
      expect(about(ids.cscs)[0]).toContain(
        "Your CSCS Skilled Worker (Blue) card expires in 90 days, on 10 Jun 2026.",
      );
      expect(about(ids.cscs)[0]).toContain(
        `Start your renewal: http://localhost:3000/skills-cards#card-${ids.cscs}`,
      );
      expect(about(ids.cscs)[0]).toContain("Hello Sam,");

      // As a mail program reads it: text and HTML saying the same, the one-click switch-off for this worker
      // (RFC 8058) and the link to the reminder settings.
      const raw = readOutboxRaw(dataDir);
      const parsed = await Promise.all(raw.map((message) => simpleParser(message)));
      const mail = parsed.find((message) => message.text?.includes(`card-${ids.cscs}`));
      const sam = await userIdOf("sam@example.com");
      const unsubscribe = `http://localhost:3000/api/reminders/off?token=${encodeURIComponent(
        `${sam}.${deriveSecretToken(config.authSecret, "expiry-reminders-off", sam)}`,
      )}`;
      expect(mail?.headers.get("list")).toMatchObject({ unsubscribe: { url: unsubscribe } });
      expect(mail?.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );
      expect(mail?.text).toContain(
        "Choose your reminder days: http://localhost:3000/profile#reminder-settings",
      );
      expect(mail?.text).toContain(`Stop these e-mails: ${unsubscribe}`);
      expect(mail?.html).toContain(`href="http://localhost:3000/skills-cards#card-${ids.cscs}"`);
      expect(mail?.html).toContain(
        "Your CSCS Skilled Worker (Blue) card expires in 90 days, on 10 Jun 2026.",
      );
      expect(mail?.html).toContain('href="http://localhost:3000/profile#reminder-settings"');
      // Every reminder carries the switch-off headers.
      expect(parsed.every((message) => message.headers.has("list"))).toBe(true);

      expect(about(ids.npors)[0]).toContain("expires in 60 days, on 11 May 2026.");

      expect(about(ids.passport)).toHaveLength(1);
      expect(about(ids.passport)[0]).toContain("Your passport expires in 10 days, on 22 Mar 2026.");
      expect(about(ids.passport)[0]).toContain(
        `Renew your passport: http://localhost:3000/documents#document-${ids.passport}`,
      );

      expect(about(ids.licence)[0]).toContain("Your driving licence expires today, 12 Mar 2026.");
      expect(about(ids.lapsed)[0]).toContain("expired 3 days ago, on 9 Mar 2026.");
      expect(about(ids.customPassport)[0]).toContain("Your passport expires in 14 days, on 26 Mar 2026.");
      expect(about(ids.customCard)[0]).toContain("expires in 45 days");
    });

    it("records the larger thresholds a late reminder stands in for", async () => {
      const rows = await database.db
        .select({ thresholdDays: reminderDeliveries.thresholdDays })
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.itemKind, "document"), eq(reminderDeliveries.itemId, ids.passport)));
      expect(rows.map((row) => row.thresholdDays).sort((a, b) => b - a)).toEqual([90, 30]);
    });

    it("sends nothing on a second run", async () => {
      expect(await run()).toEqual({ sent: 0, failed: 0 });
      expect(newEmails()).toHaveLength(0);
    });

    it("sends the next threshold when its day comes, once", async () => {
      const threeDaysOn = new Date(now.getTime() + 3 * day);
      expect(await run(threeDaysOn)).toEqual({ sent: 1, failed: 0 });
      const [email] = newEmails();
      expect(email).toContain("Your passport expires in 7 days, on 22 Mar 2026.");
      expect(await run(threeDaysOn)).toEqual({ sent: 0, failed: 0 });
    });

    it("starts again for a renewed item's new expiry date", async () => {
      const renewedExpiry = inDays(30);
      await database.db
        .update(documents)
        .set({ expiryDate: renewedExpiry })
        .where(eq(documents.id, ids.licence));
      expect(await run()).toEqual({ sent: 1, failed: 0 });
      expect(newEmails()[0]).toContain("Your driving licence expires in 30 days, on 11 Apr 2026.");
    });
  });

  it("two runs at the same moment (two server instances) send each reminder once", async () => {
    const pat = await addUser("pat@example.com", "Pat");
    const cardId = await addCard(pat, "cpcs-competent-operator", inDays(30));
    await addDocument(pat, "passport", inDays(7));
    await addQualification(pat, "Asbestos Awareness", inDays(0));

    const [first, second] = await Promise.all([run(), run()]);
    expect(first.sent + second.sent).toBe(3);
    const emails = newEmails();
    expect(emails).toHaveLength(3);
    expect(emails.filter((email) => email.includes(cardId))).toHaveLength(1);
    expect(emailTo(emails, "pat@example.com")).toHaveLength(3);
  });

  it("gives the claim back when sending fails, so the next run retries", async () => {
    const kim = await addUser("kim@example.com", "Kim");
    const passport = await addDocument(kim, "passport", inDays(30));
    const broken: Mailer = {
      destination: "broken",
      send: async () => {
        throw new Error("SMTP is down");
      },
    };
    expect(await run(now, broken)).toEqual({ sent: 0, failed: 1 });
    const claims = await database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.itemId, passport));
    expect(claims).toHaveLength(0);

    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(newEmails()[0]).toContain(`documents#document-${passport}`);
  });

  it("reminds a worker before a site wants them re-inducted (the induction's valid-until date)", async () => {
    const ivy = await addUser("ivy@example.com", "Ivy");
    const [induction] = await database.db
      .insert(inductions)
      .values({
        userId: ivy,
        siteName: "Riverside Wharf",
        companyName: "Barratt Construction Ltd",
        inductionDate: inDays(-335),
        safetyBriefingCompleted: true,
        validUntil: inDays(30),
      })
      .returning({ id: inductions.id });
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const [email] = emailTo(newEmails(), "ivy@example.com");
    expect(email).toContain("Your induction at Riverside Wharf expires in 30 days, on 11 Apr 2026.");
    expect(email).toContain(`http://localhost:3000/inductions#induction-${induction?.id}`);
  });

  it("writes a card's reminder in the language the worker chose (issue #38)", async () => {
    const ana = await addUser("ana@example.com", "Ana");
    await database.db.update(users).set({ language: "ro" }).where(eq(users.id, ana));
    await addCard(ana, "cscs-skilled-worker", inDays(7));
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const [email] = emailTo(newEmails(), "ana@example.com");
    expect(email).toContain("Bună ziua, Ana,");
    expect(email).toContain("Cardul tău CSCS Skilled Worker (Blue) expiră în 7 zile, pe 19 martie 2026.");
    expect(email).toContain("Oprește aceste e-mailuri: ");
  });

  it("writes a document's reminder in Polish for a worker who chose Polish: subject and body", async () => {
    const piotr = await addUser("piotr@example.com", "Piotr");
    await database.db.update(users).set({ language: "pl" }).where(eq(users.id, piotr));
    const passport = await addDocument(piotr, "passport", inDays(30));
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(emailTo(newEmails(), "piotr@example.com")).toHaveLength(1);
    const mails = await Promise.all(readOutboxRaw(dataDir).map((message) => simpleParser(message)));
    const mail = mails.find((message) => message.text?.includes(`document-${passport}`));
    expect(mail?.subject).toBe("Paszport: ważność kończy się za 30 dni");
    expect(mail?.text).toContain("Dzień dobry Piotr,");
    expect(mail?.text).toContain("Paszport: ważność kończy się za 30 dni, dnia 11 kwietnia 2026.");
    expect(mail?.text).toContain(`Odnów: Paszport: http://localhost:3000/documents#document-${passport}`);
    expect(mail?.text).toContain("Wyłącz te e-maile: ");
  });

  it("under the admin's tiered policy (§4), reminds only subscribers whose tier has expiry reminders", async () => {
    const free = await addUser("fred@example.com", "Fred");
    const pro = await addUser("prue@example.com", "Prue");
    await database.db.update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, pro));
    await addDocument(free, "passport", inDays(30));
    await addDocument(pro, "passport", inDays(30));
    await database.db.insert(siteSettings).values({ key: "tier_policy", value: "tiered", updatedAt: now });
    try {
      expect(await run()).toEqual({ sent: 1, failed: 0 });
      const emails = newEmails();
      expect(emailTo(emails, "prue@example.com")).toHaveLength(1);
      expect(emailTo(emails, "fred@example.com")).toHaveLength(0);
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.key, "tier_policy"));
    }
    // Free for everyone again (the default): Fred's reminder goes out too.
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(emailTo(newEmails(), "fred@example.com")).toHaveLength(1);
  });

  it("works through more owners than a page holds, page by page, and runs at once still send each reminder once", async () => {
    const owners = 40;
    const batchSize = 7;
    const stamp = Date.now();
    const emails = Array.from({ length: owners }, (_, index) => `crew.${stamp}.${index}@example.com`);
    const created = await database.db
      .insert(users)
      .values(emails.map((email, index) => ({ name: `Crew ${index}`, firstName: "Crew", email })))
      .returning({ id: users.id });
    await database.db
      .insert(skillsCards)
      .values(created.map(({ id }) => ({ userId: id, cardType: "cscs-labourer", expiryDate: inDays(7) })));

    // The crew's cards have a scheme rule, so every page also reads their evidence; the rest of this file's
    // workers are left to their expiry (their own scheme reminders are the next test's).
    const labourerRule = {
      book: async () =>
        schemeRuleBook(defaultSchemeRules.filter((rule) => rule.cardType === "cscs-labourer")),
    };
    const statements = countStatements(database);
    const runs = await Promise.all(
      [batchSize, batchSize + 2, batchSize - 3].map((size) =>
        runReminderJob({
          db: database.db,
          mailer,
          config,
          now,
          batchSize: size,
          expiringItems: expiringItemsIn(database.db),
          schemeRules: labourerRule,
        }),
      ),
    );
    expect(runs.reduce((total, result) => total + result.sent, 0)).toBe(owners);
    const sent = newEmails();
    for (const email of emails) expect(emailTo(sent, email)).toHaveLength(1);

    // One run alone: a few statements per page of owners, never one (or more) per reminder.
    await database.db.delete(reminderDeliveries).where(
      inArray(
        reminderDeliveries.userId,
        created.map(({ id }) => id),
      ),
    );
    statements.reset();
    expect(
      await runReminderJob({
        db: database.db,
        mailer,
        config,
        now,
        batchSize,
        expiringItems: expiringItemsIn(database.db),
        schemeRules: labourerRule,
      }),
    ).toEqual({
      sent: owners,
      failed: 0,
    });
    newEmails();
    const pages = Math.ceil(owners / batchSize);
    expect(statements.statements).toBeLessThanOrEqual(1 + 4 * (pages + 1) + 3);
  });

  describe("with the schemes' renewal rules (issue 53)", () => {
    const shipped = { book: async () => schemeRuleBook(defaultSchemeRules) };
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date.toISOString().slice(0, 10);
    };

    it("tells a worker whose HS&E pass will be too old to book the test first, once, in their language", async () => {
      const kai = await addUser("kai@example.com", "Kai");
      await addCard(kai, "cscs-skilled-worker", inDays(150)); // five months to go: no expiry reminder yet
      await database.db
        .insert(skillsCards)
        .values({ userId: kai, cardType: "citb-hse-test", issueDate: monthsAgo(23), expiryDate: inDays(31) });
      const ola = await addUser("ola@example.com", "Ola");
      await database.db.update(users).set({ language: "pl" }).where(eq(users.id, ola));
      await addCard(ola, "cscs-skilled-worker", inDays(150));
      const met = await addUser("met@example.com", "Mel");
      await addCard(met, "cscs-skilled-worker", inDays(150));
      await database.db
        .insert(skillsCards)
        .values({ userId: met, cardType: "citb-hse-test", issueDate: monthsAgo(2), expiryDate: inDays(670) });

      await run(now, mailer, shipped);
      const sent = newEmails();
      // Besides the test record's own expiry reminder (it expires in a month), the card's plan speaks.
      // Headers fold long lines: read them unfolded.
      const unfolded = (email: string | undefined) => email?.replace(/\r?\n /g, " ");
      const toKai = unfolded(
        emailTo(sent, "kai@example.com").find((email) => email.includes("Before renewing")),
      );
      expect(toKai).toContain(
        "Subject: Before renewing your CSCS Skilled Worker (Blue): CITB Health, Safety and Environment test",
      );
      expect(toKai).toContain(
        "Book the CITB Health, Safety and Environment test first: your last pass stops counting on 12 Apr 2026",
      );
      expect(toKai).toContain("expires on 9 Aug 2026");
      const toOla = unfolded(emailTo(sent, "ola@example.com")[0]);
      expect(toOla).toContain("Przed odnowieniem karty CSCS Skilled Worker (Blue)");
      // A pass that still counts on the expiry day: nothing to do first.
      expect(emailTo(sent, "met@example.com")).toEqual([]);

      // Sent once: the next run (and the next day's) say nothing more about it.
      await run(now, mailer, shipped);
      await run(new Date(now.getTime() + day), mailer, shipped);
      const later = newEmails().filter((email) =>
        /Before renewing|Przed odnowieniem/.test(unfolded(email) ?? ""),
      );
      expect(emailTo(later, "kai@example.com")).toEqual([]);
      expect(emailTo(later, "ola@example.com")).toEqual([]);
    });

    it("shows a CPCS Red card's holder the upgrade to Blue with the date to start the NVQ", async () => {
      const rey = await addUser("rey@example.com", "Rey");
      await addCard(rey, "cpcs-trained-operator", inDays(300));
      await run(now, mailer, shipped);
      const toRey = emailTo(newEmails(), "rey@example.com")[0]?.replace(/\r?\n /g, " ");
      expect(toRey).toContain("Subject: Before renewing your CPCS Trained Operator (Red): NVQ Level 2");
      expect(toRey).toContain(
        "Cannot be renewed: upgrade to CPCS Competent Operator (Blue) with the NVQ Level 2. Start the NVQ by 6 Apr 2026",
      );
    });
  });
});
