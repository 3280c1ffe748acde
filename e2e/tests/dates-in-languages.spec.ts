import type { Page } from "@playwright/test";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { expect, test } from "../support/fixtures.ts";

test.setTimeout(90_000);

/** A date as a reader of the language writes it, from Intl's whole string: '2027 m. sausio 15 d.'. */
const dateIn = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** A month's name on its own, as the renewals chart writes it under a bar: 'sausis', 'януари'. */
const monthIn = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** A worker with a CSCS card, the account in `language`, on a 360 px phone. */
async function workerWithCardIn(page: Page, language: string, languageName: string, expiry: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, newWorker());
  const origin = { origin: String(process.env.E2E_BASE_URL) };
  const created = await page.request.post("/api/profile/skills-cards", {
    data: { card_type: "cscs-skilled-worker", registration_number: "CSCS-445566", expiry_date: expiry },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  // Chosen as a worker does, in the profile's language links: the app, this phone and the account follow it.
  await page.goto("/profile");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/account/language"));
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: languageName }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** The month names under the renewals chart's bars, once the chart has loaded. */
async function chartAxisLabels(page: Page): Promise<string[]> {
  const ticks = page.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(ticks.first()).toBeVisible();
  return (await ticks.allTextContents()).map((text) => text.trim());
}

for (const { language, languageName, dateForm, anyMonth } of [
  // '2027 m. sausio 15 d.': the year first, the month in the genitive, 'd.' after the day.
  {
    language: "lt",
    languageName: "Lietuvių",
    dateForm: /^\d{4} m\. [a-ząčęėįšųūž]+ \d{1,2} d\.$/u,
    anyMonth: /^[a-ząčęėįšųūž]+$/u,
  },
  // '15 януари 2027 г.'.
  {
    language: "bg",
    languageName: "Български",
    dateForm: /^\d{1,2} [а-я]+ \d{4} г\.$/u,
    anyMonth: /^[а-я]+$/u,
  },
] as const) {
  test(`in ${language} on a 360 px phone, a card's expiry and the renewals chart read as the language writes dates`, async ({
    page,
    browser,
  }) => {
    await setFeatureState(browser, "renewals", "enabled");
    const expiry = isoDateInDays(40);
    await workerWithCardIn(page, language, languageName, expiry);

    await page.goto("/skills-cards");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const shown = page.getByText(dateIn(language, expiry), { exact: true }).first();
    await expect(shown).toBeVisible();
    const text = (await shown.textContent())?.replace(/[\u00a0\u202f]/g, " ") ?? "";
    expect(text).toMatch(dateForm);
    // Not the numbers-only form the issue found: '9 12 2026'.
    expect(text).not.toMatch(/\b\d{1,2} \d{1,2} \d{4}\b/);

    await page.goto("/renewals");
    const labels = await chartAxisLabels(page);
    expect(labels.length).toBeGreaterThan(1);
    // Words of the language under the bars, never month numbers ('12 01 02').
    for (const label of labels) expect(label).toMatch(anyMonth);
    expect(labels[0]).toBe(monthIn(language, isoDateInDays(0)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
