import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { expiryAfterIssueMessage, fieldMessages, requiredMessage } from "../fields/fields.ts";
import { formatPenceIn } from "../jobs/job.ts";
import { skillsCardInputSchema } from "../skills-cards/skills-card.ts";
import type { Catalogue } from "./catalogue.ts";
import {
  formatCalendarDateIn,
  formatDateIn,
  formatMoneyIn,
  formatMonthIn,
  formatMonthShortIn,
  formatNumberIn,
} from "./formatting.ts";
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
import { formatMessage } from "./translate.ts";
import { loadCatalogue } from "./whole-catalogue.ts";

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
  // Intl keeps a date's or an amount's parts together with no-break spaces; read here as plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  it("writes a date as a reader of each language writes it, the month in words", () => {
    expect(formatDateIn("2026-12-09", "en")).toBe("9 Dec 2026");
    expect(plain(formatDateIn("2026-12-09", "pl"))).toBe("9 grudnia 2026");
    expect(plain(formatDateIn("2026-12-09", "ro"))).toBe("9 decembrie 2026");
    expect(plain(formatDateIn("2026-12-09", "lt"))).toBe("2026 m. gruodžio 9 d.");
    expect(plain(formatDateIn("2026-12-09", "bg"))).toBe("9 декември 2026 г.");
    expect(plain(formatCalendarDateIn({ year: 2026, month: 3, day: 12 }, "lt"))).toBe("2026 m. kovo 12 d.");
  });
  it("ends a sentence that ends with a date with one full stop, the date's own", () => {
    const expiresOn = (language: "lt" | "bg") =>
      plain(
        formatMessage(catalogues[language], language, "renewals.workflow.expiresOn", {
          date: formatDateIn("2027-01-15", language),
        }),
      );
    expect(expiresOn("bg")).toBe("Картата ти изтича на 15 януари 2027 г.");
    expect(expiresOn("lt")).toBe("Jūsų kortelė baigiasi 2027 m. sausio 15 d.");
  });
  it("writes a month with its year and a month alone in words", () => {
    expect(formatMonthIn("2026-12", "en")).toBe("Dec 2026");
    expect(plain(formatMonthIn("2026-12", "pl"))).toBe("grudzień 2026");
    expect(plain(formatMonthIn("2026-12-09", "ro"))).toBe("decembrie 2026");
    expect(plain(formatMonthIn("2026-12", "lt"))).toBe("2026 m. gruodis");
    expect(plain(formatMonthIn("2026-12", "bg"))).toBe("декември 2026 г.");
    // A chart's axis: short words where the language has them, never Intl's '12' for Lithuanian and Bulgarian.
    expect(formatMonthShortIn("2026-12", "en")).toBe("Dec");
    expect(formatMonthShortIn("2026-12", "pl")).toBe("gru");
    expect(formatMonthShortIn("2026-12", "ro")).toBe("dec.");
    expect(formatMonthShortIn("2026-12", "lt")).toBe("gruodis");
    expect(formatMonthShortIn("2027-01", "bg")).toBe("януари");
  });
  it("gives a span of months as a range, where a month on its own stays in the nominative", () => {
    // 'od grudzień 2026' would be wrong Polish ('od grudnia'); a range in brackets takes the month as it stands.
    const span = (language: Language) =>
      plain(
        formatMessage(catalogues[language], language, "renewals.timeline.textSpan", {
          first: formatMonthIn("2026-12", language),
          last: formatMonthIn("2027-11", language),
        }),
      );
    expect(span("pl")).toBe(
      "Ile kart i dokumentów traci ważność w każdym miesiącu (grudzień 2026 – listopad 2027).",
    );
    expect(span("lt")).toBe(
      "Kiek kortelių ir dokumentų baigiasi kiekvieną mėnesį (2026 m. gruodis – 2027 m. lapkritis).",
    );
    expect(span("bg")).toBe(
      "Колко карти и документи изтичат всеки месец, от декември 2026 г. до ноември 2027 г.",
    );
  });
  it("writes numbers in the language's way and pounds with the sign, never the code", () => {
    expect(formatNumberIn(1234.5, "en")).toBe("1,234.5");
    expect(plain(formatNumberIn(1234.5, "pl"))).toBe("1234,5");
    expect(plain(formatNumberIn(12345.5, "bg"))).toBe("12 345,5");
    expect(formatMoneyIn(4.99, "en")).toBe("£4.99");
    for (const language of ["pl", "ro", "lt", "bg"] as const) {
      expect(plain(formatMoneyIn(4.99, language))).toBe("4,99 £");
    }
    expect(plain(formatMoneyIn(1000, "ro"))).toBe("1.000,00 £");
    // Pence: English keeps the spec's '£5' and '£4.99'; the others write pounds their own way, whole without pence.
    expect(formatPenceIn(500, "en")).toBe("£5");
    expect(formatPenceIn(499, "en")).toBe("£4.99");
    expect(plain(formatPenceIn(499, "pl"))).toBe("4,99 £");
    expect(plain(formatPenceIn(500, "bg"))).toBe("5 £");
  });
  it("writes pounds in the catalogues' own words as the language does, the sign after the amount", () => {
    for (const language of ["pl", "ro", "lt", "bg"] as const) {
      const signFirst = Object.entries(catalogues[language]).filter(([, message]) => /£\s?\d/.test(message));
      expect(signFirst, language).toEqual([]);
    }
    expect(plain(formatMessage(catalogues.pl, "pl", "billing.server.donationTooSmall"))).toBe(
      "Najmniejsza darowizna to 1 £",
    );
    expect(plain(formatMessage(catalogues.lt, "lt", "billing.server.donationTooLarge"))).toBe(
      "Didžiausia auka internetu yra 1 000 £",
    );
  });
});
