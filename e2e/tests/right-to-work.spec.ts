import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogues } from "@siteready/domain/catalogues";
import {
  type Language,
  type MessageKey,
  type MessageValues,
  messageRef,
  wordMessage,
} from "@siteready/domain/i18n";
import { simpleParser } from "mailparser";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { latestEmailTo, startSmtpInbox } from "../support/smtp-inbox.ts";

const phone = { width: 360, height: 740 };
const desk = { width: 1280, height: 900 };
const movedClock = path.resolve(import.meta.dirname, "../support/moved-clock.mjs");
/** The scheduler runs each job once 5 s after the server starts (db/scheduler.ts), then hourly. */
const firstJobRunMs = 8_000;

/** A text as the reader of `language` sees it, by its key (dates worded as that language writes them). */
const wordsIn =
  (language: Language) =>
  (key: MessageKey, values?: MessageValues): string =>
    wordMessage(messageRef(key, values), catalogues[language], language);
const pl = wordsIn("pl");
const en = wordsIn("en");

test("a Polish worker with time-limited permission shares the right to work; an engager records an online check; the reminders reach a real SMTP server in Polish", async ({
  browser,
}) => {
  // One server restarted with its clock moved on, two browsers, a PDF and four e-mails.
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-rtw-"));
  const inbox = path.join(dataDir, "smtp-inbox");
  const smtp = await startSmtpInbox(inbox);
  let server = await startProductionServer(dataDir, { SMTP_URL: smtp.smtpUrl });
  try {
    // The sharing centre ships locked (donate to unlock); the admin has switched it on.
    await setFeatureState(browser, "sharingCenter", "enabled", server.baseUrl);
    const worker = { ...newWorker(), firstName: "Marta", lastName: "Nowak" };
    const context = await browser.newContext({ viewport: phone, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signUp(page, worker, server.baseUrl);
    // The worker reads SiteReady in Polish: chosen once on the profile, it is the account's (its e-mails too).
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole("link", { name: "Polski" }).click();
    await expect(page.getByRole("heading", { level: 1, name: pl("shell.nav.profile") })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${server.baseUrl}/api/auth/get-session`)).json()).user.language,
      )
      .toBe("pl");

    // The record: time-limited permission, a share code typed as people type it, its date, the end date.
    await page.goto(`${server.baseUrl}/right-to-work`);
    await expect(page.getByRole("heading", { level: 1, name: pl("rightToWork.page.title") })).toBeVisible();
    await page.getByRole("button", { name: pl("rightToWork.page.add") }).click();
    await page
      .getByRole("radio", { name: new RegExp(pl("rightToWork.route.time-limited").replace(/[()]/g, ".")) })
      .check();
    // A code for renting is refused before it is sent, with the reason.
    const code = page.getByLabel(pl("rightToWork.field.shareCode"));
    await code.fill("r4b 8kx 9zq");
    await page.getByLabel(pl("rightToWork.field.generatedOn")).fill(isoDateInDays(-80));
    await page.getByLabel(pl("rightToWork.field.permissionEndsOn")).fill(isoDateInDays(120));
    await page.getByLabel(pl("rightToWork.field.dateOfBirth")).fill("1990-04-17");
    await page.getByRole("button", { name: pl("rightToWork.page.save") }).click();
    await expect(page.getByText(pl("rightToWork.shareCode.rentCode"))).toBeVisible();
    await code.fill("w4b 8kx-9zq");
    await page.getByRole("button", { name: pl("rightToWork.page.save") }).click();
    await expect(page.getByText("••• ••• 9ZQ")).toBeVisible();
    await expect(
      page.getByText(pl("rightToWork.page.codeValidUntil", { date: isoDateInDays(10) })),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await pastTheRightEdge(page)).toEqual([]);
    await page.screenshot({ path: "test-results/right-to-work-record-360.png", fullPage: true });
    await page.setViewportSize(desk);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/right-to-work-record-1280.png", fullPage: true });
    await page.setViewportSize(phone);

    // One tap to share it: the sharing centre opens with the record ticked.
    await page.getByRole("link", { name: pl("rightToWork.page.share") }).click();
    await page.getByLabel(pl("sharing.form.recipient")).fill("Acme Build");
    await expect(
      page.getByRole("checkbox", { name: new RegExp(pl("sharing.itemKind.right-to-work")) }),
    ).toBeChecked();
    await page.getByRole("checkbox", { name: pl("sharing.form.confirmPrivate") }).check();
    await page.getByRole("button", { name: pl("sharing.form.create") }).click();
    await expect(
      page.getByRole("heading", { name: pl("sharing.linkReady", { recipient: "Acme Build" }) }),
    ).toBeVisible();
    const link = await page.getByLabel(pl("sharing.link.label")).inputValue();

    // The engager, signed out: the code and date of birth to type into GOV.UK, then the receipt of the check.
    const engager = await browser.newContext({ viewport: phone, acceptDownloads: true });
    const engagerPage = await engager.newPage();
    await engagerPage.goto(link);
    await expect(engagerPage.getByText("W4B 8KX 9ZQ")).toBeVisible();
    await expect(engagerPage.getByText(en("rightToWork.shared.notAStatutoryCheck"))).toBeVisible();
    const receipt = engagerPage.getByRole("form", { name: en("rightToWork.receipt.title") });
    await receipt.getByLabel(en("rightToWork.receipt.checkedOn")).fill(isoDateInDays(0));
    await receipt.getByRole("radio", { name: en("rightToWork.method.home-office-online") }).check();
    await receipt.getByRole("radio", { name: en("rightToWork.outcome.confirmed-time-limited") }).check();
    await receipt.getByLabel(en("rightToWork.receipt.followUpOn")).fill(isoDateInDays(20));
    await receipt.getByLabel(en("rightToWork.receipt.checkerName")).fill("Priya Shah");
    const engagerEmail = `priya.${Date.now()}@acme.test`;
    await receipt.getByLabel(en("rightToWork.receipt.checkerEmail")).fill(engagerEmail);
    await receipt.getByLabel(en("rightToWork.receipt.organisation")).fill("Acme Build");
    expect(await accessibilityViolations(engagerPage)).toEqual([]);
    await receipt.getByRole("button", { name: en("rightToWork.receipt.save") }).click();
    await expect(engagerPage.getByText(en("rightToWork.receipt.saved"))).toBeVisible();
    const [download] = await Promise.all([
      engagerPage.waitForEvent("download"),
      engagerPage.getByRole("button", { name: en("rightToWork.receipt.download") }).click(),
    ]);
    const pdf = readFileSync(String(await download.path()));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await engagerPage.screenshot({ path: "test-results/right-to-work-receipt-360.png", fullPage: true });

    // The worker sees the receipt on the record, in Polish.
    await page.goto(`${server.baseUrl}/right-to-work`);
    const receipts = page.getByRole("region", { name: pl("rightToWork.page.receipts") });
    await expect(receipts.getByText(pl("rightToWork.outcome.confirmed-time-limited"))).toBeVisible();
    await expect(receipts.getByText(/Acme Build/).first()).toBeVisible();
    await expect(
      receipts.getByText(pl("rightToWork.receipt.followUpLine", { date: isoDateInDays(20) })),
    ).toBeVisible();
    await context.close();
    await engager.close();

    // Eight days on: the code stops working in two days, the follow-up is twelve days away.
    await server.stop();
    server = await startProductionServer(dataDir, {
      SMTP_URL: smtp.smtpUrl,
      NODE_OPTIONS: `--import=${movedClock}`,
      E2E_CLOCK_SHIFT_DAYS: "8",
    });
    await new Promise((resolve) => setTimeout(resolve, firstJobRunMs));
    await expect
      .poll(async () => (await latestEmailTo(worker.email, inbox).catch(() => null))?.subject, {
        timeout: 20_000,
      })
      .toBeTruthy();
    const subjects = await subjectsTo(inbox, worker.email);
    expect(subjects).toContain(pl("rightToWork.email.codeExpiring.subject", { days: 2 }));
    expect(subjects).toContain(
      pl("rightToWork.email.followUpWorker.subject", { organisation: "Acme Build", date: isoDateInDays(20) }),
    );
    const toEngager = await latestEmailTo(engagerEmail, inbox);
    expect(toEngager.subject).toBe(
      en("rightToWork.email.followUpEngager.subject", { date: isoDateInDays(20), worker: "Marta Nowak" }),
    );
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Every subject the SMTP server got for `to`. */
async function subjectsTo(inbox: string, to: string): Promise<string[]> {
  const subjects: string[] = [];
  for (const file of readdirSync(inbox)) {
    const raw = readFileSync(path.join(inbox, file));
    if (!raw.toString("utf8", 0, 500).includes(`X-Envelope-To: ${to}`)) continue;
    subjects.push(String((await simpleParser(raw)).subject));
  }
  return subjects;
}
