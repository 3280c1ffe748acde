import { parseGateCode, verifySignedGateCode } from "@siteready/domain/wallet";
import { describe, expect, it } from "vitest";
import { inEnglish } from "../test-support/in-english.ts";
import { createGateSigner, newGateSigningKey } from "./gate-signing.ts";

const facts = {
  k: "skills-card" as const,
  id: "2b0c2f5e-7d1a-4c55-8e0f-1a2b3c4d5e6f",
  n: "Łukasz Nowak",
  t: "CSCS Skilled Worker (Blue)",
  s: "CSCS",
  no: "CSCS-1234",
  e: "2099-01-01",
};

function signedCode(text: string) {
  const code = parseGateCode(text);
  if (code?.type !== "signed") throw new Error("expected a signed code");
  return code;
}

describe("gate signing keys", () => {
  it("verifies codes of every published key while a rotation is under way, and none of a removed key", async () => {
    const [oldKey, newKey] = [newGateSigningKey(), newGateSigningKey()];
    const now = new Date();
    const before = createGateSigner([oldKey]);
    const during = createGateSigner([newKey, oldKey]);
    const after = createGateSigner([newKey]);
    const oldCode = signedCode(before.sign(facts, now).code);
    const newCode = signedCode(during.sign(facts, now).code);

    expect(during.publicKeys()).toHaveLength(2);
    for (const code of [oldCode, newCode]) {
      const check = await verifySignedGateCode(code, during.publicKeys(), now);
      expect(check).toMatchObject({ outcome: "green", statement: { n: "Łukasz Nowak", no: "CSCS-1234" } });
    }
    expect((await verifySignedGateCode(newCode, after.publicKeys(), now)).outcome).toBe("green");
    expect(inEnglish((await verifySignedGateCode(oldCode, after.publicKeys(), now)).reason)).toBe(
      "This code was signed with a key this phone does not know. Connect once to update the keys, then scan again.",
    );
  });

  it("refuses a code whose signature is from another key with the same key id", async () => {
    const genuine = createGateSigner([newGateSigningKey()]);
    const impostor = createGateSigner([newGateSigningKey()]);
    const now = new Date();
    const code = signedCode(genuine.sign(facts, now).code);
    const forgedSignature = signedCode(impostor.sign(facts, now).code).signature;
    const check = await verifySignedGateCode(
      { ...code, signature: forgedSignature },
      genuine.publicKeys(),
      now,
    );
    expect(check.outcome).toBe("red");
    expect(inEnglish(check.reason)).toMatch(/^This code is not genuine/);
  });

  it("judges the card's own expiry: amber within 30 days, red once expired", async () => {
    const signer = createGateSigner([newGateSigningKey()]);
    const now = new Date("2026-11-26T08:00:00Z");
    const judge = async (e: string) => {
      const check = await verifySignedGateCode(
        signedCode(signer.sign({ ...facts, e }, now).code),
        signer.publicKeys(),
        now,
      );
      return { ...check, reason: inEnglish(check.reason) };
    };
    expect(await judge("2026-12-20")).toMatchObject({
      outcome: "amber",
      reason: "In date, but it expires in 24 days.",
    });
    expect(await judge("2026-11-25")).toMatchObject({ outcome: "red", reason: "This card has expired." });
    expect(await judge("2027-06-01")).toMatchObject({ outcome: "green", reason: "In date." });
  });
});
