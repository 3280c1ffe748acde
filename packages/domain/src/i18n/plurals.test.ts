import {
  type MessageFormatElement,
  type PluralElement,
  parse,
  TYPE,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import type { MessageKey } from "./catalogue.ts";
import { type Language, languages } from "./languages.ts";
import { formatMessage, type MessageValues } from "./translate.ts";

/** The counts every plural is tried with: each language's categories for whole numbers all turn up among them. */
const counts = [0, 1, 2, 5, 12, 21, 22, 25, 101];
const english = catalogues.en;

/** Every plural in a message, however deep (a plural inside a select or a tag). */
function pluralsOf(elements: MessageFormatElement[], found: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      pluralsOf(element.children, found);
    }
  }
  return found;
}

/** The names of every placeholder of a message, so it can be rendered with stand-in values. */
function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      found.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      placeholdersOf(element.children, found);
    }
  }
  return found;
}

/** The messages that count something: a language chooses its words by a number there. */
const countedMessages = (Object.keys(english) as MessageKey[])
  .map((key) => ({
    key,
    counted: [
      ...new Set(
        languages.flatMap((language) =>
          pluralsOf(parse(catalogues[language][key])).map((plural) => plural.value),
        ),
      ),
    ],
  }))
  .filter(({ counted }) => counted.length > 0);

/** A plural's text for one branch, the '#' written as it is, for reading the words around the number. */
function branchText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.pound) return "#";
      return `{${"value" in element ? element.value : ""}}`;
    })
    .join("");
}

