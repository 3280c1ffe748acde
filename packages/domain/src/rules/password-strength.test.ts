import { beforeAll, describe, expect, it } from "vitest";
import { checkPasswordStrength, commonPasswordMessage } from "./password-strength.ts";

describe("checkPasswordStrength", () => {
  // The first check builds the dictionaries (half a second, more on a busy machine).
  beforeAll(() => void checkPasswordStrength("warm-up"), 60_000);

  it("refuses passwords from the common and leaked lists, saying why", () => {
    for (const password of ["password", "123456", "qwerty12", "letmein"]) {
      const strength = checkPasswordStrength(password);
      expect(strength.refused).toBe(true);
      expect(strength.reasons[0]).toBe(commonPasswordMessage);
    }
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
    const strength = checkPasswordStrength("john1990", ["john", "smith"]);
    expect(strength.reasons).toContain("It contains your name or e-mail.");
  });
});
