import { newWorker } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test("a worker switches to Polish, registers, and adds a card, told what is missing in Polish", async ({
  page,
}) => {
  const worker = newWorker();
  await page.goto("/");
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
  await page.getByRole("option").first().click();
  await page.getByLabel("Numer rejestracyjny").fill("CP-0042917");
  await page.getByLabel("Data ważności").fill("2030-01-31");
  await page.getByRole("button", { name: "Zapisz kartę" }).click();
  await expect(page.getByText(/^Karta zapisana\./)).toBeVisible();

  // The choice is the account's: a fresh sign-in elsewhere reads Polish too.
  const session = await page.request.get("/api/auth/get-session");
  expect((await session.json()).user.language).toBe("pl");
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
  await page.goto("/bg/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход");
  await expect(page.getByLabel("Имейл")).toBeVisible();
  await expect(page.getByRole("button", { name: "Влез", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute("href", "/pl/login");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await accessibilityViolations(page)).toEqual([]);
});
