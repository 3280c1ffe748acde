import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import type { Language } from "./languages.ts";

/**
 * Forms that give the reader a gender (issue 49: workers were addressed as men). Each pattern marks the
 * reader's (or the signed-in user's own) gender and nothing else, so a third person ("никой не би свързал")
 * or a thing ("klucz jest zarejestrowany") does not trip it. Rephrase a hit impersonally or without gender:
 * pl "Nie pamiętasz hasła?", bg "Съгласявам се", ro "Ești în cont", lt "Prisijungta kaip…".
 */
const letter = "\\p{L}";
const word = (body: string) => new RegExp(`(?<!${letter})(?:${body})(?!${letter})`, "iu");

const genderedAddress: Record<Exclude<Language, "en">, Array<{ pattern: RegExp; marks: string }>> = {
  pl: [
    { pattern: word(`${letter}+(?:łeś|łaś)`), marks: "2nd person past: zapomniałeś, zostałaś" },
    { pattern: word(`${letter}+(?:łbyś|łabyś)`), marks: "2nd person conditional: chciałbyś" },
    // "żebyś mógł", "jak byś z niej korzystał": a past form up to two words after "byś".
    { pattern: word(`${letter}*byś(?:\\s+${letter}+){0,2}?\\s+${letter}+(?:ł|ła)`), marks: "żebyś mógł" },
    { pattern: word("sam(?:ym|ą)\\s+sobą"), marks: "z samym sobą" },
    { pattern: word("powinieneś|powinnaś"), marks: "powinieneś" },
    {
      pattern: word("jesteś\\s+(?:pewien|pewn[ya]|zalogowan[ya]|gotow[ya]|zapisan[ya]|zarejestrowan[ya])"),
      marks: "jesteś pewien, jesteś zalogowany",
    },
    { pattern: word("zalogowan[ya]\\s+jako"), marks: "zalogowany jako" },
    // "skopiuj go sam", "napisz to sam", "dopóki sam nie wybierzesz"; not "sam cudzysłów", "sam się aktualizuje".
    { pattern: word(`(?:go|to|je|ją)\\s+sam[a]?`), marks: "skopiuj go sam" },
    { pattern: word(`sam[a]?\\s+(?:nie\\s+)?${letter}+(?:esz|isz|ysz)`), marks: "sam nie wybierzesz" },
    {
      pattern: word(`${letter}*(?:czytał|poznał|zgodził|zrozumiał|był)(?:em|am)`),
      marks: "1st person: przeczytałem",
    },
  ],
  bg: [
    { pattern: word("съгласен|съгласна|сигурен|сигурна"), marks: "Съгласен съм, сигурен ли си" },
    // A past participle beside "си"/"сте"/"съм": "си работил", "Влязъл си", "съм прочел", "да си навършил".
    {
      pattern: word(
        `(?:си|сте|съм)\\s+(?:(?:го|я|ги|му|ѝ|им|се|не)\\s+)?${letter}+(?:ъл|ал|ял|ил|ел|ла)|${letter}+(?<!сигн)(?:ъл|ял|ил|ел|ал)\\s+(?:си|съм)`,
      ),
      marks: "си работил, влязъл си",
    },
    { pattern: word("(?:нов|нова)\\s+си|си\\s+(?:нов|нова)"), marks: "Нов си тук?" },
    // "го копирай сам", "освен ако сам не избереш"; not "се обновява сам" (the calendar).
    {
      pattern: word(`(?:го|я|ги)\\s+${letter}+\\s+сам[а]?|сам[а]?\\s+(?:не\\s+)?${letter}+(?:еш|иш|аш)`),
      marks: "го копирай сам",
    },
  ],
  ro: [
    {
      pattern: word(
        "(?:ești|sunteți|fii|fiți)\\s+(?:sigur|sigură|conectat|conectată|nou|nouă|plătit|plătită|trimis|trimisă|întors|întoarsă|contactat|contactată|autentificat|autentificată|înregistrat|înregistrată|pregătit|pregătită)",
      ),
      marks: "ești conectat, ești nou, să fii plătit",
    },
    { pattern: word("însuți|însăți"), marks: "cu tine însuți" },
  ],
  lt: [
    // A past active participle agreeing with "jūs": "esate prisijungę", "esate išsaugoję".
    {
      pattern: word(`(?:esate|buvote|būsite|būtumėte)\\s+(?:ne|jau\\s+)?${letter}+(?:ę|ęs|usi|usios)`),
      marks: "esate prisijungę",
    },
    { pattern: word("pasiruošę|pasiruošęs|pasiruošusi"), marks: "Pasiruošę" },
    { pattern: word(`užuot\\s+${letter}+(?:ę|ęs|usi)`), marks: "užuot rašę" },
    { pattern: word(`būkite\\s+${letter}+(?:ūs|i|ios|os)`), marks: "būkite atsargūs" },
    // "nukopijuokite patys", "kol patys nepasirinksite"; not "jie atsiras patys" (the cards).
    {
      pattern: word(`${letter}+kite\\s+patys|patys\\s+(?:ne)?${letter}+(?:site|te)`),
      marks: "parašykite patys",
    },
  ],
};

describe("the reader is addressed without a gender (issue 49)", () => {
  for (const [language, patterns] of Object.entries(genderedAddress) as Array<
    [keyof typeof genderedAddress, (typeof genderedAddress)["pl"]]
  >) {
    it(`${language}: no message marks the reader as a man or a woman`, () => {
      const gendered = Object.entries(catalogues[language]).flatMap(([key, message]) =>
        patterns
          .filter(({ pattern }) => pattern.test(message))
          .map(({ marks }) => `${key} (${marks}): ${message}`),
      );
      expect(gendered).toEqual([]);
    });
  }

  it("the patterns catch the forms they name and leave alike words alone", () => {
    const hits = (language: keyof typeof genderedAddress, text: string) =>
      genderedAddress[language].some(({ pattern }) => pattern.test(text));
    expect(hits("pl", "Zapomniałeś hasła?")).toBe(true);
    expect(hits("pl", "Jesteś zalogowany jako ala@example.com.")).toBe(true);
    expect(hits("pl", "Zaznacz link i skopiuj go sam.")).toBe(true);
    expect(hits("pl", "Napisz, jak byś z niej korzystał.")).toBe(true);
    expect(hits("pl", "Nie pamiętasz hasła?")).toBe(false);
    expect(hits("pl", "Ten klucz nie jest już zarejestrowany. Kalendarz sam się aktualizuje.")).toBe(false);
    expect(hits("bg", "Съгласен съм с условията")).toBe(true);
    expect(hits("bg", "Обектите, на които си работил")).toBe(true);
    expect(hits("bg", "Блокирал си този човек.")).toBe(true);
    expect(hits("bg", "Тръгват веднага щом имаш сигнал си. Влез в профила си, въведи имейла си.")).toBe(
      false,
    );
    expect(hits("bg", "Съгласявам се с условията. Смени паролата си веднага, когато имаш сигнал.")).toBe(
      false,
    );
    expect(hits("bg", "Избери думи, които никой не би свързал с теб.")).toBe(false);
    expect(hits("ro", "Ești conectat ca ana@example.com")).toBe(true);
    expect(hits("ro", "Ești în cont cu ana@example.com. Sigur vrei să ieși?")).toBe(false);
    expect(hits("lt", "Esate prisijungę kaip ona@example.com")).toBe(true);
    expect(hits("lt", "Prisijungta kaip ona@example.com. Prisijungę įrenginiai.")).toBe(false);
  });
});
