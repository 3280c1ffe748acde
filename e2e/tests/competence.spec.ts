import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogues } from "@siteready/domain/catalogues";
import { maskedEmail } from "@siteready/domain/competence";
import { type MessageKey, type MessageValues, messageRef, wordMessage } from "@siteready/domain/i18n";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { latestEmailTo, startSmtpInbox } from "../support/smtp-inbox.ts";

const phone = { width: 360, height: 740 };
const desk = { width: 1280, height: 900 };
/** A text as an English reader sees it, by its key (dates worded as English writes them). */
const en = (key: MessageKey, values?: MessageValues): string =>
  wordMessage(messageRef(key, values), catalogues.en, "en");

test("a worker adds a toolbox talk; a supervisor confirms it from the real e-mail, once; the CV shows it confirmed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-competence-"));
  const inbox = path.join(dataDir, "smtp-inbox");
  const mistyped = `sam.lee.${Date.now()}@nothern.test`;
  const supervisorEmail = `sam.lee.${Date.now()}@northern.test`;
  // The mail server refuses the mistyped address, as a real one does for a mailbox that does not exist.
  const smtp = await startSmtpInbox(inbox, { refuses: [mistyped] });
  const server = await startProductionServer(dataDir, { SMTP_URL: smtp.smtpUrl });
  try {
    await setFeatureState(browser, "cvOptimizer", "enabled", server.baseUrl);
    await setFeatureState(browser, "sharingCenter", "enabled", server.baseUrl);
    const worker = { ...newWorker(), firstName: "Marta", lastName: "Nowak" };
    const context = await browser.newContext({ viewport: phone, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signUp(page, worker, server.baseUrl);

    // From the projects history to the competence record.
    await page.goto(`${server.baseUrl}/projects`);
    await page.getByRole("link", { name: new RegExp(en("competence.page.link")) }).click();
    await expect(page.getByRole("heading", { level: 1, name: en("competence.page.title") })).toBeVisible();
    await page.getByRole("button", { name: en("competence.form.addFirst") }).click();
    await page.getByLabel(en("competence.field.kind")).selectOption("toolbox_talk");
    await page.getByLabel(en("competence.field.title")).fill("Working at height");
    await page.getByLabel(/Given by/).fill("Northern Groundworks");
    await page.getByLabel(en("competence.field.date")).fill(isoDateInDays(-2));
    // Hours come in quarter hours: 0.3 is refused in words before anything is sent.
    await page.getByLabel(en("competence.field.hours")).fill("0.3");
    await page.getByRole("button", { name: en("competence.form.submit") }).click();
    await expect(page.getByText(en("competence.validation.hours", { min: 0.25, max: 1000 }))).toBeVisible();
    await page.getByLabel(en("competence.field.hours")).fill("0.5");
    await page.getByRole("button", { name: en("competence.form.submit") }).click();
    const talk = page.getByRole("article", { name: "Working at height" });
    await expect(talk.getByText(en("competence.confirmation.unconfirmed"))).toBeVisible();

    // Asked at a mistyped address: the mail server refuses it, and the worker reads so, with a way to send again.
    await talk.getByRole("button", { name: en("competence.ask.open") }).click();
    await talk.getByLabel(en("competence.field.supervisorName")).fill("Sam Lee");
    await talk.getByLabel(en("competence.field.supervisorEmail")).fill(mistyped);
    await talk.getByRole("button", { name: en("competence.ask.submit") }).click();
    await expect(talk.getByText(en("competence.confirmation.bounced", { email: mistyped }))).toBeVisible();
    await talk.getByRole("button", { name: en("competence.ask.again") }).click();
    await talk.getByLabel(en("competence.field.supervisorEmail")).fill(supervisorEmail);
    await talk.getByRole("button", { name: en("competence.ask.submit") }).click();
    await expect(
      talk.getByText(new RegExp(`Waiting for Sam Lee \\(${supervisorEmail.replace(/\./g, "\\.")}\\)`)),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await pastTheRightEdge(page)).toEqual([]);
    await page.screenshot({ path: "test-results/competence-record-360.png", fullPage: true });
    await page.setViewportSize(desk);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/competence-record-1280.png", fullPage: true });
    await page.setViewportSize(phone);

    // The supervisor's e-mail, as the real SMTP server got it, and its link.
    const email = await latestEmailTo(supervisorEmail, inbox);
    expect(email.subject).toBe("Marta Nowak asks you to confirm a toolbox talk");
    const link = /https?:\/\/\S+\/confirm#[A-Za-z0-9_-]+/.exec(email.text ?? "")?.[0];
    expect(link).toBeTruthy();

    // The supervisor, on a phone, with no account.
    const supervisor = await browser.newContext({ viewport: phone });
    const supervisorPage = await supervisor.newPage();
    await supervisorPage.goto(String(link));
    await expect(
      supervisorPage.getByRole("heading", { level: 1, name: en("competence.supervisor.title") }),
    ).toBeVisible();
    await expect(
      supervisorPage.getByText(en("competence.supervisor.intro", { worker: "Marta Nowak" })),
    ).toBeVisible();
    await expect(supervisorPage.getByText("Working at height")).toBeVisible();
    expect(await accessibilityViolations(supervisorPage)).toEqual([]);
    expect(await pastTheRightEdge(supervisorPage)).toEqual([]);
    await supervisorPage.screenshot({ path: "test-results/competence-confirm-360.png", fullPage: true });
    await supervisorPage.setViewportSize(desk);
    await supervisorPage.screenshot({ path: "test-results/competence-confirm-1280.png", fullPage: true });
    await supervisorPage.setViewportSize(phone);
    await supervisorPage.getByLabel(en("competence.field.yourName")).fill("Sam Lee");
    await supervisorPage.getByRole("radio", { name: en("competence.supervisor.confirm") }).check();
    await supervisorPage.getByRole("button", { name: en("competence.supervisor.send") }).click();
    await expect(supervisorPage.getByText(en("competence.supervisor.confirmed"))).toBeVisible();
    // The worker is told by e-mail.
    await expect
      .poll(async () => (await latestEmailTo(worker.email, inbox).catch(() => null))?.subject, {
        timeout: 15_000,
      })
      .toBe(en("competence.email.answeredSubject", { name: "Sam Lee", kind: "toolbox talk" }));

    // The same link opened again says it was used, in words.
    const again = await supervisor.newPage();
    await again.goto(String(link));
    await expect(again.getByRole("alert")).toHaveText(en("competence.link.used"));
    await again.screenshot({ path: "test-results/competence-link-used-360.png", fullPage: true });
    await supervisor.close();

    // The worker sees who confirmed it; the CV says so in words.
    const confirmedBy = en("competence.confirmation.confirmedBy", {
      name: "Sam Lee",
      email: maskedEmail(supervisorEmail),
      date: isoDateInDays(0),
    });
    await page.reload();
    await expect(
      page.getByRole("article", { name: "Working at height" }).getByText(confirmedBy),
    ).toBeVisible();
    await page.goto(`${server.baseUrl}/cv-optimizer`);
    const preview = page.getByRole("article", { name: "Your CV" });
    await expect(preview.getByText(en("competence.page.title"))).toBeVisible();
    await expect(preview.getByText("Working at height")).toBeVisible();
    await expect(preview.getByText(confirmedBy)).toBeVisible();
    await page.screenshot({ path: "test-results/competence-cv-360.png", fullPage: true });

    // A share of the record: the employer's page lists the entry with who confirmed it.
    await page.goto(`${server.baseUrl}/sharing-center`);
    await page.getByRole("button", { name: "Share your first records" }).click();
    await page.getByLabel("Who is it for?").fill("Acme Build");
    await page.getByRole("checkbox", { name: new RegExp(en("competence.page.title")) }).check();
    await page.getByRole("button", { name: "Create share link" }).click();
    const shareLink = await page.getByLabel("Share link").inputValue();
    const employer = await browser.newContext({ viewport: phone });
    const employerPage = await employer.newPage();
    await employerPage.goto(shareLink);
    const records = employerPage.getByRole("list", { name: "Shared records" });
    await expect(
      records.getByText(
        en("competence.shared.entry", {
          title: "Working at height",
          kind: en("competence.kind.toolbox_talk"),
          date: isoDateInDays(-2),
          hours: en("competence.hours", { hours: 0.5 }),
          confirmation: confirmedBy,
        }),
      ),
    ).toBeVisible();
    expect(await accessibilityViolations(employerPage)).toEqual([]);
    await employerPage.screenshot({ path: "test-results/competence-share-360.png", fullPage: true });
    await employer.close();
    await context.close();
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
