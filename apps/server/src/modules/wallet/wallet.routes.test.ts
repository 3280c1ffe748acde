import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";

describe("site-gate wallet", () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  const call = callerOf(() => testApp.app);
  const tokenOf = (verificationUrl: string) => new URL(verificationUrl).hash.slice(1);
  const verify = (token: string) => call(null, "POST", "/api/gate-verifications", { token });

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  async function addCard(user: User) {
    const created = await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "CSCS-0042-7781",
      expiry_date: "2099-03-31",
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

  it("shows only the records marked for the gate, with both photos, the holder and a QR link", async () => {
    const marked = await addCard(owner);
    await addCard(owner);
    expect((await call(owner, "GET", "/api/wallet")).json()).toMatchObject({ items: [] });

    const mark = await call(owner, "PUT", `/api/wallet/items/skills-card/${marked}`, { show_at_gate: true });
    expect(mark.json()).toEqual({ kind: "skills-card", id: marked, show_at_gate: true });
    const card = (await call(owner, "GET", `/api/profile/skills-cards/${marked}`)).json();
    expect(card.show_at_gate).toBe(true);

    const wallet = (await call(owner, "GET", "/api/wallet")).json();
    expect(wallet.holder_name).toBe("Sam O'Neill");
    expect(wallet.items).toHaveLength(1);
    expect(wallet.items[0]).toMatchObject({
      kind: "skills-card",
      id: marked,
      kind_label: "Skills card",
      title: card.card_type_name,
      acronym: "CSCS",
      number: "CSCS-0042-7781",
      expiry_date: "2099-03-31",
      urgency: { status: "valid" },
      front_image_url: `${card.front_image_url}?gate`,
      back_image_url: `${card.back_image_url}?gate`,
    });
    const photo = await call(owner, "GET", wallet.items[0].front_thumbnail_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toMatch(/^image\//);
    expect((await call(other, "GET", wallet.items[0].front_image_url)).statusCode).toBe(404);
    expect(wallet.items[0].verification_url).toMatch(/^http:\/\/localhost:\d+\/verify#[\w-]{43}$/);
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
        (await call(other, "PUT", `/api/wallet/items/${kind}/${id}`, { show_at_gate: true })).statusCode,
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

  it("verifies a QR token publicly with the card's status and nothing else about the worker", async () => {
    const id = await addCard(owner);
    await call(owner, "PUT", `/api/wallet/items/skills-card/${id}`, { show_at_gate: true });
    const item = (
      (await call(owner, "GET", "/api/wallet")).json().items as { id: string; verification_url: string }[]
    ).find((entry) => entry.id === id);
    const token = tokenOf(item?.verification_url ?? "");

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind_label: "Skills card",
      scheme: "CSCS",
      expiry_date: "2099-03-31",
      urgency: { status: "valid" },
      note: "Self-declared by the card holder in SiteReady, not scheme verification.",
    });
    expect(Object.keys(body).sort()).toEqual(
      ["checked_at", "expiry_date", "kind_label", "note", "scheme", "title", "urgency"].sort(),
    );
    expect(JSON.stringify(body)).not.toContain("CSCS-0042-7781");
    expect(JSON.stringify(body)).not.toContain(owner.email);

    // Only the hash is stored; unmarking stops the link working.
    const stored = await testApp.database.db.select({ hash: skillsCards.gateTokenHash }).from(skillsCards);
    expect(stored.map((row) => row.hash)).not.toContain(token);
    await call(owner, "PUT", `/api/wallet/items/skills-card/${id}`, { show_at_gate: false });
    const revoked = await verify(token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(
      "This check link is not valid, or the card is no longer shown at the gate.",
    );
    expect((await verify("guessed-token")).statusCode).toBe(404);
  });

  it("stores no token of documents or qualifications in the clear either", async () => {
    const db = testApp.database.db;
    const hashes = [
      ...(await db.select({ hash: documents.gateTokenHash }).from(documents)),
      ...(await db.select({ hash: qualifications.gateTokenHash }).from(qualifications)),
    ].flatMap((row) => (row.hash ? [row.hash] : []));
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
