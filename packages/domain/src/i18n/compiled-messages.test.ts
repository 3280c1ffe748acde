import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import type { Catalogue, MessageKey } from "./catalogue.ts";
import { languages } from "./languages.ts";
import { formatMessage, formatWith, isPlainMessage, type MessageValues, messageSource } from "./translate.ts";

/** A catalogue as the web build makes it (apps/web/scripts/compiled-messages.ts): plain text kept, the rest parsed. */
function compile(written: Record<string, string>, language: string): Catalogue {
  const locale = new Intl.Locale(language);
  return Object.fromEntries(
    Object.entries(written).map(([key, message]) => [
      key,
      isPlainMessage(message) ? message : parse(message, { locale }),
    ]),
  ) as Catalogue;
}

/** Stand-in values for every placeholder: a count of 2, a text that ends with its own full stop. */
function valuesFor(elements: MessageFormatElement[], values: MessageValues = {}): MessageValues {
  for (const element of elements) {
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = 0;
    else if (element.type === TYPE.argument) values[element.value] ??= "15 d.";
    else if (element.type === TYPE.select) values[element.value] ??= "other";
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    } else if (element.type === TYPE.tag) {
      values[element.value] = "tag";
      valuesFor(element.children, values);
    }
  }
  return values;
}

describe("compiled messages (the web build's catalogues, issue 49)", () => {
  it("every message reads the same compiled as written, in every language", () => {
    for (const language of languages) {
      const written = catalogues[language];
      const compiled = compile(written, language);
      for (const key of Object.keys(written) as MessageKey[]) {
        const message = written[key];
        if (message.includes("<")) continue; // tags are filled by the page (RichMessage), not formatMessage
        const values = valuesFor(parse(message));
        expect(formatMessage(compiled, language, key, values), `${language} ${key}`).toBe(
          formatMessage(written, language, key, values),
        );
      }
    }
  });

  it("takes for plain text only what the ICU parser reads as that very text", () => {
    for (const language of languages) {
      for (const message of Object.values(catalogues[language])) {
        if (!isPlainMessage(message)) continue;
        expect(parse(message)).toEqual(message === "" ? [] : [{ type: TYPE.literal, value: message }]);
      }
    }
    expect(isPlainMessage("Don't forget your card")).toBe(true);
    for (const syntax of ["Hello, {name}", "<b>bold</b>", "It''s", "'{quoted}'"])
      expect(isPlainMessage(syntax)).toBe(false);
  });

  it("keeps one full stop after a value ending with its own, in a compiled message too", () => {
    const compiled = { "renewals.due": parse("Due on {date}.") } as unknown as Catalogue;
    expect(
      formatMessage(compiled, "lt", "renewals.due" as MessageKey, { date: "2027 m. sausio 15 d." }),
    ).toBe("Due on 2027 m. sausio 15 d.");
    expect(formatMessage(compiled, "en", "renewals.due" as MessageKey, { date: "15 January 2027" })).toBe(
      "Due on 15 January 2027.",
    );
  });

  it("fills a compiled message's tags with the page's parts", () => {
    const parts = formatWith<{ link: unknown[] }>(parse("I agree to the <terms>terms</terms>."), "en", {
      terms: (chunks) => ({ link: chunks }),
    });
    expect(parts).toEqual(["I agree to the ", { link: ["terms"] }, "."]);
  });

  it("gives back the text a compiled message was written with, for matching English text", () => {
    expect(messageSource(parse("{field} is required"))).toBe("{field} is required");
    expect(messageSource("Log in")).toBe("Log in");
    expect(messageSource(parse("{count, plural, one {# card} other {# cards}}"))).toBeUndefined();
  });
});
