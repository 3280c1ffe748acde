/// <reference types="node" />
import { readFileSync } from "node:fs";
import path from "node:path";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "../password-strength/full-check.ts";
import { commonPasswordMessage, oneWordPasswordMessage } from "../password-strength/password-strength.ts";
import { checkPasswordLightly } from "./light-check.ts";
import { lightListLengths, lightLists } from "./light-lists.ts";

describe("the light password check of the web's password forms", () => {
  it("refuses the most common passwords and padded common words, as the full check does", () => {
    for (const password of ["password", "qwerty123", "iloveyou", "Summer2024!", "football1"]) {
      const light = checkPasswordLightly(password);
      expect(light.refused, password).toBe(true);
      expect(checkPasswordStrength(password).refused, password).toBe(true);
    }
    expect(checkPasswordLightly("password").reasons[0]).toBe(commonPasswordMessage);
    expect(checkPasswordLightly("Welcome!!2025").reasons[0]).toBe(oneWordPasswordMessage);
  });

  it("passes a long password of unrelated words, as the full check does", () => {
    expect(checkPasswordLightly("copper kettle harbour mist").refused).toBe(false);
    expect(checkPasswordStrength("copper kettle harbour mist").refused).toBe(false);
  });

  it("holds the owner's name, e-mail and this site's name against the password without any list", () => {
    const owner = { email: "anna.kowalska@example.com", firstName: "Anna", lastName: "Kowalska" };
    expect(checkPasswordLightly("Anna1990", owner).refused).toBe(true);
    expect(checkPasswordLightly("SiteReady1").refused).toBe(true);
  });

  it("knows fewer words than the full check, so it rates a password at least as high (the server has the last word)", () => {
    const samples = [
      "dragon2020",
      "Kettle99",
      "monkey!",
      "abc123abc",
      "Tr0ub4dor&3",
      "horse battery",
      "zxcvbnm12",
    ];
    for (const password of samples) {
      expect(checkPasswordLightly(password).score, password).toBeGreaterThanOrEqual(
        checkPasswordStrength(password).score,
      );
    }
  });
});

describe("the light lists (light-lists.ts)", () => {
  const expected: Record<string, string[]> = {
    "passwords-common": common.dictionary["passwords-common"].slice(0, lightListLengths.passwords),
    "commonWords-en": english.dictionary["commonWords-en"].slice(0, lightListLengths.words),
    "firstnames-en": english.dictionary["firstnames-en"].slice(0, lightListLengths.firstNames),
    ...Object.fromEntries(Object.entries(english.dictionary).filter(([, list]) => list.length <= 100)),
  };

  it("are the head of zxcvbn's own lists, in its order, so a word's rank is the full check's", () => {
    expect(Object.keys(lightLists).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, list] of Object.entries(expected)) expect(lightLists[name], name).toEqual(list);
  });

  it("are written as one string per list split at spaces, which no entry holds", () => {
    const source = readFileSync(path.join(import.meta.dirname, "light-lists.ts"), "utf8");
    expect(source).toContain('.split(" ")');
    for (const list of Object.values(expected)) expect(list.filter((word) => /\s/.test(word))).toEqual([]);
  });
});
