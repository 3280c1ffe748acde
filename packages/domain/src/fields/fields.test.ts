import { describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";
import {
  confirmPassword,
  fieldMessages,
  hasControlCharacters,
  invalidChoiceMessage,
  isPlausibleIsoDate,
  optionalAccountNumber,
  optionalDate,
  optionalEmail,
  optionalNiNumber,
  optionalSortCode,
  optionalText,
  password,
  passwordHint,
  personName,
  refinePasswordsMatch,
  requiredChoice,
  requiredDate,
  requiredEmail,
  requiredMessage,
  requiredText,
  requiredUkPostcode,
} from "./fields.ts";
import {
  normalizeAccountNumber,
  normalizeNiNumber,
  normalizeSortCode,
  normalizeUkPostcode,
  outcodeOf,
  sanitizeText,
} from "./normalize.ts";
import { normalizePhone, optionalPhone, requiredPhone } from "./phone.ts";
import { issuesOf, messagesOf, worded } from "./test-support.ts";

describe("sanitizeText", () => {
  it("trims and removes angle brackets", () => {
    expect(sanitizeText("  Bob  ")).toBe("Bob");
    expect(sanitizeText("<script>alert(1)</script>")).toBe("scriptalert(1)/script");
    expect(sanitizeText("< Bob >")).toBe("Bob");
    expect(sanitizeText("a<>b")).toBe("ab");
    expect(sanitizeText("   ")).toBe("");
  });
});

describe("requiredText / optionalText", () => {
  const city = requiredText("field.city");
  it("sanitises", () => {
    expect(city.parse("  <b>Leeds</b> ")).toBe("bLeeds/b");
  });
  it.each([undefined, null, "", "   ", "<>"])("says required for %j", (value) => {
    expect(messagesOf(city, value)).toEqual(["Town or city is required"]);
  });
  it("gives the required message for a missing key, with its path", () => {
    expect(issuesOf(z.object({ city }), {})).toEqual([{ path: "city", message: "Town or city is required" }]);
  });
  it("rejects a non-string value", () => {
    expect(messagesOf(city, 42)).toEqual(["Town or city must be text"]);
  });
  it("limits the length: 100 by default, or as given", () => {
    expect(city.parse("a".repeat(100))).toHaveLength(100);
    expect(messagesOf(city, "a".repeat(101))).toEqual(["Town or city must be 100 characters or fewer"]);
    const short = requiredText("field.relationship", { maxLength: 5 });
    expect(short.parse("Niece")).toBe("Niece");
    expect(messagesOf(short, "Nephew")).toEqual(["Relationship must be 5 characters or fewer"]);
  });
  it("optional text turns blank into undefined and keeps the rest sanitised", () => {
    const note = optionalText("field.message", { maxLength: 3 });
    expect(note.parse(undefined)).toBeUndefined();
    expect(note.parse(null)).toBeUndefined();
    expect(note.parse("")).toBeUndefined();
    expect(note.parse(" <> ")).toBeUndefined();
    expect(note.parse(" ab ")).toBe("ab");
    expect(messagesOf(note, "abcd")).toEqual(["Message must be 3 characters or fewer"]);
    expect(messagesOf(note, 5)).toEqual(["Message must be text"]);
    expect(z.object({ note }).parse({})).toEqual({});
  });
});

describe("requiredMessage", () => {
  it("follows '{field} is required'", () => {
    expect(worded(requiredMessage("field.firstName"))).toBe("First name is required");
  });
});

describe("invalidChoiceMessage", () => {
  it("names what to choose as the sentence needs it (article, acronyms kept)", () => {
    expect(worded(invalidChoiceMessage("choice.cardType"))).toBe("Please choose a card type from the list");
    expect(worded(invalidChoiceMessage("choice.employmentType"))).toBe(
      "Please choose an employment type from the list",
    );
    expect(worded(invalidChoiceMessage("choice.cisStatus"))).toBe("Please choose a CIS status from the list");
  });
});

describe("requiredChoice", () => {
  const rateType = requiredChoice("jobs.field.rateType", ["day_rate", "salary"], "choice.rateType");
  it("accepts a listed value", () => {
    expect(rateType.parse("salary")).toBe("salary");
  });
  it.each([undefined, null, ""])("says required for %j", (value) => {
    expect(messagesOf(rateType, value)).toEqual(["Rate type is required"]);
  });
  it("rejects an unlisted value", () => {
    expect(messagesOf(rateType, "hourly")).toEqual(["Please choose a rate type from the list"]);
  });
});

describe("email", () => {
  const email = requiredEmail();
  it.each(["a@b.co", "jo.bloggs+site@example.co.uk", "  sam@example.com  "])("accepts %j", (value) => {
    expect(email.parse(value)).toBe(value.trim());
  });
  it.each(["plainaddress", "a@b", "@example.com", "a b@example.com", "a@exa mple.com", "a@@b.com"])(
    "rejects %j",
    (value) => {
      expect(messagesOf(email, value)).toEqual(["Please enter a valid email address"]);
    },
  );
  it("uses the spec's message", () => {
    expect(worded(fieldMessages.email)).toBe("Please enter a valid email address");
  });
  it("is required, with the label given", () => {
    expect(messagesOf(email, "")).toEqual(["Email is required"]);
    expect(messagesOf(requiredEmail("field.mobileNumber"), undefined)).toEqual(["Mobile number is required"]);
  });
  it("rejects an address longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(long).toHaveLength(254);
    expect(email.parse(long)).toBe(long);
    expect(messagesOf(email, `a${long}`)).toEqual(["Please enter a valid email address"]);
  });
  it("removes angle brackets before checking", () => {
    expect(email.parse("<sam@example.com>")).toBe("sam@example.com");
  });
  it("optional email accepts blank and checks the rest", () => {
    const optional = optionalEmail();
    expect(optional.parse("")).toBeUndefined();
    expect(optional.parse(null)).toBeUndefined();
    expect(optional.parse("kin@example.com")).toBe("kin@example.com");
    expect(messagesOf(optional, "kin@")).toEqual(["Please enter a valid email address"]);
  });
});