describe("plural forms for every count", () => {
  it("English words every count with a noun as a plural, never '{days} days'", () => {
    // A number placed straight before a word that is counted: the word must follow the number's plural form.
    const counting =
      /\{\s*(count|days|hours|minutes|months|years|total|max|min|miles|nights|beds|expected)\s*\}\s+(\p{L}+)/u;
    // Units and words that do not change with the number.
    const invariable = new Set(["to", "and", "of", "in", "min", "h", "ms", "mm", "mph", "unread", "more"]);
    const bare = Object.entries(english).filter(([, message]) => {
      const match = counting.exec(message);
      return match !== null && !invariable.has(match[2] ?? "");
    });
    expect(bare.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });

  it("finds the messages that count", () => {
    expect(countedMessages.length).toBeGreaterThan(75);
  });

  for (const language of languages) {
    const catalogue = catalogues[language];
    const rules = new Intl.PluralRules(language);
    it(`${language} words every count with the plural forms of the language (0, 1, 2, 5, 12, 21, 22, 25, 101)`, () => {
      const problems: string[] = [];
      for (const { key, counted } of countedMessages) {
        const elements = parse(catalogue[key]);
        const plurals = pluralsOf(elements);
        for (const name of counted) {
          const own = plurals.filter((plural) => plural.value === name);
          if (own.length === 0) problems.push(`${key}: {${name}} is not a plural`);
          for (const plural of own) {
            for (const count of counts) {
              const category = rules.select(count);
              if (!(`=${count}` in plural.options) && !(category in plural.options)) {
                problems.push(`${key}: {${name}} has no '${category}' form (${count})`);
              }
            }
          }
        }
        // Every count renders: the message is valid for the language whatever the number.
        const values: MessageValues = {};
        for (const name of placeholdersOf(elements)) values[name] = "X";
        for (const count of counts) {
          for (const name of counted) values[name] = count;
          expect(() => formatMessage(catalogue, language, key, values), `${key} ${count}`).not.toThrow();
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it("ro puts 'de' between a number from 20 up and its noun, and none below", () => {
    const problems: string[] = [];
    for (const { key } of countedMessages) {
      for (const plural of pluralsOf(parse(catalogues.ro[key]))) {
        const few = plural.options.few ? branchText(plural.options.few.value) : "";
        const other = plural.options.other ? branchText(plural.options.other.value) : "";
        // Where 2–19 read '# zile', 20 and more read '# de zile'.
        if (/#\s+(?!de\b)\p{L}/u.test(few) && !/#\s+de\s+\p{L}/u.test(other)) {
          problems.push(`${key}: other '${other}'`);
        }
        if (/#\s+de\s/u.test(few)) problems.push(`${key}: few '${few}'`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("counted words as a native reader writes them", () => {
  const say = (language: Language, key: MessageKey, values: MessageValues) =>
    formatMessage(catalogues[language], language, key, values);
  const each = (language: Language, key: MessageKey, name: string, numbers: number[], values = {}) =>
    numbers.map((count) => say(language, key, { ...values, [name]: count }));

  it("Polish: one, few (2–4, 22–24) and many (5–21, 25, 101)", () => {
    expect(each("pl", "groups.members", "count", [1, 2, 5, 12, 21, 22, 101])).toEqual([
      "1 członek",
      "2 członków",
      "5 członków",
      "12 członków",
      "21 członków",
      "22 członków",
      "101 członków",
    ]);
    expect(each("pl", "marketing.votes", "count", [1, 2, 5, 22, 25])).toEqual([
      "1 głos",
      "2 głosy",
      "5 głosów",
      "22 głosy",
      "25 głosów",
    ]);
    expect(each("pl", "validation.password", "min", [1, 3, 8, 22])).toEqual([
      "Hasło musi mieć co najmniej 1 znak",
      "Hasło musi mieć co najmniej 3 znaki",
      "Hasło musi mieć co najmniej 8 znaków",
      "Hasło musi mieć co najmniej 22 znaki",
    ]);
    expect(each("pl", "gate.reason.expiresIn", "days", [1, 2, 5, 22])).toEqual([
      "Ważna, ale traci ważność za 1 dzień.",
      "Ważna, ale traci ważność za 2 dni.",
      "Ważna, ale traci ważność za 5 dni.",
      "Ważna, ale traci ważność za 22 dni.",
    ]);
  });

  it("Romanian: '1 zi', '2 zile', '19 zile', '20 de zile', '101 zile', '120 de zile'", () => {
    expect(each("ro", "shell.ui.urgency.expiresIn", "days", [1, 2, 19, 20, 101, 120])).toEqual([
      "Expiră în 1 zi",
      "Expiră în 2 zile",
      "Expiră în 19 zile",
      "Expiră în 20 de zile",
      "Expiră în 101 zile",
      "Expiră în 120 de zile",
    ]);
    expect(each("ro", "validation.passwordHint", "min", [1, 8, 20])).toEqual([
      "Cel puțin 1 caracter.",
      "Cel puțin 8 caractere.",
      "Cel puțin 20 de caractere.",
    ]);
    expect(each("ro", "places.diggs.wholeHouseBeds", "beds", [1, 4, 20])).toEqual([
      "Casă întreagă, 1 pat",
      "Casă întreagă, 4 paturi",
      "Casă întreagă, 20 de paturi",
    ]);
    expect(each("ro", "marketing.votes", "count", [1, 5, 21, 25])).toEqual([
      "1 vot",
      "5 voturi",
      "21 de voturi",
      "25 de voturi",
    ]);
  });

  it("Lithuanian: one (1, 21, 101), few (2–9, 22, 25) and the genitive plural (0, 10–20)", () => {
    expect(each("lt", "groups.members", "count", [1, 2, 5, 10, 12, 21, 22, 101])).toEqual([
      "1 narys",
      "2 nariai",
      "5 nariai",
      "10 narių",
      "12 narių",
      "21 narys",
      "22 nariai",
      "101 narys",
    ]);
    // 'One' is also 21: the singular without a number is for exactly one person.
    expect(each("lt", "gate.signOutAll.question", "count", [1, 21])).toEqual([
      "Išregistruoti vienintelį statybvietėje esantį asmenį? Tai darykite, kai visi išeis.",
      "Išregistruoti visus 21 statybvietėje esantį asmenį? Tai darykite, kai visi išeis.",
    ]);
    expect(each("lt", "messages.server.editWindowOver", "minutes", [1, 5, 15, 21])).toEqual([
      "Žinutes galima keisti tik 1 minutę po išsiuntimo.",
      "Žinutes galima keisti tik 5 minutes po išsiuntimo.",
      "Žinutes galima keisti tik 15 minučių po išsiuntimo.",
      "Žinutes galima keisti tik 21 minutę po išsiuntimo.",
    ]);
  });

  it("Bulgarian: one and other, the counted form of masculine nouns after a number", () => {
    expect(each("bg", "groups.members", "count", [1, 2, 21])).toEqual(["1 член", "2 членове", "21 членове"]);
    expect(each("bg", "gate.reason.expiresIn", "days", [1, 2, 22])).toEqual([
      "Валидна, но изтича след 1 ден.",
      "Валидна, но изтича след 2 дни.",
      "Валидна, но изтича след 22 дни.",
    ]);
    expect(each("bg", "places.diggs.wholeHouseBeds", "beds", [1, 3])).toEqual([
      "Цяла къща, 1 легло",
      "Цяла къща, 3 легла",
    ]);
  });

  it("English: '1 bed', '2 beds'", () => {
    expect(each("en", "places.diggs.wholeHouseBeds", "beds", [1, 2])).toEqual([
      "Whole house, 1 bed",
      "Whole house, 2 beds",
    ]);
    expect(each("en", "places.import.failedMany", "count", [1, 12])).toEqual([
      "The file has 1 problem, so nothing was imported. Fix them and import it again.",
      "The file has 12 problems, so nothing was imported. Fix them and import it again.",
    ]);
  });
});
