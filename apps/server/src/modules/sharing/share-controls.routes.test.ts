import { shareMessages } from "@siteready/domain/sharing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareEvents, shares } from "../../db/schema/sharing.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import {
  callerOf,
  isoDaysFromNow,
  type User,
  validPersonalDetails,
} from "../profile/profile-test-support.ts";
import { createSharingService } from "./sharing.service.ts";

const cardNumber = "CSCS-5151-0042";
const recipient = "jo.gate@acme.co.uk";

/** Shares with more control (issue 51): a view limit, an e-mailed code, a delete-by date, delete requests. */
describe("share controls", () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  let cardId: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  let ip = 0;
  // Each call from its own address, so the page's per-address limit never gets in the way.
  const publicCall = (path: string, payload: object) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/shared/${path}`,
      remoteAddress: `198.18.${Math.floor(++ip / 250)}.${ip % 250}`,
      payload,
    });
  const share = (body: Record<string, unknown>, user = owner) =>
    call(user, "POST", "/api/shares", {
      recipient_label: "Acme Build — gate",
      items: [{ kind: "skills-card", id: cardId }],
      ...body,
    });
  /** The latest code e-mailed to an address, from the outbox. */
  const latestCode = (to = recipient) => {
    const mail = readOutbox(testApp.config.dataDir)
      .filter((text) => text.includes(`To: ${to}`))
      .at(-1);
    return mail?.match(/\b(\d{6})\b/)?.[1];
  };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
    await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/sharingCenter",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    await call(owner, "PUT", "/api/profile/personal-details", validPersonalDetails);
    const card = await call(owner, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: cardNumber,
      expiry_date: isoDaysFromNow(400),
    });
    cardId = card.json().id;
    await call(
      owner,
      "POST",
      `/api/profile/skills-cards/${cardId}/photos/front`,
      uploadForm(await pngImage(), "front.png"),
    );
  });
  afterAll(async () => testApp.close());

  describe("a view limit", () => {
    it("refuses the third view of a 2-view share with its own message; the worker reads 2 of 2 used", async () => {
      const made = await share({ max_views: 2 });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ max_views: 2, views_used: 0, state: "active" });
      const token = tokenOf(made.json().url);
      const first = await publicCall("view", { token });
      const second = await publicCall("view", { token });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const third = await publicCall("view", { token });
      expect(third.statusCode).toBe(403);
      expect(third.json().message).toBe(shareMessages.viewLimitReached);
      expect(third.body).not.toContain(cardNumber);

      // The last view's own page still fetches its pack and photos; a call naming no view does not.
      const { view_id, items } = second.json();
      expect((await publicCall("pack", { token, view_id })).statusCode).toBe(200);
      const photo = items[0].photos[0].id;
      expect((await publicCall("photo", { token, view_id, photo_id: photo, width: 320 })).statusCode).toBe(
        200,
      );
      expect((await publicCall("pack", { token })).statusCode).toBe(403);
      expect((await publicCall("photo", { token, photo_id: photo, width: 320 })).statusCode).toBe(403);

      const detail = (await call(owner, "GET", `/api/shares/${made.json().id}`)).json();
      expect(detail).toMatchObject({ max_views: 2, views_used: 2, view_count: 2, state: "view-limit" });
      expect(detail.state_label).toBe("Ended: it was opened as many times as you allowed");
    });

    it("lets only one of many opens at the last view through, however they race", async () => {
      const made = (await share({ max_views: 3 })).json();
      const token = tokenOf(made.url);
      expect((await publicCall("view", { token })).statusCode).toBe(200);
      expect((await publicCall("view", { token })).statusCode).toBe(200);
      // Count at limit - 1: ten opens at once, one passes.
      const together = await Promise.all(Array.from({ length: 10 }, () => publicCall("view", { token })));
      const statuses = together.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(403)]);
      const detail = (await call(owner, "GET", `/api/shares/${made.id}`)).json();
      expect(detail).toMatchObject({ views_used: 3, view_count: 3 });

      // From the start, too: a 2-view share opened eight times at once shows twice.
      const fresh = (await share({ max_views: 2 })).json();
      const burst = await Promise.all(
        Array.from({ length: 8 }, () => publicCall("view", { token: tokenOf(fresh.url) })),
      );
      expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      expect((await call(owner, "GET", `/api/shares/${fresh.id}`)).json().view_count).toBe(2);
    });

    it("takes 1 to 100 whole views only, each refusal with its message", async () => {
      for (const max_views of [0, 101, 2.5, "many"]) {
        const refused = await share({ max_views });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fieldErrors).toEqual({ max_views: [inEnglish(shareMessages.maxViewsRange)] });
      }
      expect((await share({ max_views: 100 })).statusCode).toBe(201);
      expect((await share({ max_views: 1 })).json().max_views).toBe(1);
      expect((await share({})).json()).toMatchObject({ max_views: null });
    });
  });

  describe("a code e-mailed to the recipient", () => {
    it("asks for the code, e-mails it in the share's language, and opens the page only with the pass it earns", async () => {
      const made = await share({ recipient_email: recipient, verify_recipient: true, language: "pl" });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ recipient_email: recipient, verify_recipient: true });
      // The address is stored encrypted, never as typed.
      const [row] = await testApp.database.db.select().from(shares).where(eq(shares.id, made.json().id));
      expect(row?.recipientEmailEncrypted).toEqual(expect.any(String));
      expect(row?.recipientEmailEncrypted).not.toContain("acme");
      const token = tokenOf(made.json().url);

      const asked = await publicCall("view", { token });
      expect(asked.json()).toEqual({ state: "code-required", email: "j•••@acme.co.uk" });
      expect(asked.body).not.toContain(cardNumber);
      expect((await publicCall("pack", { token })).statusCode).toBe(403);

      const sent = await publicCall("code", { token });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ email: "j•••@acme.co.uk", resend_after_seconds: 60 });
      const mail = readOutbox(testApp.config.dataDir)
        .filter((text) => text.includes(`To: ${recipient}`))
        .at(-1);
      expect(mail).toContain("Twój kod to");
      const code = latestCode();
      expect(code).toMatch(/^\d{6}$/);
      // A second code at once is refused: one a minute.
      const again = await publicCall("code", { token });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe(shareMessages.codeResendWait);

      const wrongCode = code === "000000" ? "111111" : "000000";
      const wrong = await publicCall("code/check", { token, code: wrongCode });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe(shareMessages.wrongCode);

      const right = await publicCall("code/check", { token, code });
      expect(right.statusCode).toBe(200);
      const { pass } = right.json();
      expect(pass).toEqual(expect.any(String));
      // A code is used once.
      expect((await publicCall("code/check", { token, code })).statusCode).toBe(403);

      const page = await publicCall("view", { token, pass });
      expect(page.json()).toMatchObject({ state: "shown", items: [{ number: cardNumber }] });
      const { view_id, items } = page.json();
      const photo = items[0].photos[0].id;
      // The pass goes with every later call; without it, nothing.
      expect((await publicCall("viewer", { token, pass, view_id, viewer_name: "Jo Gate" })).statusCode).toBe(
        204,
      );
      expect((await publicCall("pack", { token, pass, view_id })).statusCode).toBe(200);
      expect((await publicCall("photo", { token, pass, photo_id: photo, width: 320 })).statusCode).toBe(200);
      for (const [path, body] of [
        ["pack", { token, view_id }],
        ["photo", { token, photo_id: photo, width: 320 }],
        ["viewer", { token, view_id, viewer_name: "X" }],
      ] as const) {
        const refused = await publicCall(path, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(shareMessages.codeNeeded);
      }
      // Another share's pass opens nothing here; nor does a pass altered.
      const forged = `${pass.split(".")[0]}.${"A".repeat(43)}`;
      expect((await publicCall("view", { token, pass: forged })).json().state).toBe("code-required");

      const detail = (await call(owner, "GET", `/api/shares/${made.json().id}`)).json();
      expect(detail.events.map((each: { kind: string }) => each.kind)).toEqual(["code-failed", "code-sent"]);
    });

    it("refuses an expired code", async () => {
      const made = (await share({ recipient_email: recipient, verify_recipient: true })).json();
      const token = tokenOf(made.url);
      await publicCall("code", { token });
      const code = latestCode();
      await testApp.database.db
        .update(shares)
        .set({ codeExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(shares.id, made.id));
      const expired = await publicCall("code/check", { token, code });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe(shareMessages.codeExpired);
    });

    it("locks code entry for 15 minutes after 5 wrong codes, the right code included", async () => {
      const made = (await share({ recipient_email: recipient, verify_recipient: true })).json();
      const token = tokenOf(made.url);
      await publicCall("code", { token });
      const code = latestCode() ?? "";
      const wrongCodes = ["000001", "000002", "000003", "000004", "000005"].filter((each) => each !== code);
      const statuses: number[] = [];
      for (const wrong of wrongCodes.slice(0, 5)) {
        statuses.push((await publicCall("code/check", { token, code: wrong })).statusCode);
      }
      expect(statuses).toEqual([403, 403, 403, 403, 429]);
      const locked = await publicCall("code/check", { token, code });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(shareMessages.codeLocked);
      expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);
      // No new code while locked either.
      expect((await publicCall("code", { token })).statusCode).toBe(429);

      const detail = (await call(owner, "GET", `/api/shares/${made.id}`)).json();
      expect(detail.events.filter((each: { kind: string }) => each.kind === "code-locked")).toHaveLength(1);

      // When the 15 minutes have passed, a new code opens it.
      await testApp.database.db
        .update(shares)
        .set({ codeLockedUntil: new Date(Date.now() - 1000), codeSentAt: new Date(Date.now() - 120_000) })
        .where(eq(shares.id, made.id));
      expect((await publicCall("code", { token })).statusCode).toBe(200);
      expect((await publicCall("code/check", { token, code: latestCode() })).statusCode).toBe(200);
    });

    it("locks after five wrong codes even when they arrive together", async () => {
      const made = (await share({ recipient_email: recipient, verify_recipient: true })).json();
      const token = tokenOf(made.url);
      await publicCall("code", { token });
      const code = latestCode() ?? "";
      const guesses = Array.from({ length: 12 }, (_, index) => String(100000 + index)).filter(
        (each) => each !== code,
      );
      const answers = await Promise.all(
        guesses.map((guess) => publicCall("code/check", { token, code: guess })),
      );
      expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(4);
      expect((await publicCall("code/check", { token, code })).statusCode).toBe(429);
    });

    it("needs the PIN and the code when a share has both", async () => {
      const made = (await share({ recipient_email: recipient, verify_recipient: true, pin: "5150" })).json();
      const token = tokenOf(made.url);
      expect((await publicCall("view", { token })).json()).toEqual({ state: "pin-required" });
      expect((await publicCall("code", { token })).statusCode).toBe(403);
      expect((await publicCall("code", { token, pin: "0000" })).statusCode).toBe(403);
      expect((await publicCall("view", { token, pin: "5150" })).json().state).toBe("code-required");
      expect((await publicCall("code", { token, pin: "5150" })).statusCode).toBe(200);
      const { pass } = (await publicCall("code/check", { token, pin: "5150", code: latestCode() })).json();
      expect((await publicCall("view", { token, pass })).json()).toEqual({ state: "pin-required" });
      expect((await publicCall("view", { token, pass, pin: "5150" })).json().state).toBe("shown");
    });

    it("checks the address and the tick", async () => {
      const noEmail = await share({ verify_recipient: true });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().fieldErrors).toEqual({
        verify_recipient: [inEnglish(shareMessages.verifyNeedsEmail)],
      });
      const badEmail = await share({ recipient_email: "not-an-address", verify_recipient: true });
      expect(badEmail.statusCode).toBe(400);
      expect(Object.keys(badEmail.json().fieldErrors)).toEqual(["recipient_email"]);
      // A share asking no code has nothing to send.
      const plain = (await share({ recipient_email: recipient })).json();
      expect((await publicCall("code", { token: tokenOf(plain.url) })).statusCode).toBe(404);
      expect((await publicCall("view", { token: tokenOf(plain.url) })).json().state).toBe("shown");
    });
  });

  describe("the delete-by date and the request to delete", () => {
    it("shows the delete-by date on the page and, in the share's language, in the pack", async () => {
      const made = await share({ delete_by: "2026-12-31", expiry: "1", language: "pl" });
      expect(made.statusCode).toBe(201);
      expect(made.json().delete_by).toBe("2026-12-31");
      const token = tokenOf(made.json().url);
      const page = (await publicCall("view", { token })).json();
      expect(page).toMatchObject({ delete_by: "2026-12-31", delete_requested_at: null });
      const english = (await share({ delete_by: "2026-12-31" })).json();
      const englishPack = await pdfText(
        (await publicCall("pack", { token: tokenOf(english.url) })).rawPayload,
      );
      expect(englishPack).toContain("Please delete any copy of these records you keep by 31 Dec 2026");
      const polishPack = await pdfText((await publicCall("pack", { token })).rawPayload);
      expect(polishPack).toContain("do 31 grudnia 2026");
    });

    it("takes a delete-by date from today to 366 days on", async () => {
      expect((await share({ delete_by: isoDaysFromNow(0) })).statusCode).toBe(201);
      expect((await share({ delete_by: isoDaysFromNow(366) })).statusCode).toBe(201);
      const past = await share({ delete_by: isoDaysFromNow(-1) });
      expect(past.statusCode).toBe(400);
      expect(past.json().fieldErrors).toEqual({ delete_by: [inEnglish(shareMessages.deleteByPast)] });
      const far = await share({ delete_by: isoDaysFromNow(367) });
      expect(far.json().fieldErrors).toEqual({ delete_by: [inEnglish(shareMessages.deleteByTooFar)] });
      expect((await share({ delete_by: "31/12/2026" })).statusCode).toBe(400);
    });

    it("logs a request to delete, e-mails the recipient, and shows it on the page; only for the owner", async () => {
      const made = (
        await share({ recipient_email: "site.office@example.org", delete_by: isoDaysFromNow(30) })
      ).json();
      expect((await call(other, "POST", `/api/shares/${made.id}/ask-to-delete`, {})).statusCode).toBe(404);
      expect((await call(owner, "POST", "/api/shares/not-an-id/ask-to-delete", {})).statusCode).toBe(404);

      const asked = await call(owner, "POST", `/api/shares/${made.id}/ask-to-delete`, {});
      expect(asked.statusCode).toBe(200);
      expect(asked.json().delete_requested_at).toEqual(expect.any(String));
      expect(asked.json().events).toEqual([
        { kind: "delete-requested", at: asked.json().delete_requested_at },
      ]);
      const mails = readOutbox(testApp.config.dataDir).filter((text) =>
        text.includes("To: site.office@example.org"),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("Please delete your copy of shared records");
      expect(mails[0]).toContain("Acme Build");
      // A second tap at once sends nothing more.
      await call(owner, "POST", `/api/shares/${made.id}/ask-to-delete`, {});
      expect(
        readOutbox(testApp.config.dataDir).filter((text) => text.includes("To: site.office@example.org")),
      ).toHaveLength(1);

      const page = (await publicCall("view", { token: tokenOf(made.url) })).json();
      expect(page.delete_requested_at).toBe(asked.json().delete_requested_at);

      // Without an address it is logged all the same.
      const noAddress = (await share({})).json();
      const logged = await call(owner, "POST", `/api/shares/${noAddress.id}/ask-to-delete`, {});
      expect(logged.json().events[0].kind).toBe("delete-requested");
    });
  });

  it("keeps every share event by user, for another module to list with listShareEvents", async () => {
    const made = (await share({ recipient_email: recipient, verify_recipient: true })).json();
    const token = tokenOf(made.url);
    await publicCall("code", { token });
    const { pass } = (await publicCall("code/check", { token, code: latestCode() })).json();
    const { view_id } = (await publicCall("view", { token, pass })).json();
    await publicCall("viewer", { token, pass, view_id, viewer_name: "Jo Gate", viewer_company: "Acme" });
    await call(owner, "POST", `/api/shares/${made.id}/ask-to-delete`, {});

    const sharing = createSharingService({
      db: testApp.database.db,
      secret: testApp.config.authSecret,
      publicUrl: testApp.config.publicUrl,
      cipher: { encrypt: (text) => text, decrypt: (text) => text },
      mailer: { send: async () => undefined } as never,
      logger: testApp.app.log,
      cvPdf: async () => ({ body: Buffer.alloc(0), fileName: "cv.pdf" }),
    });
    const events = await sharing.listShareEvents(owner.userId, { limit: 3 });
    expect(events.map((each) => each.kind)).toEqual(["delete-requested", "view", "code-sent"]);
    expect(events[1]).toMatchObject({
      share_id: made.id,
      recipient_label: "Acme Build — gate",
      viewer_name: "Jo Gate",
      viewer_company: "Acme",
    });
    expect(events[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const older = await sharing.listShareEvents(owner.userId, { before: events[2]?.at, limit: 500 });
    expect(older.every((each) => each.at < (events[2]?.at ?? ""))).toBe(true);
    expect(await sharing.listShareEvents(other.userId, { limit: 10 })).toEqual([]);
    const stored = await testApp.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.shareId, made.id));
    expect(stored.every((each) => each.userId === owner.userId)).toBe(true);
  });
});