describe("password", () => {
  const schema = password();
  it("needs at least 6 characters", () => {
    expect(messagesOf(schema, "12345")).toEqual(["Password must be at least 6 characters"]);
    expect(schema.parse("123456")).toBe("123456");
  });
  it("is hinted with the same number the rule checks", () => {
    expect(wordMessage(passwordHint, en, "en")).toBe("At least 6 characters.");
  });
  it("is required", () => {
    expect(messagesOf(schema, "")).toEqual(["Password is required"]);
    expect(messagesOf(schema, undefined)).toEqual(["Password is required"]);
  });
  it("is never trimmed or stripped: the secret is kept exactly", () => {
    expect(schema.parse(" <pass> ")).toBe(" <pass> ");
  });
  it("caps the length at 128", () => {
    expect(schema.parse("x".repeat(128))).toHaveLength(128);
    expect(messagesOf(schema, "x".repeat(129))).toEqual(["Password must be 128 characters or fewer"]);
  });
  it("confirm password is required", () => {
    expect(messagesOf(confirmPassword(), "")).toEqual(["Confirm password is required"]);
    expect(confirmPassword().parse("anything")).toBe("anything");
  });
});

describe("refinePasswordsMatch", () => {
  const registration = refinePasswordsMatch(
    z.object({ email: requiredEmail(), password: password(), confirmPassword: confirmPassword() }),
  );
  it("passes when the two match", () => {
    expect(
      issuesOf(registration, { email: "a@b.co", password: "secret1", confirmPassword: "secret1" }),
    ).toEqual([]);
  });
  it("puts 'Passwords do not match' on the confirm field", () => {
    expect(
      issuesOf(registration, { email: "a@b.co", password: "secret1", confirmPassword: "secret2" }),
    ).toEqual([{ path: "confirmPassword", message: "Passwords do not match" }]);
  });
  it("reports a mismatch alongside another field's error", () => {
    expect(
      issuesOf(registration, { email: "nope", password: "secret1", confirmPassword: "secret2" }),
    ).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "confirmPassword", message: "Passwords do not match" },
    ]);
  });
  it("does not add a mismatch when the confirm field is missing", () => {
    expect(issuesOf(registration, { email: "a@b.co", password: "secret1" })).toEqual([
      { path: "confirmPassword", message: "Confirm password is required" },
    ]);
  });
});

