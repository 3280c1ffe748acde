import { encoded } from "@siteready/domain/fields";
import {
  encodeGateStatement,
  encodeWithdrawalList,
  type GateSigningKey,
  type SignedWithdrawalList,
} from "@siteready/domain/wallet";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { checkGateCode } from "./check-gate-code.ts";

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

let keys: GateSigningKey[];
let signedCode: (expiry: string | null, issuedSecondsAgo?: number) => Promise<string>;
let signedList: (withdrawnIds: string[], madeMinutesAgo?: number) => Promise<SignedWithdrawalList>;
const cardId = "2b0c2f5e-7d1a-4c55-8e0f-1a2b3c4d5e6f";

beforeAll(async () => {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  keys = [{ kid: "k1", public_key: toBase64Url(await crypto.subtle.exportKey("raw", pair.publicKey)) }];
  signedCode = async (expiry, issuedSecondsAgo = 60) => {
    const iat = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
    const payload = encodeGateStatement({
      v: 1,
      kid: "k1",
      k: "skills-card",
      id: cardId,
      n: "Łukasz Nowak",
      t: "CSCS Skilled Worker (Blue)",
      s: "CSCS",
      no: "CSCS-1234",
      e: expiry,
      iat,
      exp: iat + 24 * 3600,
    });
    const signature = await crypto.subtle.sign("Ed25519", pair.privateKey, new TextEncoder().encode(payload));
    return `https://siteready.example/verify#s.${payload}.${toBase64Url(signature)}`;
  };
  signedList = async (withdrawnIds, madeMinutesAgo = 1) => {
    const now = new Date(Date.now() - madeMinutesAgo * 60_000);
    const payload = encodeWithdrawalList({
      kid: "k1",
      now,
      withdrawals: withdrawnIds.map((id) => ({ kind: "skills-card" as const, id, at: now })),
      complete: true,
    });
    const signature = await crypto.subtle.sign("Ed25519", pair.privateKey, new TextEncoder().encode(payload));
    return { payload, signature: toBase64Url(signature), kid: "k1" };
  };
});

afterEach(() => vi.restoreAllMocks());

describe("checkGateCode", () => {
  it("checks a signed code on the phone with no signal: the holder and the card, green", async () => {
    const withdrawals = await signedList([]);
    const result = await checkGateCode(await signedCode("2099-01-01"), { online: false, keys, withdrawals });
    expect(result).toMatchObject({
      outcome: "green",
      reason: encoded("gate.reason.inDate"),
      codeKind: "signed",
      checkedOnline: false,
      holderName: "Łukasz Nowak",
      holderPhoto: null,
      kind: "skills-card",
      number: "CSCS-1234",
      withdrawalList: { state: "current", issuedAt: expect.any(Number) },
    });
  });

  it("refuses with no signal a code whose card was withdrawn since, and is never green without a list", async () => {
    const code = await signedCode("2099-01-01", 600);
    expect(
      await checkGateCode(code, { online: false, keys, withdrawals: await signedList([cardId]) }),
    ).toMatchObject({ outcome: "red", reason: encoded("gate.reason.withdrawn"), holderName: "Łukasz Nowak" });
    expect(await checkGateCode(code, { online: false, keys })).toMatchObject({
      outcome: "amber",
      reason: encoded("gate.reason.withdrawnListMissing"),
      withdrawalList: { state: "missing", issuedAt: null },
    });
    expect(
      await checkGateCode(code, { online: false, keys, withdrawals: await signedList([], 13 * 60) }),
    ).toMatchObject({ outcome: "amber", reason: encoded("gate.reason.withdrawnListOutOfDate") });
  });

  it("is red, and says why, for a changed byte, a code over 24 hours old, or an expired card", async () => {
    const code = await signedCode("2099-01-01");
    const [link = "", signature = ""] = [
      code.slice(0, code.lastIndexOf(".")),
      code.slice(code.lastIndexOf(".") + 1),
    ];
    const changed = `${link.slice(0, -3)}${link.at(-3) === "A" ? "B" : "A"}${link.slice(-2)}.${signature}`;
    expect(await checkGateCode(changed, { online: false, keys })).toMatchObject({
      outcome: "red",
      reason: encoded("gate.reason.forged"),
      holderName: null,
    });
    expect(
      await checkGateCode(await signedCode("2099-01-01", 25 * 3600), { online: false, keys }),
    ).toMatchObject({
      outcome: "red",
      reason: encoded("gate.reason.signedExpired"),
    });
    expect(await checkGateCode(await signedCode("2020-01-01"), { online: false, keys })).toMatchObject({
      outcome: "red",
      reason: encoded("gate.reason.expired"),
      holderName: "Łukasz Nowak",
    });
  });

  it("says a live code needs signal, a phone without keys must connect once, and a stranger's QR is not a card", async () => {
    expect(
      (await checkGateCode("https://x.example/verify#t.abcdefghijklmnopqrstuvwxyz", { online: false, keys }))
        .reason,
    ).toBe(encoded("gate.reason.liveNeedsSignal"));
    expect((await checkGateCode(await signedCode(null), { online: false, keys: undefined })).reason).toBe(
      encoded("gate.reason.noKeys"),
    );
    expect((await checkGateCode("https://shop.example/pay?id=42", { online: true, keys })).reason).toBe(
      encoded("gate.reason.notAGateCode"),
    );
  });

  it("with signal, asks the server, whose refusal stands (a card withdrawn since)", async () => {
    const fetchSpy = stubApi({
      "POST /api/gate-verifications": () =>
        jsonResponse(404, {
          code: "NOT_FOUND",
          category: "not_found",
          severity: "low",
          message: "This card is no longer shown at the gate: its holder deleted it or switched it off.",
          errorId: "e1",
          messageRef: { key: "gate.reason.revoked" },
        }),
    });
    const result = await checkGateCode(await signedCode("2099-01-01"), { online: true, keys });
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(result).toMatchObject({
      outcome: "red",
      checkedOnline: true,
      reason: encoded("gate.reason.revoked"),
    });
  });
});
