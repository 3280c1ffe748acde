import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { glossary, holdsStem } from "./glossary.ts";

const translatedLanguages = ["pl", "ro", "lt", "bg"] as const;
const english = catalogues.en;

describe("the catalogues keep to the glossary (issue 49)", () => {
  for (const language of translatedLanguages) {
    it(`${language}: every message using a glossary term says it with the glossary's word, never a word to avoid`, () => {
      const strays = glossary.flatMap(({ term, english: pattern, renderings }) => {
        const { stems, avoid = [] } = renderings[language];
        return Object.entries(english).flatMap(([key, message]) => {
          // A placeholder ("{site}") is a name filled in, not the term.
          if (!pattern.test(message.replace(/\{[^{}]*\}/g, ""))) return [];
          const translated = catalogues[language][key as keyof typeof english];
          const wrong = avoid.filter(({ word }) => holdsStem(translated, word)).map(({ word }) => word);
          const missing = stems.some((stem) => holdsStem(translated, stem))
            ? []
            : [`none of ${stems.join("/")}`];
          return [...missing, ...wrong.map((word) => `avoid "${word}"`)].map(
            (problem) => `${key} [${term}: ${problem}]: ${translated}`,
          );
        });
      });
      expect(strays).toEqual([]);
    });

    it(`${language}: no message anywhere uses a word with no right use in the app`, () => {
      // "amintiri" (memories) or "okres wypowiedzenia" (a job's notice) are wrong even where the English says
      // "remind" or "before" rather than the glossary's term.
      const forbidden = glossary.flatMap(({ renderings }) =>
        (renderings[language].avoid ?? []).filter(({ everywhere }) => everywhere),
      );
      const found = Object.entries(catalogues[language]).flatMap(([key, message]) =>
        forbidden
          .filter(({ word }) => holdsStem(message, word))
          .map(({ word }) => `${key} [${word}]: ${message}`),
      );
      expect(found).toEqual([]);
    });
  }

  it("matches a stem at a word's start, and an acronym whole and as written", () => {
    expect(holdsStem("Przypomnimy Ci o tym", "przypomn")).toBe(true);
    expect(holdsStem("Nieprzypomniane", "przypomn")).toBe(false);
    expect(holdsStem("numer NI i UTR", "NI")).toBe(true);
    expect(holdsStem("nie ma numeru", "NI")).toBe(false);
    expect(holdsStem("SiteReady po ranka", "ranka")).toBe(true);
    expect(holdsStem("įveskite rankiniu būdu", "ranka")).toBe(false);
  });
});

describe("docs/glossary.md", () => {
  it("lists every glossary term with each language's agreed words and the words to avoid", () => {
    const doc = readFileSync(new URL("../../../../docs/glossary.md", import.meta.url), "utf8");
    const missing = glossary.flatMap(({ term, renderings }) => [
      ...(doc.includes(term) ? [] : [term]),
      ...translatedLanguages.flatMap((language) => {
        const { use, avoid = [] } = renderings[language];
        return [use, ...avoid.map(({ word }) => word)]
          .filter((words) => !doc.includes(words))
          .map((words) => `${term} (${language}): ${words}`);
      }),
    ]);
    expect(missing).toEqual([]);
  });
});