describe("personName", () => {
  const firstName = personName("field.firstName");
  it.each(["Jo", "Mary-Jane", "O'Brien", "O’Brien", "José", "Zoë", "Ñuñez", "Anne Marie", "Łukasz", "Ægir"])(
    "accepts %j",
    (value) => {
      expect(firstName.parse(value)).toBe(value);
    },
  );
  it("collapses runs of spaces and trims", () => {
    expect(firstName.parse("  Anne    Marie ")).toBe("Anne Marie");
  });
  it("accepts a decomposed accent and stores it composed", () => {
    expect(firstName.parse("Jose\u0301")).toBe("José");
  });
  it.each(["R2D2", "Bob!", "Sam_", "Ann.", "Anne@Home", "--", "' '"])(
    "rejects %j with the spec message",
    (value) => {
      expect(messagesOf(firstName, value)).toEqual([
        "Name must contain only letters, spaces, hyphens and apostrophes",
      ]);
    },
  );
  it("is required", () => {
    expect(messagesOf(firstName, "")).toEqual(["First name is required"]);
    expect(messagesOf(firstName, undefined)).toEqual(["First name is required"]);
    expect(messagesOf(firstName, null)).toEqual(["First name is required"]);
  });
  it("needs 2 to 50 characters, with the spec's one message for the rule", () => {
    expect(messagesOf(firstName, "A")).toEqual([
      "Name must contain only letters, spaces, hyphens and apostrophes",
    ]);
    expect(firstName.parse("Al")).toBe("Al");
    expect(firstName.parse("a".repeat(50))).toHaveLength(50);
    expect(messagesOf(firstName, "a".repeat(51))).toEqual([
      "Name must contain only letters, spaces, hyphens and apostrophes",
    ]);
  });
  it("counts an accented letter as one character", () => {
    expect(firstName.parse("é".repeat(50))).toHaveLength(50);
  });
  it("removes angle brackets before checking", () => {
    expect(firstName.parse("<Bob>")).toBe("Bob");
  });
});

describe("normalizePhone", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700900123", "+447700900123"],
    ["7700 900456", "+447700900456"],
    ["7700900456", "+447700900456"],
    ["+44 7700 900456", "+447700900456"],
    ["(020) 7946 0018", "+442079460018"],
    ["0161-496-0000", "+441614960000"],
    ["+44 (0)7700 900123", "+447700900123"],
    ["+44 07700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["01632 960123", "+441632960123"],
    ["0800 123 4567", "+448001234567"],
    ["07912 345678", "+447912345678"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+353 85 123 4567", "+353851234567"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each([
    "",
    "0",
    "12345",
    "07700",
    "077009001",
    "+44 7700 90012",
    "+0 7700",
    "+",
    "+1",
    "++447700900123",
    "00000000000",
    "07700 90012a",
    "07700.900123",
    "07700 900123 ext 4",
    "phone me",
  ])("rejects %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
  it("never reads a UK number typed without its 0 as another country's (the +7 bug)", () => {
    expect(normalizePhone("7700900456")).not.toBe("+7700900456");
    expect(normalizePhone("12345")).toBeNull();
  });
});

describe("phone fields", () => {
  it("optional phone: blank is undefined, valid is E.164, invalid has the spec message", () => {
    const phone = optionalPhone();
    expect(phone.parse("")).toBeUndefined();
    expect(phone.parse(undefined)).toBeUndefined();
    expect(phone.parse(null)).toBeUndefined();
    expect(phone.parse(" 07700 900123 ")).toBe("+447700900123");
    expect(messagesOf(phone, "12ab")).toEqual([
      "Please enter a valid phone number. Use only digits and spaces, with + before a country code.",
    ]);
  });
  it.each([
    ["0770090012", "UK mobile numbers start 07 and have 11 digits; this one has 10 digits."],
    ["+44 7700 9001234", "UK mobile numbers start 07 and have 11 digits; this one has 12 digits."],
    ["12345", "UK mobile numbers start 07 and have 11 digits; landlines start 01, 02 or 03."],
    ["+999 1234", "Check the country code after the + and the number that follows it."],
  ])("says what is wrong with %s after the spec's message", (typed, reason) => {
    expect(messagesOf(optionalPhone(), typed)).toEqual([`Please enter a valid phone number. ${reason}`]);
  });
  it("required phone says required when blank", () => {
    const mobile = requiredPhone("field.mobileNumber");
    expect(messagesOf(mobile, "")).toEqual(["Mobile number is required"]);
    expect(messagesOf(mobile, "0")[0]).toMatch(/^Please enter a valid phone number\. /);
  });
});

