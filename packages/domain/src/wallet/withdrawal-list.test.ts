import { describe, expect, it } from "vitest";
import { encodeGateStatement, type GateSigningKey, gateCodeMessages, parseGateCode } from "./gate-codes.ts";
import {
  checkSignedCodeOffline,
  describeWithdrawalListAge,
  encodeWithdrawalList,
  type SignedWithdrawalList,
  verifyWithdrawalList,
  WITHDRAWAL_LIST_MAX_ENTRIES,
  type Withdrawal,
  withdrawalMessages,
} from "./withdrawal-list.ts";

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const cardId = "0d5b3a52-8c1e-4e0f-9f6b-2f1d7a4c9e10";
const otherId = "7f3e1b2a-1111-4c2d-8e3f-abcdefabcdef";
const madeAt = new Date("2026-12-07T06:00:00.000Z");
const minutes = (count: number) => count * 60_000;
const at = (offsetMs: number) => new Date(madeAt.getTime() + offsetMs);

/** A key pair made here, signing as the server does (Ed25519 over the payload's exact text). */
async function signer() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const key: GateSigningKey = {
    kid: "k1",
    public_key: toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))),
  };
  const signText = async (text: string) =>
    toBase64Url(
      new Uint8Array(await crypto.subtle.sign("Ed25519", pair.privateKey, new TextEncoder().encode(text))),
    );
  return {
    keys: [key],
    async code(issuedAt: Date, expiry: string | null = "2030-01-01") {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const payload = encodeGateStatement({
        v: 1,
        kid: "k1",
        k: "skills-card",
        id: cardId,
        n: "Sam Price",
        t: "CSCS Blue",
        s: "CSCS",
        no: "123456",
        e: expiry,
        iat,
        exp: iat + 86_400,
      });
      const parsed = parseGateCode(`s.${payload}.${await signText(payload)}`);
      if (parsed?.type !== "signed") throw new Error("not a signed code");
      return parsed;
    },
    async list(now: Date, withdrawals: Withdrawal[], complete = true): Promise<SignedWithdrawalList> {
      const payload = encodeWithdrawalList({ kid: "k1", now, withdrawals, complete });
      return { payload, signature: await signText(payload), kid: "k1" };
    },
  };
}

describe("the signed list of withdrawn cards", () => {
  it("round-trips: what the server signed is read back on the phone, ids and seconds intact", async () => {
    const server = await signer();
    const list = await server.list(at(minutes(30)), [
      { kind: "skills-card", id: cardId, at: at(minutes(10)) },
      { kind: "qualification", id: otherId, at: at(-minutes(600)) },
    ]);
    const read = await verifyWithdrawalList(list, server.keys);
    expect(read).not.toBeNull();
    expect(read?.issuedAt).toBe(Math.floor(at(minutes(30)).getTime() / 1000));
    expect(read?.validUntil).toBe((read?.issuedAt ?? 0) + 12 * 3600);
    expect(read?.from).toBe((read?.issuedAt ?? 0) - 25 * 3600);
    expect(read?.withdrawn.get(`skills-card:${cardId}`)).toBe(Math.floor(at(minutes(10)).getTime() / 1000));
    expect(read?.withdrawn.get(`qualification:${otherId}`)).toBe(
      Math.floor(at(-minutes(600)).getTime() / 1000),
    );
  });

  it("is refused when changed on the phone or signed with a key the phone does not know", async () => {
    const server = await signer();
    const other = await signer();
    const list = await server.list(madeAt, [{ kind: "document", id: cardId, at: madeAt }]);
    expect(
      await verifyWithdrawalList({ ...list, payload: list.payload.replace('"w":[', '"w":[ ') }, server.keys),
    ).toBeNull();
    expect(await verifyWithdrawalList(list, other.keys)).toBeNull();
    expect(await verifyWithdrawalList({ ...list, kid: "k2" }, server.keys)).toBeNull();
  });

  it("stays small: 1,000 withdrawals in about 32 kB, and a list is capped (then it reaches back only so far)", async () => {
    const server = await signer();
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        kind: "skills-card" as const,
        id: crypto.randomUUID(),
        at: at(-index * 1000),
      }));
    const thousand = await server.list(madeAt, many(1000));
    // Measured: 32,073 characters (32 per withdrawal).
    expect(thousand.payload.length).toBeLessThan(33_000);
    const capped = await server.list(madeAt, many(WITHDRAWAL_LIST_MAX_ENTRIES + 5));
    const read = await verifyWithdrawalList(capped, server.keys);
    expect(read?.withdrawn.size).toBe(WITHDRAWAL_LIST_MAX_ENTRIES);
    // The oldest kept is MAX - 1 seconds before: the list holds everything only from the next second.
    expect(read?.from).toBe(Math.floor(madeAt.getTime() / 1000) - (WITHDRAWAL_LIST_MAX_ENTRIES - 1) + 1);
  });
});

