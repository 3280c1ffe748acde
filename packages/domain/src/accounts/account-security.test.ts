import { describe, expect, it } from "vitest";
import { messagesOf } from "../fields/test-support.ts";
import { canonicalRecoveryCode, RECOVERY_CODE_ALPHABET, secondFactorCodeSchema } from "./account-security.ts";

describe("recovery codes", () => {
  it("are made of characters no one can take for another", () => {
    for (const lookAlike of "0OoDQ1IiLlJj2Zz5Ss6Gg8BUuVv")
      expect(RECOVERY_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(RECOVERY_CODE_ALPHABET.length);
  });

  it("are compared in capitals with the dash in the middle, however they were typed", () => {
    for (const typed of ["ACEFH-KMNPR", "acefh-kmnpr", "acefhkmnpr", " ACE FH KMN PR ", "AcEfH--KmNpR"])
      expect(secondFactorCodeSchema.parse(typed)).toBe("ACEFH-KMNPR");
    expect(canonicalRecoveryCode("aBcDe-12345")).toBe("ABCDE-12345");
  });

  it("still accept the older codes, which mixed small and capital letters and any digit", () => {
    expect(secondFactorCodeSchema.parse("aB3dE-f0g1H")).toBe("AB3DE-F0G1H");
  });

  it("leave a 6-digit authenticator code as it is, with its space or dash taken out", () => {
    expect(secondFactorCodeSchema.parse("123 456")).toBe("123456");
    expect(secondFactorCodeSchema.parse("123-456")).toBe("123456");
  });

  it("refuse anything else with the message people read", () => {
    for (const wrong of ["12345", "ABCDE-FGHI", "ABCDE-FGHIJK", "ABCDE_FGHIJ", ""]) {
      expect(messagesOf(secondFactorCodeSchema, wrong)[0]).toMatch(
        /6-digit code from your authenticator app/,
      );
    }
  });
});