describe("normalizeUkPostcode", () => {
  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    ["SW1A 1AA", "SW1A 1AA"],
    ["  sw1a   1aa ", "SW1A 1AA"],
    ["EC1A 1BB", "EC1A 1BB"],
    ["W1A 0AX", "W1A 0AX"],
    ["M1 1AE", "M1 1AE"],
    ["B33 8TH", "B33 8TH"],
    ["CR2 6XH", "CR2 6XH"],
    ["DN55 1PT", "DN55 1PT"],
    ["LS1 4AP", "LS1 4AP"],
    ["BT1 5GS", "BT1 5GS"],
    ["gir 0aa", "GIR 0AA"],
    ["GIR0AA", "GIR 0AA"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeUkPostcode(input)).toBe(expected);
  });
  it.each([
    "",
    "SW1A",
    "1AA",
    "SW1A 1A",
    "SW1A 1AAA",
    "QA1 1AA",
    "VA1 1AA",
    "XA1 1AA",
    "AI1 1AA",
    "SW1A 1CA",
    "SW1A 1AI",
    "12345",
    "SW1A-1AA",
    "GIR 0AB",
  ])("rejects %j", (input) => {
    expect(normalizeUkPostcode(input)).toBeNull();
  });
  it("gives the outward code", () => {
    expect(outcodeOf("sw1a1aa")).toBe("SW1A");
    expect(outcodeOf("M1 1AE")).toBe("M1");
    expect(outcodeOf("GIR 0AA")).toBe("GIR");
    expect(outcodeOf("nonsense")).toBeNull();
  });
  it("postcode field is required and normalises", () => {
    const postcode = requiredUkPostcode();
    expect(postcode.parse("ls14ap")).toBe("LS1 4AP");
    expect(messagesOf(postcode, "")).toEqual(["Postcode is required"]);
    expect(messagesOf(postcode, "LS1")).toEqual(["Please enter a valid UK postcode"]);
  });
});

describe("National Insurance number", () => {
  it.each([
    ["AB123456C", "AB123456C"],
    ["ab123456c", "AB123456C"],
    ["AB 12 34 56 C", "AB123456C"],
    ["  qq 123456 c ", "QQ123456C"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeNiNumber(input)).toBe(expected);
  });
  it.each([
    "",
    "AB12345C",
    "AB1234567C",
    "A1234567C",
    "AB123456",
    "AB123456CD",
    "12123456C",
    "AB-12-34-56-C",
  ])("rejects %j", (input) => {
    expect(normalizeNiNumber(input)).toBeNull();
  });
  it("optional field: blank is undefined, invalid has the spec message", () => {
    const ni = optionalNiNumber();
    expect(ni.parse("")).toBeUndefined();
    expect(ni.parse("ab 123456 c")).toBe("AB123456C");
    expect(messagesOf(ni, "AB123")).toEqual([
      "Please enter a valid National Insurance number (e.g., AB123456C)",
    ]);
  });
});

describe("sort code", () => {
  it.each([
    ["12-34-56", "123456"],
    ["123456", "123456"],
    ["12 34 56", "123456"],
    ["12-3456", "123456"],
    [" 12-34-56 ", "123456"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeSortCode(input)).toBe(expected);
  });
  it.each(["", "12345", "1234567", "12--34-56", "12_34_56", "ab-cd-ef", "12-34-5"])("rejects %j", (input) => {
    expect(normalizeSortCode(input)).toBeNull();
  });
  it("optional fields", () => {
    expect(optionalSortCode().parse("")).toBeUndefined();
    expect(optionalSortCode().parse("12-34-56")).toBe("123456");
    expect(messagesOf(optionalSortCode(), "12-34")).toEqual([
      "Please enter a valid sort code (e.g., 12-34-56)",
    ]);
  });
});

