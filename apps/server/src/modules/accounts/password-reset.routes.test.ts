import { apiErrorBodySchema } from "@siteready/domain/errors";
import {
  leakedPasswordMessage,
  ownEmailMessage,
  personalPasswordMessage,
} from "@siteready/domain/password-strength";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, leakedListPassword, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { readOutbox, readOutboxRaw } from "../../test-support/outbox.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";

/** Reset links: only the newest works, using one ends every other session, and no token reaches the log. */
describe("password reset links", () => {
  const logs = logCollector();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { logs });
  });
  afterAll(() => testApp.close());

  async function requestResetToken(email: string): Promise<string> {
    const before = readOutboxSafe().length;
    const request = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: testOrigin },
      payload: { email, redirectTo: "/reset-password" },
    });
    expect(request.statusCode).toBe(200);
    const message = readOutboxSafe()
      .slice(before)
      .find((text) => text.includes(email));
    const link = message?.match(/http:\/\/localhost:3000(\/api\/auth\/reset-password\/[^\s]+)/)?.[1];
    if (!link) throw new Error("no reset link in the outbox");
    // Open the link the way a browser does: the server's page, then the app page it redirects to.
    const opened = await testApp.app.inject({ method: "GET", url: link });
    expect(opened.statusCode).toBe(302);
    const location = new URL(String(opened.headers.location));
    await testApp.app.inject({ method: "GET", url: `${location.pathname}${location.search}` });
    return String(location.searchParams.get("token"));
  }

  function readOutboxSafe() {
    try {
      return readOutbox(testApp.config.dataDir);
    } catch {
      return [];
    }
  }

  const reset = (token: string, newPassword: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: testOrigin },
      payload: { token, newPassword },
    });

  it("a newer link cancels the older one", async () => {
    const { email } = await signedInUser(testApp.app);
    const older = await requestResetToken(email);
    const newer = await requestResetToken(email);
    expect(newer).not.toBe(older);
    const withOlder = await reset(older, "older-link-pass");
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().message).toBe("This reset link is invalid or has expired. Ask for a new one.");
    expect((await reset(newer, "newer-link-pass")).statusCode).toBe(200);
  });

  it("using a link ends every session of the user, on every device", async () => {
    const { email, password, cookie } = await signedInUser(testApp.app);
    const otherDevice = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password },
    });
    const token = await requestResetToken(email);
    expect((await reset(token, "fresh-pass-1")).statusCode).toBe(200);
    for (const sessionCookie of [cookie, cookieFrom(otherDevice)]) {
      const session = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: sessionCookie },
      });
      expect(session.json()).toBeNull();
    }
  });

  it("is written in the language of the worker's account (issue #38)", async () => {
    const worker = await signedInUser(testApp.app);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/account/language",
      headers: worker.headers,
      payload: { language: "pl" },
    });
    expect(saved.statusCode).toBe(200);
    await requestResetToken(worker.email);
    const raw = readOutboxRaw(testApp.config.dataDir);
    const mails = await Promise.all(raw.map((message) => simpleParser(message)));
    const mail = mails.findLast((message) => message.text?.includes("/api/auth/reset-password/"));
    expect(mail?.subject).toBe("Zmień hasło do SiteReady");
    expect(mail?.text).toContain(
      "Ktoś poprosił o zmianę hasła do Twojego konta SiteReady. Jeśli to Ty, otwórz ten link i wybierz nowe hasło:",
    );
    expect(mail?.text).toContain("Link działa jeden raz i przestaje działać po godzinie.");
  });

  it('says lang="pl" in the HTML part of a Polish account\'s e-mail, and en-GB for an English one (issue 49)', async () => {
    const polish = await signedInUser(testApp.app);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/account/language",
      headers: polish.headers,
      payload: { language: "pl" },
    });
    expect(saved.statusCode).toBe(200);
    const english = await signedInUser(testApp.app);
    await requestResetToken(polish.email);
    await requestResetToken(english.email);
    const mails = await Promise.all(readOutboxRaw(testApp.config.dataDir).map((raw) => simpleParser(raw)));
    const sentTo = (email: string) =>
      mails.findLast(
        (mail) =>
          mail.text?.includes("/api/auth/reset-password/") &&
          mail.to &&
          JSON.stringify(mail.to).includes(email),
      );
    expect(sentTo(polish.email)?.html).toMatch(/<html[^>]* lang="pl"/);
    expect(sentTo(english.email)?.html).toMatch(/<html[^>]* lang="en-GB"/);
  });

  it("keeps its English words for an account with no language chosen", async () => {
    const { email } = await signedInUser(testApp.app);
    await requestResetToken(email);
    const text = readOutboxSafe().findLast((message) => message.includes(email));
    expect(text).toContain("Subject: Reset your SiteReady password");
    expect(text).toContain(
      "The link works once and stops working after one hour. If you did not ask for this, ignore this e-mail: your password has not changed.",
    );
  });

  it("refuses a guessable new password with the reason, held against the link's owner, and keeps the old one", async () => {
    const { email, password } = await signedInUser(testApp.app, { firstName: "Anna", lastName: "Kowalska" });
    const token = await requestResetToken(email);
    const refusals: Array<[password: string, reason: string]> = [
      [email, ownEmailMessage],
      ["Anna1990", personalPasswordMessage],
      ["Kowalska2026!", personalPasswordMessage],
      [leakedListPassword, leakedPasswordMessage],
    ];
    for (const [newPassword, reason] of refusals) {
      const refused = await reset(token, newPassword);
      expect(refused.statusCode, newPassword).toBe(400);
      expect(apiErrorBodySchema.parse(refused.json()).fieldErrors).toEqual({
        newPassword: [inEnglish(reason)],
      });
    }
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    // The same link still works for a good password.
    expect((await reset(token, "scaffold ladder ninety tea")).statusCode).toBe(200);
  });

  it("a link cannot be used twice", async () => {
    const { email } = await signedInUser(testApp.app);
    const token = await requestResetToken(email);
    expect((await reset(token, "once-only-1")).statusCode).toBe(200);
    expect((await reset(token, "once-only-2")).statusCode).toBe(400);
  });

  it("writes no reset token to the log, though every request is logged", async () => {
    const { email } = await signedInUser(testApp.app);
    const token = await requestResetToken(email);
    expect(token.length).toBeGreaterThanOrEqual(20);
    const written = logs.text();
    expect(written).toContain("/api/auth/reset-password/[redacted]");
    expect(written).toContain("/reset-password?token=[redacted]");
    expect(written).not.toContain(token);
    expect(written).not.toContain(email);
  });

  it("answers sign-in with the session in the cookie only, never in the JSON body", async () => {
    const { email, password } = await signedInUser(testApp.app);
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const sessionToken = cookieFrom(signIn).match(/session_token=([^.;]+)/)?.[1];
    expect(sessionToken).toBeDefined();
    expect(signIn.json()).not.toHaveProperty("token");
    expect(signIn.body).not.toContain(String(sessionToken));
    const session = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(session.json().user.email).toBe(email);
    expect(session.body).not.toContain(String(sessionToken));
    expect(session.headers["cache-control"]).toBe("no-store");
  });
});
