import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogues } from "@siteready/domain/catalogues";
import { type MessageKey, type MessageRef, messageRef, wordMessage } from "@siteready/domain/i18n";
import { addMonthsToIsoDate } from "@siteready/domain/renewals";
import { simpleParser } from "mailparser";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";

const phone = { width: 360, height: 740 };
const desk = { width: 1280, height: 900 };
/** The scheduler runs each job once 5 s after the server starts (db/scheduler.ts), then hourly. */
const firstJobRunMs = 8_000;

/** A text as an English reader sees it, by its key (dates worded as English writes them). */
const en = (key: MessageKey, values?: MessageRef["values"]): string =>
  wordMessage(messageRef(key, values), catalogues.en, "en");
const hseTest = messageRef("renewals.requirement.citbHseTest.name");

test("the scheme rules (issue 53): a worker whose HS&E pass will be too old is told to book the test first on the dashboard, the renewals page and by e-mail; a CPCS Red card shows the upgrade to Blue and the date to start the NVQ", async ({
  browser,
}, testInfo) => {
  // One server restarted (its reminder job runs at start), a worker in two widths, and the e-mails.
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-scheme-"));
  const inbox = path.join(dataDir, "smtp-inbox");
  const smtp = await startSmtpInbox(inbox);
  let server = await startProductionServer(dataDir, { SMTP_URL: smtp.smtpUrl });
  try {
    await setFeatureState(browser, "renewals", "enabled", server.baseUrl);
    const worker = newWorker();
    const context = await browser.newContext({ viewport: phone, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signUp(page, worker, server.baseUrl);

    // A CSCS Blue card expiring in 5 months; the CITB HS&E test passed 23 months ago (a test record lasts 2 years);
    // a CPCS Red card expiring in 10 months.
    const cscsExpiry = isoDateInDays(150);
    const passedOn = addMonthsToIsoDate(isoDateInDays(0), -23);
    const passCountsUntil = addMonthsToIsoDate(passedOn, 24);
    const redExpiry = isoDateInDays(300);
    const nvqStartBy = addMonthsToIsoDate(redExpiry, -9);
    const headers = { origin: server.baseUrl };
    for (const data of [
      { card_type: "cscs-skilled-worker", registration_number: "CSCS-5500", expiry_date: cscsExpiry },
      {
        card_type: "citb-hse-test",
        registration_number: "HSE-2300",
        issue_date: passedOn,
        expiry_date: passCountsUntil,
      },
      { card_type: "cpcs-trained-operator", registration_number: "CPCS-1000", expiry_date: redExpiry },
    ]) {
      const created = await page.request.post(`${server.baseUrl}/api/profile/skills-cards`, {
        data,
        headers,
      });
      expect(created.status()).toBe(201);
    }

    const testFirst = en("renewals.plan.testFirst", { test: hseTest, date: passCountsUntil });
    const upgrade = en("renewals.plan.upgrade", {
      card: "CPCS Competent Operator (Blue)",
      level: 2,
      date: nvqStartBy,
      until: addMonthsToIsoDate(redExpiry, 12),
    });

    // The dashboard leads with what the schemes want done first.
    await page.goto(`${server.baseUrl}/dashboard`);
    const first = page.getByRole("region", { name: en("renewals.dashboard.heading") });
    await expect(first.getByText(testFirst)).toBeVisible();
    await expect(first.getByText(upgrade)).toBeVisible();
    expect(await pastTheRightEdge(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("dashboard-360.png"), fullPage: true });

    // The renewals page: the same advice on each card, the window, the test's status and the rule's source.
    await page.goto(`${server.baseUrl}/renewals`);
    const cscs = page.getByRole("article", { name: "CSCS Skilled Worker (Blue)" });
    await expect(cscs.getByText(testFirst)).toBeVisible();
    await cscs.getByText(en("renewals.plan.heading")).click();
    await expect(
      cscs.getByText(
        en("renewals.plan.window", {
          from: addMonthsToIsoDate(cscsExpiry, -6),
          to: addMonthsToIsoDate(cscsExpiry, 12),
        }),
      ),
    ).toBeVisible();
    await expect(cscs.getByText(en("renewals.plan.countsUntil", { date: passCountsUntil }))).toBeVisible();
    await expect(
      cscs.getByRole("link", { name: /^Source: CSCS: Renew or replace a CSCS card/ }),
    ).toBeVisible();
    const red = page.getByRole("article", { name: "CPCS Trained Operator (Red)" });
    await expect(red.getByText(upgrade)).toBeVisible();
    await red.getByText(en("renewals.plan.heading")).click();
    await expect(
      red.getByText(en("renewals.plan.upgradeWindow", { date: addMonthsToIsoDate(redExpiry, 12) })),
    ).toBeVisible();
    expect(await pastTheRightEdge(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("renewals-360.png"), fullPage: true });
    await page.setViewportSize(desk);
    await page.screenshot({ path: testInfo.outputPath("renewals-1280.png"), fullPage: true });
    await context.close();

    // The reminder job runs when the server starts: the plan's e-mails reach a real SMTP server, once each.
    await server.stop();
    server = await startProductionServer(dataDir, { SMTP_URL: smtp.smtpUrl });
    await new Promise((resolve) => setTimeout(resolve, firstJobRunMs));
    const cscsSubject = en("renewals.prerequisiteEmail.subject", {
      card: "CSCS Skilled Worker (Blue)",
      what: hseTest,
    });
    const redSubject = en("renewals.prerequisiteEmail.subject", {
      card: "CPCS Trained Operator (Red)",
      what: messageRef("renewals.plan.nvq", { level: 2 }),
    });
    await expect
      .poll(async () => (await emailsTo(inbox, worker.email)).map((email) => email.subject), {
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining([cscsSubject, redSubject]));
    const emails = await emailsTo(inbox, worker.email);
    expect(emails.find((email) => email.subject === cscsSubject)?.text).toContain(testFirst);
    expect(emails.find((email) => email.subject === redSubject)?.text).toContain(upgrade);

    // Restarted again, the job runs again: nothing about the plan is sent twice.
    await server.stop();
    server = await startProductionServer(dataDir, { SMTP_URL: smtp.smtpUrl });
    await new Promise((resolve) => setTimeout(resolve, firstJobRunMs));
    const again = (await emailsTo(inbox, worker.email)).map((email) => email.subject);
    expect(again.filter((subject) => subject === cscsSubject)).toHaveLength(1);
    expect(again.filter((subject) => subject === redSubject)).toHaveLength(1);
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Every e-mail the SMTP server got for `to`: its subject and plain text. */
async function emailsTo(inbox: string, to: string): Promise<Array<{ subject: string; text: string }>> {
  const emails: Array<{ subject: string; text: string }> = [];
  let files: string[] = [];
  try {
    files = readdirSync(inbox);
  } catch {
    return emails;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(inbox, file));
    if (!raw.toString("utf8", 0, 500).includes(`X-Envelope-To: ${to}`)) continue;
    const mail = await simpleParser(raw);
    emails.push({ subject: String(mail.subject), text: String(mail.text ?? "") });
  }
  return emails;
}
