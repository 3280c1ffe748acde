import { type GateSigningKey, parseGateCode, verifySignedGateCode } from "@siteready/domain/wallet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";
import { makeLiveToken } from "./live-gate-tokens.ts";

interface WalletItem {
  id: string;
  kind: string;
  signed_code_url: string;
  show_holder_photo: boolean;
}

describe("site-gate wallet and its check", () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  const call = callerOf(() => testApp.app);
  const codeOf = (url: string) => new URL(url).hash.slice(1);
  const verify = (token: string) => call(null, "POST", "/api/gate-verifications", { token });
  const walletItem = async (id: string) =>
    ((await call(owner, "GET", "/api/wallet")).json().items as WalletItem[]).find((item) => item.id === id);
  const liveCode = async (id: string) =>
    codeOf((await call(owner, "GET", `/api/wallet/items/skills-card/${id}/live-code`)).json().url);

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
    const photo = await call(
      owner,
      "POST",
      "/api/profile/personal-details/photo",
      uploadForm(await pngImage(), "me.png"),
    );
    expect(photo.statusCode).toBe(200);
  });
  afterAll(async () => testApp.close());

  // Each test adds its own card: one worker cannot hold the same card (type and number) twice.
  async function addCard(user: User, expiry = "2099-03-31", number = "CSCS-0042-7781") {
    const created = await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: number,
      expiry_date: expiry,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const side of ["front", "back"]) {
      const upload = await call(
        user,
        "POST",
        `/api/profile/skills-cards/${id}/photos/${side}`,
        uploadForm(await pngImage(), `${side}.png`),
      );
      expect(upload.statusCode).toBe(200);
    }
    return id;
  }

  it("puts a new card in the wallet at once, with both photos, the holder and an offline code", async () => {
    const id = await addCard(owner);
    const card = (await call(owner, "GET", `/api/profile/skills-cards/${id}`)).json();
    expect(card.show_at_gate).toBe(true);

    const wallet = (await call(owner, "GET", "/api/wallet")).json();
    expect(wallet.holder_name).toBe("Sam O'Neill");
    expect(wallet.holder_photo_url).toMatch(/^\/api\/files\/[\w-]+\?gate$/);
    expect(wallet.items[0]).toMatchObject({
      kind: "skills-card",
      id,
      kind_label: "Skills card",
      title: card.card_type_name,
      // The record's type, by which the web names it in the reader's language.
      type: "cscs-labourer",
      acronym: "CSCS",
      number: "CSCS-0042-7781",
      expiry_date: "2099-03-31",
      urgency: { status: "valid" },
      show_holder_photo: true,
      front_image_url: `${card.front_image_url}?gate`,
      back_image_url: `${card.back_image_url}?gate`,
    });
    expect(wallet.items[0].signed_code_url).toMatch(/^http:\/\/localhost:\d+\/verify#s\.[\w-]+\.[\w-]+$/);
    const expiresIn = Date.parse(wallet.items[0].signed_code_expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
    expect((await call(other, "GET", wallet.items[0].front_image_url)).statusCode).toBe(404);
  });

  it("checks a live code: the holder's name and photo, the card's facts and status, nothing else", async () => {
    const id = await addCard(owner, undefined, "CSCS-0042-7782");
    const response = await verify(await liveCode(id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      outcome: "green",
      code_kind: "live",
      holder_name: "Sam O'Neill",
      kind_label: "Skills card",
      scheme: "CSCS",
      number: "CSCS-0042-7782",
      expiry_date: "2099-03-31",
      urgency: { status: "valid" },
      // Typed in with photos, never checked: how far it is verified, in words, and no more.
      verification: { level: "photo", check: null, flagged: false },
      scan_id: null,
      smart_check: true,
    });
    expect(body.holder_photo).toMatch(/^data:image\/webp;base64,/);
    expect(Object.keys(body).sort()).toEqual(
      [
        "checked_at",
        "code_kind",
        "expiry_date",
        "holder_name",
        "holder_photo",
        "kind",
        "kind_label",
        "number",
        "outcome",
        "reason",
        "scan_id",
        "scheme",
        "smart_check",
        "title",
        "type",
        "urgency",
        "verification",
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toContain(owner.email);

    // The worker switches the photo off for this card: the check shows the name alone.
    const hide = await call(owner, "PUT", `/api/wallet/items/skills-card/${id}`, {
      show_holder_photo: false,
    });
    expect(hide.json()).toEqual({ kind: "skills-card", id, show_at_gate: true, show_holder_photo: false });
    expect((await verify(await liveCode(id))).json().holder_photo).toBeNull();
  });

  it("refuses a live code older than 3 minutes, a changed one, and one of a card no longer shown", async () => {
    const id = await addCard(owner, undefined, "CSCS-0042-7783");
    const secret = testApp.config.authSecret;
    const justInTime = makeLiveToken(secret, "skills-card", id, new Date(Date.now() - 170_000));
    expect((await verify(justInTime)).statusCode).toBe(200);

    const old = await verify(makeLiveToken(secret, "skills-card", id, new Date(Date.now() - 200_000)));
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(
      "This QR code has expired: it stops working 3 minutes after it is shown. Ask the worker to open the card again.",
    );

    const token = await liveCode(id);
    const changed = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    expect((await verify(changed)).json().message).toMatch(/^This code is not genuine/);
    expect((await verify("t.guessed-token-guessed-token")).statusCode).toBe(404);
    expect((await verify("https://example.com/pay")).statusCode).toBe(404);
    // Another user cannot get a live code for it.
    expect((await call(other, "GET", `/api/wallet/items/skills-card/${id}/live-code`)).statusCode).toBe(404);

    await call(owner, "PUT", `/api/wallet/items/skills-card/${id}`, { show_at_gate: false });
    const revoked = await verify(token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(
      "This card is no longer shown at the gate: its holder deleted it or switched it off.",
    );
    expect((await call(owner, "GET", `/api/wallet/items/skills-card/${id}/live-code`)).statusCode).toBe(404);
  });

  it("signs an offline code a checker verifies with the published keys, and refuses a changed byte", async () => {
    const id = await addCard(owner, "2026-01-01", "CSCS-0042-7784");
    const keys = (await call(null, "GET", "/api/gate/keys")).json().keys as GateSigningKey[];
    expect(keys).toHaveLength(1);
    const code = parseGateCode((await walletItem(id))?.signed_code_url ?? "");
    if (code?.type !== "signed") throw new Error("expected a signed code");

    const check = await verifySignedGateCode(code, keys, new Date());
    expect(check.statement).toMatchObject({ n: "Sam O'Neill", no: "CSCS-0042-7784", e: "2026-01-01" });
    // The card itself has expired: red, and why.
    expect(check.outcome).toBe("red");
    expect(inEnglish(check.reason)).toBe("This card has expired.");

    const tampered = code.payload.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const forged = await verifySignedGateCode({ ...code, payload: tampered }, keys, new Date());
    expect({ ...forged, reason: inEnglish(forged.reason) }).toEqual({
      outcome: "red",
      reason:
        "This code is not genuine: its signature does not match SiteReady's. It may have been changed or made up.",
      statement: null,
    });
    const afterADay = await verifySignedGateCode(code, keys, new Date(Date.now() + 24 * 3600_000 + 5000));
    expect(inEnglish(afterADay.reason)).toBe(
      "This offline code has expired (they last 24 hours). Ask the worker to connect and show the card again.",
    );

    // Online, the server checks a signed code too, and refuses it once the card is deleted.
    const online = await verify(code.code);
    expect(online.json()).toMatchObject({ outcome: "red", code_kind: "signed", holder_name: "Sam O'Neill" });
    expect((await verify(`s.${tampered}.${code.signature}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/profile/skills-cards/${id}`)).statusCode).toBe(204);
    expect((await verify(code.code)).json().message).toBe(
      "This card is no longer shown at the gate: its holder deleted it or switched it off.",
    );
  });

  it("marks documents and qualifications too, and answers 404 for another user's record or a bad id", async () => {
    const document = await call(owner, "POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: "123456789",
      expiry_date: "2099-01-01",
    });
    const qualification = await call(owner, "POST", "/api/profile/qualifications", {
      type: "NVQ Level 2 Groundworks",
      issue_date: "2020-05-01",
      issuing_authority: "City & Guilds",
    });
    for (const [kind, id] of [
      ["document", document.json().id],
      ["qualification", qualification.json().id],
    ]) {
      expect(
        (await call(other, "PUT", `/api/wallet/items/${kind}/${id}`, { show_at_gate: false })).statusCode,
      ).toBe(404);
      expect(
        (await call(owner, "PUT", `/api/wallet/items/${kind}/${id}`, { show_at_gate: true })).statusCode,
      ).toBe(200);
    }
    expect(
      (await call(owner, "PUT", "/api/wallet/items/document/not-a-uuid", { show_at_gate: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(owner, "PUT", `/api/wallet/items/document/${document.json().id}`, { show_at_gate: "yes" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(owner, "PUT", `/api/wallet/items/document/${document.json().id}`, {})).statusCode,
    ).toBe(400);
    expect(
      (await call(owner, "PUT", `/api/wallet/items/passport/${document.json().id}`, { show_at_gate: true }))
        .statusCode,
    ).toBe(400);
    const titles = ((await call(owner, "GET", "/api/wallet")).json().items as { title: string }[]).map(
      (item) => item.title,
    );
    expect(titles).toEqual(expect.arrayContaining(["Passport", "NVQ Level 2 Groundworks"]));
    expect((await call(other, "GET", "/api/wallet")).json().items).toEqual([]);
    expect((await call(null, "GET", "/api/wallet")).statusCode).toBe(401);
  });
});
