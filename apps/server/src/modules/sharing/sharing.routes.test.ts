import { shareMessages } from "@siteready/domain/sharing";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/accounts.ts";
import { shares } from "../../db/schema/sharing.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import {
  callerOf,
  isoDaysFromNow,
  type User,
  validBankDetails,
  validEmployeeTax,
  validPersonalDetails,
} from "../profile/profile-test-support.ts";

const cardNumber = "CSCS-0042-7781";
const passportNumber = "502135326";
const phone = "Chrome on Android";
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("sharing centre", () => {
  const logs = logCollector();
  let testApp: TestApp;
  let admin: User;
  let owner: User;
  let other: User;
  let cardId: string;
  let passportId: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const publicCall = (path: string, payload: object, ip = "203.0.113.7") =>
    testApp.app.inject({
      method: "POST",
      url: `/api/shared/${path}`,
      headers: { "user-agent": androidChrome },
      remoteAddress: ip,
      payload,
    });

  async function share(body: Record<string, unknown>, user = owner) {
    const response = await call(user, "POST", "/api/shares", {
      recipient_label: "Acme Build — site office",
      ...body,
    });
    return response;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" }, { logs });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  it("is locked until an admin switches it on (donate to unlock)", async () => {
    const locked = await call(owner, "GET", "/api/shares");
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: "FEATURE_LOCKED", details: { feature: "sharingCenter" } });

    const enabled = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/sharingCenter",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await call(owner, "GET", "/api/shares")).json()).toEqual({ shares: [] });
  });

  it("offers the worker's records and private details to choose from, private ones marked", async () => {
    await call(owner, "PUT", "/api/profile/personal-details", validPersonalDetails);
    const card = await call(owner, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: cardNumber,
      expiry_date: isoDaysFromNow(400),
    });
    cardId = card.json().id;
    const photo = await call(
      owner,
      "POST",
      `/api/profile/skills-cards/${cardId}/photos/front`,
      uploadForm(await pngImage(), "front.png"),
    );
    expect(photo.statusCode).toBe(200);
    const passport = await call(owner, "POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: passportNumber,
      expiry_date: isoDaysFromNow(20),
    });
    passportId = passport.json().id;
    await call(owner, "PUT", "/api/profile/bank-details", validBankDetails);
    await call(owner, "PUT", "/api/profile/tax-details", validEmployeeTax);

    const offered = (await call(owner, "GET", "/api/shares/shareable-items")).json().items;
    expect(offered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "skills-card", id: cardId, type: "cscs-labourer", private: false }),
        expect.objectContaining({ kind: "document", id: passportId, type: "passport", private: false }),
        expect.objectContaining({ kind: "bank-details", id: null, private: true }),
        expect.objectContaining({ kind: "ni-number", id: null, private: true }),
      ]),
    );
    expect(offered.some((item: { kind: string }) => item.kind === "utr")).toBe(false);
  });

  it("shares a card for 7 days: the page shows that card and nothing else, and logs one view", async () => {
    const created = await share({ items: [{ kind: "skills-card", id: cardId }], notify_by_email: true });
    expect(created.statusCode).toBe(201);
    const summary = created.json();
    expect(summary).toMatchObject({ state: "active", has_pin: false, view_count: 0, first_viewed_at: null });
    expect(summary.url).toMatch(/^http:\/\/localhost:3000\/share#[\w-]{43}$/);
    const days = (Date.parse(summary.expires_at) - Date.parse(summary.created_at)) / 86_400_000;
    expect(days).toBe(7);

    const page = await publicCall("view", { token: tokenOf(summary.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const shown = page.json();
    expect(shown).toMatchObject({
      state: "shown",
      holder_name: "Sam O'Neill",
      recipient_label: "Acme Build — site office",
      note: { key: "sharing.page.selfDeclared" },
    });
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({
      kind: "skills-card",
      number: cardNumber,
      status: { key: "sharing.status.valid" },
    });
    // Items not chosen never reach the answer: not the passport, not the bank, NI or contact details.
    for (const secret of [passportNumber, "12345678", "AB 123456 C", "07700", "sam.oneill", "LS1"]) {
      expect(page.body).not.toContain(secret);
    }

    const detail = (await call(owner, "GET", `/api/shares/${summary.id}`)).json();
    expect(detail.view_count).toBe(1);
    expect(detail.first_view_unseen).toBe(true);
    expect(detail.views).toEqual([
      expect.objectContaining({ device: phone, downloads: 0, viewer_name: null }),
    ]);
    const mail = readOutbox(testApp.config.dataDir).find((text) =>
      text.includes("Your SiteReady share was opened"),
    );
    expect(mail).toContain("Acme Build");

    // The viewer names themself; a second view does not e-mail again.
    const named = await publicCall("viewer", {
      token: tokenOf(summary.url),
      view_id: shown.view_id,
      viewer_name: "Pat Gateman",
      viewer_company: "Acme Build",
    });
    expect(named.statusCode).toBe(204);
    await publicCall("view", { token: tokenOf(summary.url) });
    const logged = (await call(owner, "GET", `/api/shares/${summary.id}`)).json();
    expect(logged.views).toHaveLength(2);
    expect(logged.views[1]).toMatchObject({ viewer_name: "Pat Gateman", viewer_company: "Acme Build" });
    const mails = readOutbox(testApp.config.dataDir).filter((text) => text.includes("share was opened"));
    expect(mails).toHaveLength(1);

    const seen = await call(owner, "POST", `/api/shares/${summary.id}/first-view-seen`, {});
    expect(seen.statusCode).toBe(204);
    expect((await call(owner, "GET", "/api/shares")).json().shares[0].first_view_unseen).toBe(false);
  });

  it("makes a compliance pack PDF whose text holds the card's number and the footer, and counts the download", async () => {
    const summary = (await share({ items: [{ kind: "skills-card", id: cardId }] })).json();
    const token = tokenOf(summary.url);
    const viewId = (await publicCall("view", { token })).json().view_id;
    const pack = await publicCall("pack", { token, view_id: viewId });
    expect(pack.statusCode).toBe(200);
    expect(pack.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pack.rawPayload);
    expect(text).toContain(cardNumber);
    expect(text).toContain("Shared by the holder");
    expect(text).toContain("Acme Build");
    expect(text).not.toContain(passportNumber);
    const detail = (await call(owner, "GET", `/api/shares/${summary.id}`)).json();
    expect(detail.views[0].downloads).toBe(1);
  });

  it("makes the pack and the CV in the language the worker chose for the share, English by default", async () => {
    const english = (await share({ items: [{ kind: "skills-card", id: cardId }, { kind: "cv" }] })).json();
    const englishPack = await pdfText((await publicCall("pack", { token: tokenOf(english.url) })).rawPayload);
    expect(englishPack).toContain("Compliance pack");
    expect(englishPack).toContain("Shared by the holder");

    const polish = (
      await share({ items: [{ kind: "skills-card", id: cardId }, { kind: "cv" }], language: "pl" })
    ).json();
    const token = tokenOf(polish.url);
    const pack = await pdfText((await publicCall("pack", { token })).rawPayload);
    expect(pack).toContain("Pakiet dokumentów");
    expect(pack).toContain("Udostępnione przez posiadacza");
    expect(pack).toContain(cardNumber);
    expect(pack).toContain("Acme Build — site office");
    const cv = await pdfText((await publicCall("cv", { token })).rawPayload);
    expect(cv).toContain("Karty i uprawnienia");
    expect((await share({ items: [{ kind: "cv" }], language: "de" })).statusCode).toBe(400);
  });

  it("shares the CV: made from the profile when downloaded, its text holding the card; never without it", async () => {
    const offered = (await call(owner, "GET", "/api/shares/shareable-items")).json().items;
    expect(offered).toContainEqual(expect.objectContaining({ kind: "cv", id: null, private: false }));

    const withCv = (await share({ items: [{ kind: "cv" }] })).json();
    expect(withCv.items).toEqual([{ kind: "cv", label: "CV", type: null }]);
    const token = tokenOf(withCv.url);
    const page = (await publicCall("view", { token })).json();
    expect(page.items).toEqual([
      expect.objectContaining({ kind: "cv", title: "Construction CV", number: null }),
    ]);
    // Only the CV was chosen: the card's number is in the CV file, not on the page.
    expect(JSON.stringify(page)).not.toContain(cardNumber);
    const cv = await publicCall("cv", { token, view_id: page.view_id });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(cv.rawPayload);
    expect(text).toContain("Sam O'Neill");
    expect(text).toContain(cardNumber);
    const logged = (await call(owner, "GET", `/api/shares/${withCv.id}`)).json();
    expect(logged.views[0].downloads).toBe(1);

    const cardOnly = (await share({ items: [{ kind: "skills-card", id: cardId }] })).json();
    expect((await publicCall("cv", { token: tokenOf(cardOnly.url) })).statusCode).toBe(404);
    expect((await share({ items: [{ kind: "cv", id: cardId }] })).statusCode).toBe(400);
  });

  it("lets nobody else list, read or revoke my shares (404)", async () => {
    const summary = (await share({ items: [{ kind: "skills-card", id: cardId }] })).json();
    expect((await call(other, "GET", "/api/shares")).json()).toEqual({ shares: [] });
    expect((await call(other, "GET", `/api/shares/${summary.id}`)).statusCode).toBe(404);
    expect((await call(other, "POST", `/api/shares/${summary.id}/revoke`, {})).statusCode).toBe(404);
    expect((await call(other, "POST", `/api/shares/${summary.id}/first-view-seen`, {})).statusCode).toBe(404);
    expect((await call(other, "GET", "/api/shares/not-an-id")).statusCode).toBe(404);
    // Nor share my records as theirs.
    expect((await share({ items: [{ kind: "skills-card", id: cardId }] }, other)).statusCode).toBe(404);
    expect((await call(owner, "GET", `/api/shares/${summary.id}`)).json().revoked_at).toBeNull();
  });

  it("answers no data once revoked, or once its end date has passed", async () => {
    const revoked = (await share({ items: [{ kind: "skills-card", id: cardId }] })).json();
    const revoke = await call(owner, "POST", `/api/shares/${revoked.id}/revoke`, {});
    expect(revoke.json()).toMatchObject({ state: "revoked", state_label: "Revoked" });
    const afterRevoke = await publicCall("view", { token: tokenOf(revoked.url) });
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json().message).toBe(shareMessages.ended);
    expect(afterRevoke.body).not.toContain(cardNumber);
    expect((await publicCall("pack", { token: tokenOf(revoked.url) })).statusCode).toBe(404);

    const expired = (await share({ items: [{ kind: "skills-card", id: cardId }], expiry: "1" })).json();
    await testApp.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, expired.id));
    const afterExpiry = await publicCall("view", { token: tokenOf(expired.url) });
    expect(afterExpiry.statusCode).toBe(404);
    expect(afterExpiry.body).not.toContain(cardNumber);
    expect(afterExpiry.body).not.toContain("Sam");
    expect((await call(owner, "GET", `/api/shares/${expired.id}`)).json().state).toBe("expired");
    expect((await publicCall("view", { token: "x".repeat(43) })).statusCode).toBe(404);
  });

  it("ends itself when a shared card expires, if the worker chose that", async () => {
    const expiring = await call(owner, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "OLD-1",
      expiry_date: isoDaysFromNow(-1),
    });
    const summary = (
      await share({ items: [{ kind: "skills-card", id: expiring.json().id }], end_when_card_expires: true })
    ).json();
    expect(summary.state).toBe("card-expired");
    expect((await publicCall("view", { token: tokenOf(summary.url) })).statusCode).toBe(404);
  });

  it("asks for the PIN first, refuses a wrong one, and rate-limits guessing", async () => {
    const summary = (await share({ items: [{ kind: "skills-card", id: cardId }], pin: "4821" })).json();
    expect(summary.has_pin).toBe(true);
    const token = tokenOf(summary.url);
    const asked = await publicCall("view", { token });
    expect(asked.json()).toEqual({ state: "pin-required" });
    expect(asked.body).not.toContain(cardNumber);
    expect((await publicCall("pack", { token })).statusCode).toBe(403);

    const wrong = await publicCall("view", { token, pin: "0000" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(shareMessages.wrongPin);
    expect(wrong.body).not.toContain(cardNumber);
    expect((await publicCall("view", { token, pin: "4821" })).json().items[0].number).toBe(cardNumber);

    // Five wrong PINs per share in ten minutes, from any address: the fifth says so, then even the right PIN waits.
    const statuses: number[] = [];
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      statuses.push((await publicCall("view", { token, pin: "1111" }, ip)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    const limited = await publicCall("view", { token, pin: "4821" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(shareMessages.tooManyPinTries);
  });

  it("counts only wrong PINs: an employer with the right PIN after two wrong ones uses the whole page", async () => {
    const summary = (
      await share({ items: [{ kind: "skills-card", id: cardId }, { kind: "cv" }], pin: "7305" })
    ).json();
    const token = tokenOf(summary.url);
    for (const wrong of ["7350", "7035"]) {
      expect((await publicCall("view", { token, pin: wrong })).statusCode).toBe(403);
    }
    // The page sends the PIN with every call: opening, naming the viewer, the pack, the CV, each photo.
    const page = await publicCall("view", { token, pin: "7305" });
    expect(page.statusCode).toBe(200);
    const { view_id, items } = page.json();
    const photo = items[0].photos[0];
    const calls = [
      await publicCall("viewer", { token, pin: "7305", view_id, viewer_name: "Pat Gateman" }),
      await publicCall("pack", { token, pin: "7305", view_id }),
      await publicCall("cv", { token, pin: "7305", view_id }),
      await publicCall("photo", { token, pin: "7305", photo_id: photo.id, width: 320 }),
      await publicCall("photo", { token, pin: "7305", photo_id: photo.id, width: 640 }),
      await publicCall("view", { token, pin: "7305" }),
      await publicCall("view", { token, pin: "7305" }),
    ];
    expect(calls.map((call) => call.statusCode)).toEqual([204, 200, 200, 200, 200, 200, 200]);

    // Three more wrong ones make five: locked for everyone, the right PIN too, until the ten minutes pass.
    const statuses: number[] = [];
    for (const wrong of ["0000", "1111", "2222"]) {
      statuses.push((await publicCall("view", { token, pin: wrong })).statusCode);
    }
    expect(statuses).toEqual([403, 403, 429]);
    for (const path of ["view", "pack", "photo"]) {
      const refused = await publicCall(path, { token, pin: "7305", photo_id: photo.id, width: 320 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(shareMessages.tooManyPinTries);
    }
    await testApp.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 11 * 60_000 })
      .where(like(rateLimits.key, `%${summary.id}`));
    expect((await publicCall("view", { token, pin: "7305" })).statusCode).toBe(200);
  });

  it("shows the shared card's photos, each only to a viewer holding the token (and the PIN), at a fixed width", async () => {
    const back = await call(
      owner,
      "POST",
      `/api/profile/skills-cards/${cardId}/photos/back`,
      uploadForm(await pngImage(1200, 760), "back.png"),
    );
    expect(back.statusCode).toBe(200);
    const unshared = await call(owner, "POST", "/api/profile/skills-cards", {
      card_type: "cpcs-competent-operator",
      registration_number: "CPCS-9",
      expiry_date: isoDaysFromNow(300),
    });
    const unsharedPhoto = await call(
      owner,
      "POST",
      `/api/profile/skills-cards/${unshared.json().id}/photos/front`,
      uploadForm(await pngImage(), "other.png"),
    );
    expect(unsharedPhoto.statusCode).toBe(200);
    const unsharedFileId = String(unsharedPhoto.json().front_image_url).split("/").pop();

    const summary = (await share({ items: [{ kind: "skills-card", id: cardId }], pin: "2468" })).json();
    const token = tokenOf(summary.url);
    const shown = (await publicCall("view", { token, pin: "2468" })).json();
    const photos = shown.items[0].photos;
    expect(photos.map((photo: { side: string }) => photo.side)).toEqual(["front", "back"]);
    expect(photos[1]).toMatchObject({ width: 1200, height: 760 });

    const picture = await publicCall("photo", { token, pin: "2468", photo_id: photos[1].id, width: 320 });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: "webp", width: 320 });

    // No PIN, another of the worker's photos, a width off the list, a bad token: nothing.
    expect((await publicCall("photo", { token, photo_id: photos[1].id, width: 320 })).statusCode).toBe(403);
    expect(unsharedFileId).toEqual(expect.any(String));
    const other = await publicCall("photo", { token, pin: "2468", photo_id: unsharedFileId, width: 320 });
    expect(other.statusCode).toBe(404);
    const odd = await publicCall("photo", { token, pin: "2468", photo_id: photos[1].id, width: 333 });
    expect(odd.statusCode).toBe(400);
    expect(
      (await publicCall("photo", { token: "x".repeat(43), photo_id: photos[1].id, width: 320 })).statusCode,
    ).toBe(404);

    // Revoked: the photos end with the page.
    await call(owner, "POST", `/api/shares/${summary.id}/revoke`, {});
    const afterRevoke = await publicCall("photo", { token, pin: "2468", photo_id: photos[0].id, width: 320 });
    expect(afterRevoke.statusCode).toBe(404);
  });

  it("shares private details only when each is ticked and the warning confirmed", async () => {
    const unconfirmed = await share({ items: [{ kind: "ni-number" }] });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fieldErrors).toEqual({
      private_confirmed: [inEnglish(shareMessages.confirmPrivate)],
    });
    expect((await share({ items: [{ kind: "utr" }], private_confirmed: true })).statusCode).toBe(400);

    const summary = (
      await share({
        items: [{ kind: "ni-number" }, { kind: "document", id: passportId }],
        private_confirmed: true,
      })
    ).json();
    const shown = (await publicCall("view", { token: tokenOf(summary.url) })).json();
    expect(shown.items.map((item: { kind: string }) => item.kind)).toEqual(["ni-number", "document"]);
    expect(shown.items[0].number).toBe("AB 123456 C");
    expect(shown.items[1]).toMatchObject({
      number: passportNumber,
      status: { key: "sharing.status.expiringIn", values: { days: 20 } },
    });
    expect(JSON.stringify(shown)).not.toContain("12345678");
  });

  it("checks the input with the domain's messages", async () => {
    const empty = await share({ items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.items).toContain(inEnglish(shareMessages.noItems));
    const badPin = await share({ items: [{ kind: "skills-card", id: cardId }], pin: "12" });
    expect(badPin.json().fieldErrors.pin).toEqual([inEnglish(shareMessages.pinFormat)]);
    const pastDate = await share({
      items: [{ kind: "skills-card", id: cardId }],
      expiry: "date",
      expires_on: isoDaysFromNow(-2),
    });
    expect(pastDate.json().fieldErrors).toEqual({ expires_on: [inEnglish(shareMessages.endDatePast)] });
  });

  it("never writes a share token to the log, even when one is put in a URL path", async () => {
    const summary = (await share({ items: [{ kind: "skills-card", id: cardId }] })).json();
    const token = tokenOf(summary.url);
    await publicCall("view", { token: `${token}` });
    await testApp.app.inject({ method: "GET", url: `/share/${token}` });
    await testApp.app.inject({ method: "GET", url: `/api/shared/view?token=${token}` });
    expect(logs.text()).toContain("/share/[redacted]");
    expect(logs.text()).not.toContain(token);
  });
});
