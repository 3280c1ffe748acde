import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { englishByArea } from "../i18n/areas.ts";
import { messageAreaOf } from "../i18n/catalogue.ts";
import { languages } from "../i18n/languages.ts";
import { catalogues } from "./index.ts";

/** The placeholders, plural arguments and tags a message uses, so a translation can be held to the English. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      found.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

const english = catalogues.en;

describe("the catalogues", () => {
  for (const language of languages.filter((candidate) => candidate !== "en")) {
    const catalogue = catalogues[language];
    it(`${language} has every English key and no other`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });
    it(`${language} messages parse as ICU and use the English placeholders`, () => {
      for (const [key, message] of Object.entries(english)) {
        const translated = catalogue[key as keyof typeof english];
        const expected = [...argumentsOf(parse(message))].sort();
        let actual: string[];
        try {
          actual = [...argumentsOf(parse(translated))].sort();
        } catch (error) {
          throw new Error(`${language} ${key} is not valid ICU: ${String(error)}`);
        }
        expect(actual, `${language} ${key}`).toEqual(expected);
      }
    });
    it(`${language} messages are not left in English`, () => {
      // Names and examples that stay as they are may match; whole sentences may not.
      const untranslated = Object.entries(english).filter(
        ([key, message]) => message.length > 25 && catalogue[key as keyof typeof english] === message,
      );
      expect(untranslated).toEqual([]);
    });
  }
  it("English parses as ICU", () => {
    for (const message of Object.values(english)) expect(() => parse(message)).not.toThrow();
  });
  it("English calls the accommodation feature only by the spec's two names, Diggs and Accommodation", () => {
    // Issue 47: "Places to stay" and "digs" made a third and a fourth name for it.
    const otherNames = Object.entries(english).filter(([, message]) =>
      /places? to stay|\bdigs\b/i.test(message),
    );
    expect(otherNames).toEqual([]);
  });
});

describe("a key's area", () => {
  it("is found from the key's first word for every key of every area", () => {
    const strays = Object.entries(englishByArea).flatMap(([area, messages]) =>
      Object.keys(messages)
        .filter((key) => messageAreaOf(key) !== area)
        .map((key) => `${key} (in ${area}, found ${messageAreaOf(key) ?? "nowhere"})`),
    );
    expect(strays).toEqual([]);
  });
});
