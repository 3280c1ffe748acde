import type { Page } from "@playwright/test";
import { cardCategories, cardSchemes } from "@siteready/domain/skills-cards";
import { newWorker } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { expect, test } from "../support/fixtures.ts";

// A phone set to Polish: the app starts in the device's language.
test.use({ locale: "pl-PL", viewport: { width: 360, height: 740 } });

/**
 * The catalogue's English a reader could meet while adding a card: every card's description and every category
 * (issue 49: both came in English whatever the language). A card's name keeps the words printed on the card
 * ("CISRS Scaffolding Labourer"), so categories are looked for where categories are shown, after the acronym.
 */
async function englishFromTheCatalogue(page: Page): Promise<string[]> {
  const text = (await page.locator("body").textContent()) ?? "";
  const shownCategories = await page
    .getByRole("option")
    .locator(".text-muted")
    .evaluateAll((details) => details.map((detail) => (detail.textContent ?? "").split(" · ")[1]));
  return [
    ...cardSchemes
      .map((cardType) => cardType.description)
      .filter((description) => text.includes(description)),
    ...cardCategories.filter((category) => shownCategories.includes(category)),
  ];
}

test("a new worker in Polish adds a skills card on a 360 px phone and meets no English from the catalogue", async ({
  page,
}) => {
  const worker = newWorker();
  await page.goto("/");
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: worker,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signedUp.ok()).toBe(true);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Pulpit" })).toBeVisible();
  await page.getByRole("link", { name: "Dodaj pierwszą kartę" }).click();

  const cardType = page.getByRole("combobox", { name: "Rodzaj karty" });
  await cardType.click();
  // Before anything is typed: the first cards, each with its colour and category in Polish.
  const first = page.getByRole("option").first();
  await expect(first).toContainText("CSCS Labourer (zielona)");
  await expect(first).toContainText("CSCS · Karta na budowę");
  expect(await englishFromTheCatalogue(page)).toEqual([]);

  // A Polish word finds the card: the colour as the reader says it.
  await cardType.fill("niebieska");
  const skilled = page.getByRole("option", { name: /CSCS Skilled Worker \(niebieska\)/ });
  await expect(skilled).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Znaleziono/ })).toBeAttached();
  expect(await englishFromTheCatalogue(page)).toEqual([]);
  await skilled.click();

  await expect(cardType).toHaveValue("CSCS Skilled Worker (niebieska)");
  await expect(
    page.getByText("Dla fachowców z NVQ na poziomie 2 lub ukończonymi praktykami w swoim zawodzie."),
  ).toBeVisible();
  await expect(page.getByText("For skilled trades people holding a Level 2 NVQ")).toHaveCount(0);
  expect(await englishFromTheCatalogue(page)).toEqual([]);

  await page.getByLabel("Numer rejestracyjny").fill("CSCS-01234567-PL");
  await page.getByLabel("Data ważności").fill(isoDateInDays(400));
  await page.getByRole("button", { name: "Zapisz kartę" }).click();
  await expect(page.getByText(/^Karta zapisana\./)).toBeVisible();
  // The saved card is named as it was picked, its colour in Polish.
  await expect(
    page.getByRole("heading", { level: 2, name: "CSCS Skilled Worker (niebieska)" }),
  ).toBeVisible();
  expect(await englishFromTheCatalogue(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
