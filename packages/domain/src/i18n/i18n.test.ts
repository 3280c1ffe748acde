import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { defaultFeatureCatalogue } from "../features/features.ts";
import { expiryAfterIssueMessage, fieldMessages, requiredMessage } from "../fields/fields.ts";
import { formatPenceIn } from "../jobs/job.ts";
import { skillsCardInputSchema } from "../skills-cards/skills-card.ts";
import { type Catalogue, loadCatalogue } from "./catalogue.ts";
import { formatDateIn, formatMoneyIn, formatNumberIn } from "./formatting.ts";
import type { Language } from "./languages.ts";
import {
  languageCookie,
  languageInCookies,
  languageOfPath,
  languagesFromAcceptLanguage,
  pathInLanguage,
  resolveLanguage,
} from "./languages.ts";
import { decodeMessageRef, wordMessage } from "./message-ref.ts";
import { formatMessage, translateMessage } from "./translate.ts";

describe("choosing the language", () => {
  it("reads the chosen language from a cookie header among others, and writes the cookie it reads", () => {
    expect(languageInCookies("theme=dark; siteready_language=pl; other=1")).toBe("pl");
    expect(languageInCookies("not_siteready_language=bg")).toBeUndefined();
    expect(languageInCookies(undefined)).toBeUndefined();
    expect(languageCookie("ro")).toBe("siteready_language=ro; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageInCookies(languageCookie("lt").split(";")[0])).toBe("lt");
  });

  it("reads Accept-Language by weight and ignores regions and unknown languages", () => {
    expect(languagesFromAcceptLanguage("en-GB;q=0.4,pl-PL;q=0.9,de;q=0.95")).toEqual(["pl", "en"]);
    expect(languagesFromAcceptLanguage("ro, bg;q=0")).toEqual(["ro"]);
    expect(languagesFromAcceptLanguage(["lt-LT", "en-US"])).toEqual(["lt", "en"]);
    expect(languagesFromAcceptLanguage(undefined)).toEqual([]);
  });
  it("takes the worker's choice first, then the browser's, then English", () => {
    expect(resolveLanguage({ chosen: [null, "bg"], acceptLanguage: "pl" })).toBe("bg");
    expect(resolveLanguage({ chosen: ["xx"], acceptLanguage: "de, pl;q=0.8" })).toBe("pl");
    expect(resolveLanguage({ acceptLanguage: "fr-FR" })).toBe("en");
  });
  it("puts public pages under the language's prefix", () => {
    expect(languageOfPath("/pl/login")).toBe("pl");
    expect(languageOfPath("/login")).toBeUndefined();
    expect(pathInLanguage("/login", "pl")).toBe("/pl/login");
    expect(pathInLanguage("/", "bg")).toBe("/bg/");
    expect(pathInLanguage("/ro/login", "en")).toBe("/login");
    expect(pathInLanguage("/ro/", "lt")).toBe("/lt/");
  });
});

describe("messages", () => {
  it("fills placeholders and plurals in the language's own rules", () => {
    const { pl, bg } = catalogues;
    expect(formatMessage(pl, "pl", "dashboard.helloName", { name: "Łukasz" })).toBe("Cześć, Łukasz");
    const expires = (days: number) =>
      formatMessage(pl, "pl", "email.reminder.expires", { card: "CSCS", days });
    expect(expires(2)).toBe("Twoja karta CSCS wygasa za 2 dni");
    expect(expires(22)).toBe("Twoja karta CSCS wygasa za 22 dni");
    expect(formatMessage(bg, "bg", "email.reminder.expired", { card: "CPCS", days: 3 })).toBe(
      "Картата ти CPCS изтече преди 3 дни",
    );
  });
  it("words the shared schemas' messages by key, labels included (issue 49)", () => {
    const { pl, bg } = catalogues;
    const say = (message: string, catalogue: Catalogue, language: Language) => {
      const ref = decodeMessageRef(message);
      return ref ? wordMessage(ref, catalogue, language) : `not a reference: ${message}`;
    };
    expect(say(requiredMessage("field.cardType"), pl, "pl")).toBe("Pole „Rodzaj karty” jest wymagane");
    expect(say(fieldMessages.email, bg, "bg")).toBe("Въведи валиден имейл адрес");
    expect(say(expiryAfterIssueMessage, pl, "pl")).toBe("Data ważności musi być późniejsza niż data wydania");
    expect(say(fieldMessages.email, catalogues.en, "en")).toBe("Please enter a valid email address");
  });
  it("names a locked feature so the sentence agrees whatever its title (Polish 'Centra … jest gotowe' did not)", () => {
    const { donateMessage } = defaultFeatureCatalogue.testCenters;
    expect(translateMessage(donateMessage, catalogues.pl, "pl")).toMatch(
      /^Funkcja „Centra egzaminacyjne” jest gotowa\. Jest wyłączona/,
    );
    expect(translateMessage(donateMessage, catalogues.bg, "bg")).toMatch(/^Функцията „.+“ е готова\./);
  });
  it("leaves English alone that only a message of a word or two would fit", () => {
    // 'New {label}' is the app's own heading, shown with t(); as a pattern it would give 'Nowy gadget'.
    expect(translateMessage("New gadget", catalogues.pl, "pl")).toBe("New gadget");
    expect(translateMessage("£180 a day", catalogues.pl, "pl")).toBe("£180 dziennie");
  });
  it("has every message the skills card form can show, by key", () => {
    const result = skillsCardInputSchema.safeParse({
      card_type: "",
      registration_number: "x".repeat(51),
      issue_date: "2026-02-01",
      expiry_date: "2026-01-01",
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const ref = decodeMessageRef(message);
      expect(ref && wordMessage(ref, catalogues.ro, "ro")).toMatch(/\p{L}/u);
    }
  });
  it("loads one catalogue at a time", async () => {
    expect(await loadCatalogue("lt")).toBe(catalogues.lt);
    expect(await loadCatalogue("en")).toBe(catalogues.en);
  });
});

describe("formatting for a language", () => {
  it("writes dates day-month-year in every language", () => {
    expect(formatDateIn("2026-03-12", "en")).toBe("12 Mar 2026");
    for (const language of ["pl", "ro", "lt", "bg"] as const) {
      expect(formatDateIn("2026-03-12", language)).toMatch(/^12 \S+ 2026$/);
    }
    expect(formatDateIn("2026-03-12", "pl")).toBe("12 mar 2026");
  });
  it("writes numbers in the language's way and money in pounds", () => {
    expect(formatNumberIn(1234.5, "en")).toBe("1,234.5");
    expect(formatNumberIn(1234.5, "pl")).toMatch(/^1\s?234,5$/);
    expect(formatMoneyIn(12.5, "en")).toBe("£12.50");
    expect(formatMoneyIn(12.5, "bg")).toMatch(/12,50/);
    expect(formatMoneyIn(12.5, "bg")).toMatch(/GBP|£/);
    // Pence: English keeps the spec's '£5' and '£4.99'; the others write pounds their own way.
    expect(formatPenceIn(500, "en")).toBe("£5");
    expect(formatPenceIn(499, "en")).toBe("£4.99");
    expect(formatPenceIn(499, "pl")).toBe(formatMoneyIn(4.99, "pl"));
  });
});