describe("checkSignedCodeOffline", () => {
  it("refuses a code whose card was withdrawn at or after the code was made", async () => {
    const server = await signer();
    const code = await server.code(madeAt);
    const now = at(minutes(120));
    for (const withdrawnAt of [madeAt, at(minutes(5))]) {
      const list = await server.list(at(minutes(60)), [{ kind: "skills-card", id: cardId, at: withdrawnAt }]);
      const check = await checkSignedCodeOffline(code, server.keys, list, now);
      expect(check).toMatchObject({ outcome: "red", reason: withdrawalMessages.withdrawn });
      expect(check.list).toEqual({ state: "current", issuedAt: at(minutes(60)).getTime() });
    }
  });

  it("passes a new code made after the card was withdrawn and shown again", async () => {
    const server = await signer();
    const list = await server.list(at(minutes(60)), [
      { kind: "skills-card", id: cardId, at: at(-minutes(30)) },
      // Another kind with the same id is another record.
      { kind: "document", id: cardId, at: at(minutes(30)) },
    ]);
    const check = await checkSignedCodeOffline(await server.code(madeAt), server.keys, list, at(minutes(90)));
    expect(check).toMatchObject({ outcome: "green", reason: gateCodeMessages.inDate });
    expect(check.list.state).toBe("current");
  });

  it("is never green with a list out of date or none: amber, saying why", async () => {
    const server = await signer();
    const code = await server.code(madeAt);
    const list = await server.list(at(minutes(1)), []);
    const stale = await checkSignedCodeOffline(
      code,
      server.keys,
      list,
      at(minutes(1) + 12 * 3_600_000 + 1000),
    );
    expect(stale).toMatchObject({ outcome: "amber", reason: withdrawalMessages.listOutOfDate });
    expect(stale.list).toEqual({ state: "out-of-date", issuedAt: at(minutes(1)).getTime() });
    const missing = await checkSignedCodeOffline(code, server.keys, undefined, at(minutes(2)));
    expect(missing).toMatchObject({ outcome: "amber", reason: withdrawalMessages.listMissing });
    expect(missing.list).toEqual({ state: "missing", issuedAt: null });
    // An expired card stays red.
    const expired = await checkSignedCodeOffline(
      await server.code(madeAt, "2026-01-01"),
      server.keys,
      null,
      madeAt,
    );
    expect(expired).toMatchObject({ outcome: "red", reason: gateCodeMessages.cardExpired });
  });

  it("still refuses a withdrawal in a list that is out of date", async () => {
    const server = await signer();
    const list = await server.list(at(minutes(1)), [{ kind: "skills-card", id: cardId, at: at(minutes(1)) }]);
    const check = await checkSignedCodeOffline(
      await server.code(madeAt),
      server.keys,
      list,
      at(minutes(800)),
    );
    expect(check).toMatchObject({ outcome: "red", reason: withdrawalMessages.withdrawn });
  });

  it("ignores a list whose signature fails, and says so", async () => {
    const server = await signer();
    const list = await server.list(at(minutes(1)), [{ kind: "skills-card", id: cardId, at: at(minutes(1)) }]);
    const forged = { ...list, payload: list.payload.replace(/"w":\[.*\]/, '"w":[]') };
    const check = await checkSignedCodeOffline(
      await server.code(madeAt),
      server.keys,
      forged,
      at(minutes(2)),
    );
    expect(check).toMatchObject({ outcome: "amber", reason: withdrawalMessages.listNotGenuine });
    expect(check.list).toEqual({ state: "not-genuine", issuedAt: null });
  });

  it("is amber when a capped list does not reach back to the code", async () => {
    const server = await signer();
    const list = await server.list(
      at(minutes(60)),
      [{ kind: "document", id: otherId, at: at(minutes(30)) }],
      false,
    );
    const check = await checkSignedCodeOffline(await server.code(madeAt), server.keys, list, at(minutes(61)));
    expect(check).toMatchObject({ outcome: "amber", reason: withdrawalMessages.listPartial });
  });
});

describe("describeWithdrawalListAge", () => {
  it("says how old the list is, or that there is none", () => {
    const now = madeAt.getTime();
    expect(describeWithdrawalListAge(null, now)).toContain("gate.withdrawnList.none");
    expect(describeWithdrawalListAge(now - 20_000, now)).toContain("gate.withdrawnList.justNow");
    expect(describeWithdrawalListAge(now - minutes(5), now)).toContain("gate.withdrawnList.minutes");
    expect(describeWithdrawalListAge(now - minutes(125), now)).toContain("gate.withdrawnList.hours");
    expect(describeWithdrawalListAge(now - minutes(3000), now)).toContain("gate.withdrawnList.days");
  });
});