describe("account number", () => {
  it.each([
    ["12345678", "12345678"],
    ["1234 5678", "12345678"],
    ["00000001", "00000001"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeAccountNumber(input)).toBe(expected);
  });
  it.each(["", "1234567", "123456789", "1234-5678", "abcdefgh"])("rejects %j", (input) => {
    expect(normalizeAccountNumber(input)).toBeNull();
  });
  it("optional fields", () => {
    expect(optionalAccountNumber().parse(null)).toBeUndefined();
    expect(messagesOf(optionalAccountNumber(), "1234567")).toEqual([
      "Please enter a valid 8-digit account number",
    ]);
  });
});

describe("dates", () => {
  const expiry = requiredDate("field.expiryDate");
  it.each(["2026-03-12", "2024-02-29", "2000-02-29", "1900-01-01", "2199-12-31"])("accepts %j", (value) => {
    expect(expiry.parse(value)).toBe(value);
  });
  it.each([
    "2026-02-29",
    "1900-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-01-00",
    "12/03/2026",
    "2026-3-12",
    "2026-03-12T00:00:00Z",
    "1899-12-31",
    "2200-01-01",
    "0202-03-12",
    "tomorrow",
  ])("rejects %j with the spec message", (value) => {
    expect(messagesOf(expiry, value)).toEqual(["Please enter a valid date"]);
  });
  it("required says required; optional accepts blank", () => {
    expect(messagesOf(expiry, "")).toEqual(["Expiry date is required"]);
    expect(optionalDate("field.issueDate").parse("")).toBeUndefined();
    expect(optionalDate("field.issueDate").parse(" 2026-03-12 ")).toBe("2026-03-12");
    expect(messagesOf(optionalDate("field.issueDate"), "2026-02-30")).toEqual(["Please enter a valid date"]);
  });
  it("isPlausibleIsoDate matches the field rule", () => {
    expect(isPlausibleIsoDate("2026-03-12")).toBe(true);
    expect(isPlausibleIsoDate("1899-12-31")).toBe(false);
  });
});

describe("hasControlCharacters", () => {
  it.each(["a\u0000b", "\u0007", "x\u001b[31m", "\u007f"])("finds control characters in %j", (value) => {
    expect(hasControlCharacters(value)).toBe(true);
  });
  it.each(["plain", "two\nlines", "windows\r\nline", "tab\tseparated", "Zoë O’Neill"])(
    "allows %j",
    (value) => {
      expect(hasControlCharacters(value)).toBe(false);
    },
  );
});

describe("messages in the reader's language (issue 49)", () => {
  const polish = { catalogue: catalogues.pl, language: "pl" } as const;
  it("words the label inside the message in the same language", () => {
    expect(messagesOf(requiredText("field.city"), "  ", polish)).toEqual([
      "Pole „Miejscowość” jest wymagane",
    ]);
    expect(messagesOf(requiredText("field.city", { maxLength: 5 }), "Bradford", polish)).toEqual([
      "Pole „Miejscowość” może mieć najwyżej 5 znaków",
    ]);
  });
  it("names a choice in the case the sentence needs", () => {
    const trade = requiredChoice("jobs.field.trade", ["plumber"], "choice.trade");
    expect(messagesOf(trade, "astronaut", polish)).toEqual(["Wybierz zawód z listy"]);
    expect(messagesOf(trade, "astronaut", { catalogue: catalogues.lt, language: "lt" })).toEqual([
      "Pasirinkite specialybę iš sąrašo",
    ]);
  });
  it("says why a phone number is wrong, the count in the language's plural", () => {
    expect(messagesOf(optionalPhone(), "0770090012", polish)).toEqual([
      "Wpisz poprawny numer telefonu. Brytyjskie numery komórkowe zaczynają się od 07 i mają 11 cyfr; ten ma 10 cyfr.",
    ]);
    expect(
      messagesOf(optionalPhone(), "07700 9001234", { catalogue: catalogues.bg, language: "bg" }),
    ).toEqual([
      "Въведи валиден телефонен номер. Британските мобилни номера започват с 07 и имат 11 цифри; този има 12 цифри.",
    ]);
  });
});
