import { describe, expect, it } from "vitest";
import type { ExpectedCrewPack } from "./companies.ts";
import { verifyExpectedCrewPack } from "./expected-crew-pack.ts";

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const issued = new Date("2026-12-07T06:00:00.000Z");
const crew = [
  {
    id: "crew-1",
    name: "Sam Price",
    role_name: "Plant operator",
    status: "green" as const,
    reasons: [],
    photo: null,
    record_ids: ["card-1"],
  },
];

/** A pack signed as the server signs it, with a key pair made here. */
async function signedPack() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const iat = Math.floor(issued.getTime() / 1000);
  const content = {
    v: 1,
    site_id: "site-1",
    site_name: "Riverside Plot 4",
    policy: "block",
    iat,
    exp: iat + 86_400,
    crew,
  };
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(content)));
  const signature = toBase64Url(
    new Uint8Array(await crypto.subtle.sign("Ed25519", pair.privateKey, new TextEncoder().encode(payload))),
  );
  const pack: ExpectedCrewPack = {
    payload,
    signature,
    kid: "k1",
    site_id: "site-1",
    site_name: "Riverside Plot 4",
    gate_policy: "block",
    issued_at: issued.toISOString(),
    expires_at: new Date(issued.getTime() + 86_400_000).toISOString(),
    crew,
  };
  return { pack, keys: [{ kid: "k1", public_key: publicKey }] };
}

describe("verifyExpectedCrewPack", () => {
  it("trusts the crew and policy as signed, while the pack is in date", async () => {
    const { pack, keys } = await signedPack();
    const later = new Date(issued.getTime() + 3_600_000);
    expect(await verifyExpectedCrewPack(pack, keys, later)).toMatchObject({ policy: "block", crew });
  });

  it("trusts no pack out of date, changed on the phone, or signed with a key the phone does not know", async () => {
    const { pack, keys } = await signedPack();
    const now = new Date(issued.getTime() + 60_000);
    expect(await verifyExpectedCrewPack(pack, keys, new Date(issued.getTime() + 90_000_000))).toBeNull();
    const changed = `${pack.payload.slice(0, -2)}${pack.payload.endsWith("A") ? "B" : "A"}${pack.payload.slice(-1)}`;
    expect(await verifyExpectedCrewPack({ ...pack, payload: changed }, keys, now)).toBeNull();
    expect(await verifyExpectedCrewPack({ ...pack, kid: "k2" }, keys, now)).toBeNull();
  });
});
