import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { newWorker } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { latestEmailTo, startSmtpInbox } from "../support/smtp-inbox.ts";

const worker = newWorker();

/** A date `days` from today as a date field takes it (yyyy-mm-dd). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function polishJourney(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(/\/pl\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Twoje karty i dokumenty, gotowe przy bramie budowy",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Załóż konto za darmo" }).first().click();
  await expect(page.getByRole("heading", { name: "Dane osobowe" })).toBeVisible();
  await page.getByLabel("Imię").fill(worker.firstName);
  await page.getByLabel("Nazwisko").fill(worker.lastName);
  await page.getByRole("button", { name: "Dalej" }).click();
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByText("Wpisz poprawny adres e-mail")).toBeVisible();
  await page.getByLabel("E-mail").fill(worker.email);
  await page.getByRole("button", { name: "Dalej" }).click();
  await page.getByLabel("Hasło", { exact: true }).fill(worker.password);
  await page.getByLabel("Powtórz hasło").fill(worker.password);
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByRole("heading", { name: "Potwierdzenie" })).toBeVisible();
  await page.getByLabel("Zgadzam się na warunki korzystania i politykę prywatności.").check();
  await page.getByRole("button", { name: "Załóż konto" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pulpit");
  await expect(page.getByText(`Cześć, ${worker.firstName}`)).toBeVisible();
  await page.getByRole("link", { name: "Dodaj pierwszą kartę" }).click();
  await page.getByRole("button", { name: "Zapisz kartę" }).click();
  await expect(page.getByText("Pole „Rodzaj karty” jest wymagane")).toBeVisible();
  await expect(page.getByText("Pole „Numer rejestracyjny” jest wymagane")).toBeVisible();
  await page.getByRole("combobox", { name: "Rodzaj karty" }).fill("cpcs");
  // The list narrows a moment after typing stops; the CPCS card is the one wanted.
  await page.getByRole("option", { name: /^CPCS/ }).first().click();
  await page.getByLabel("Numer rejestracyjny").fill("CP-0042917");
  await page.getByLabel("Data ważności").fill(daysFromToday(7));
  await page.getByRole("button", { name: "Zapisz kartę" }).click();
  await expect(page.getByText(/^Karta zapisana\./)).toBeVisible();

  // The choice is the account's: a fresh sign-in elsewhere reads Polish too, and so do its e-mails.
  const session = await page.request.get(`${baseUrl}/api/auth/get-session`);
  expect((await session.json()).user.language).toBe("pl");
}

test("a worker switches to Polish, registers, adds a card, is told what is missing and reminded in Polish", async ({
  page,
}) => {
  // A server of its own, so the reminder job's first run after a restart sees this worker's card: the suite's
  // server runs the job once at start and then hourly.
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-polish-"));
  const inbox = path.join(dataDir, "smtp-inbox");
  const smtp = await startSmtpInbox(inbox);
  const mail = { SMTP_URL: smtp.smtpUrl, MAIL_FROM: "SiteReady <no-reply@siteready.test>" };
  let server = await startProductionServer(dataDir, mail);
  try {
    await polishJourney(page, server.baseUrl);
    await server.stop();
    server = await startProductionServer(dataDir, mail);
    // The reminder job runs five seconds after the server starts.
    await expect
      .poll(async () => (await latestEmailTo(worker.email, inbox).catch(() => undefined))?.subject, {
        timeout: 30_000,
      })
      .toMatch(/wygasa za 7 dni/);
    const reminder = await latestEmailTo(worker.email, inbox);
    expect(reminder.subject).toMatch(/^Twoja karta CPCS .+ wygasa za 7 dni$/);
    expect(reminder.text).toContain(`Dzień dobry ${worker.firstName},`);
    expect(reminder.text).toContain(`${reminder.subject}, dnia `);
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a visitor who arrives on the Romanian landing page goes on in Romanian to register", async ({
  page,
}) => {
  await page.goto("/ro/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Your cards/);
  await page.getByRole("link", { name: "Înscrie-te gratuit" }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Creează-ți contul gratuit");
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
});

test("a Bulgarian page reads in Cyrillic on a 360 px phone, with nothing running off the side", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto("/bg/login");
  // hreflang alternates by absolute address, as search engines want them.
  expect(response?.headers().link).toContain(
    `<${new URL(page.url()).origin}/pl/login>; rel="alternate"; hreflang="pl"`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход");
  await expect(page.getByLabel("Имейл")).toBeVisible();
  await expect(page.getByRole("button", { name: "Влез", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await accessibilityViolations(page)).toEqual([]);
});
