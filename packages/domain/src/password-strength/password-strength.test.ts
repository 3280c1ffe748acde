import { beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { fieldMessages, tooLongMessage } from "../fields/fields.ts";
import { worded } from "../fields/test-support.ts";
import { decodeMessageRef } from "../i18n/message-ref.ts";
import { checkPasswordStrength } from "./full-check.ts";
import {
  commonPasswordMessage,
  leakedPasswordMessage,
  oneWordPasswordMessage,
  ownEmailMessage,
  type PasswordOwner,
  personalPasswordMessage,
  refusedPasswordMessage,
  siteNamePasswordMessage,
} from "./password-strength.ts";

const anna: PasswordOwner = { email: "anna.kowalska@example.com", firstName: "Anna", lastName: "Kowalska" };
const jan: PasswordOwner = { email: "jkowalski84@example.com", firstName: "Jan", lastName: "Kowalski" };

const refused: Array<[password: string, owner: PasswordOwner, reason: string]> = [
  ["12345", {}, fieldMessages.password],
  ["a".repeat(129), {}, tooLongMessage("field.password", 128)],
  // The owner's e-mail, names and e-mail's local part, with digits, symbols or a year, also in lookalikes.
  ["anna.kowalska@example.com", anna, ownEmailMessage],
  [" ANNA.Kowalska@Example.com", anna, ownEmailMessage],
  ["anna.kowalska@example.com1", anna, personalPasswordMessage],
  ["Anna1990", anna, personalPasswordMessage],
  ["Anna1990x", anna, personalPasswordMessage],
  ["4nn4_1990!", anna, personalPasswordMessage],
  ["AnnaKowalska", anna, personalPasswordMessage],
  ["Kowalski2026!", jan, personalPasswordMessage],
  ["jk0walsk1-84", jan, personalPasswordMessage],
  ["ZOË-2001", { firstName: "Zoe" }, personalPasswordMessage],
  // The site's name, in any case, spacing or lookalikes.
  ["SiteReady1", {}, siteNamePasswordMessage],
  ["site ready 2024", {}, siteNamePasswordMessage],
  ["S1t3-R34dy!", {}, siteNamePasswordMessage],
  ["siteready!!", anna, siteNamePasswordMessage],
  // zxcvbn's common and leaked lists.
  ["password", {}, commonPasswordMessage],
  ["123456", {}, commonPasswordMessage],
  ["qwerty12", {}, commonPasswordMessage],
  ["letmein", {}, commonPasswordMessage],
  ["L3tm3in2024", {}, commonPasswordMessage],
  ["Chelsea2024!", {}, commonPasswordMessage],
  // One word with a year, digits, a repeat, a sequence or a symbol or two.
  ["Summer2024!", {}, oneWordPasswordMessage],
  ["Welcome!!2025", {}, oneWordPasswordMessage],
  ["Monday2025", {}, oneWordPasswordMessage],
  ["December#99", {}, oneWordPasswordMessage],
  ["januaryfebruary2024", {}, oneWordPasswordMessage],
  ["Summer!@#$", {}, oneWordPasswordMessage],
  ["summersummer", {}, oneWordPasswordMessage],
  ["scaffold1234", {}, oneWordPasswordMessage],
];

const accepted: Array<[password: string, owner: PasswordOwner]> = [
  ["correct horse battery", {}],
  ["Wr0ngTurn!Lorry", {}],
  ["scaffold ladder ninety tea", {}],
  ["Cheese&Pickle77", {}],
  ["xK9#pL2mQ7", {}],
  // The owner's name with other words is not refused for the name (zxcvbn still marks it down).
  ["Anna mixes mortar at dawn", anna],
  // A name that only contains the owner's ("Hannah" holds "Ann") is not theirs.
  ["Hannah-builds-walls", { firstName: "Ann" }],
  ["siteready scaffold ladder tea", {}],
];

describe("checkPasswordStrength", () => {
  // The first check builds the dictionaries (half a second, more on a busy machine).
  beforeAll(() => void checkPasswordStrength("warm-up"), 60_000);

  it.each(refused)("refuses %j, saying why", (password, owner, reason) => {
    const strength = checkPasswordStrength(password, owner);
    expect(strength.refused).toBe(true);
    expect(refusedPasswordMessage(strength)).toBe(reason);
    expect(strength.score).toBeLessThanOrEqual(1);
  });

  it.each(accepted)("accepts %j", (password, owner) => {
    expect(checkPasswordStrength(password, owner).refused).toBe(false);
  });

  it("keeps the 6-character minimum: a short password that is not on a list is allowed, rated weak", () => {
    const strength = checkPasswordStrength("kqzmtr");
    expect(strength.refused).toBe(false);
    expect(strength.label).toBe("Weak");
  });

  it("rates a passphrase very strong with nothing to say", () => {
    expect(checkPasswordStrength("scaffold tea kettle harbour")).toMatchObject({
      score: 4,
      label: "Very strong",
      refused: false,
      reasons: [],
    });
  });

  it("says in words when the password holds the person's own name", () => {
    const strength = checkPasswordStrength("kowalska dog", anna);
    expect(strength.refused).toBe(false);
    expect(strength.reasons.map((reason) => worded(reason))).toContain("It contains your name or e-mail.");
  });

  it("gives every reason by key, with words in each catalogue, so the web app shows it in the reader's language", () => {
    const reasons = [...new Set([...refused.map(([, , reason]) => reason), leakedPasswordMessage])];
    const hints = ["password", "Password1", "qwertyuiop", "aaaaaaaa", "19/12/1990", "johnsmith", "P4ssw0rd"];
    for (const password of hints) reasons.push(...checkPasswordStrength(password, anna).reasons);
    for (const reason of new Set(reasons)) {
      const ref = decodeMessageRef(reason);
      expect(ref, reason).toBeDefined();
      for (const catalogue of Object.values(catalogues))
        expect(ref && ref.key in catalogue, reason).toBe(true);
    }
  });
});
