import { codeAlreadyUsedMessage, secondFactorLockedMessage } from "@siteready/domain/accounts";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { readOutbox, readOutboxRaw } from "../../test-support/outbox.ts";
import { softwareAuthenticator } from "../../test-support/software-authenticator.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { enrolTwoFactor, mergeCookies } from "../../test-support/two-factor.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Issue 46's findings on the second factor, each seen from the outside: codes, lock-outs, trust, passkeys. */
describe("second factor: used codes, shared lock-out, trust at sign-out, passkeys held elsewhere", () => {
  let testApp: TestApp;

  const call = (jar: string, method: Method, url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: jar, origin: testOrigin },
      ...(payload ? { payload } : {}),
    });

  async function signInWithPassword(person: Pick<SignedInUser, "email" | "password">, jar = "") {
    const response = await call(jar, "POST", "/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { answer: response.json() as { twoFactorRedirect?: boolean }, jar: mergeCookies(jar, response) };
  }

  const codeAt = (jar: string, code: string, trustDevice = false) =>
    call(jar, "POST", "/api/auth/two-factor/verify-totp", { code, trustDevice });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it("accepts an authenticator code once, at sign-in and at a step-up alike (RFC 6238 §5.2)", async () => {
    const person = await signedInUser(testApp.app);
    const { authenticator, cookie } = await enrolTwoFactor(testApp.app, person);

    const code = authenticator.nextCode();
    const first = await signInWithPassword(person);
    expect((await codeAt(first.jar, code)).statusCode).toBe(200);

    // Someone who saw it typed, with the password, within the code's 90 seconds:
    const second = await signInWithPassword(person);
    const replayed = await codeAt(second.jar, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(codeAlreadyUsedMessage);
    expect(mergeCookies(second.jar, replayed)).not.toMatch(/siteready\.session_token=/);

    const stepUp = await call(cookie, "POST", "/api/accounts/step-up", { code });
    expect(stepUp.statusCode).toBe(400);
    expect(stepUp.json().fieldErrors.code).toEqual([codeAlreadyUsedMessage]);

    // A wrong code is not "used": the right one typed next still works.
    expect((await codeAt(second.jar, authenticator.wrongCode())).statusCode).toBe(401);
    expect((await codeAt(second.jar, authenticator.nextCode())).statusCode).toBe(200);
  });

  it("counts wrong step-up codes towards the lock-out, and tells the owner in their language when it locks", async () => {
    const person = await signedInUser(testApp.app);
    const { authenticator, cookie } = await enrolTwoFactor(testApp.app, person);
    expect((await call(cookie, "PUT", "/api/account/language", { language: "pl" })).statusCode).toBe(200);

    // Five wrong codes at a sign-in (its most), then five at a step-up on the owner's own session: ten in a row.
    const attempt = await signInWithPassword(person);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect((await codeAt(attempt.jar, authenticator.wrongCode())).statusCode).toBe(401);
    }
    for (let wrong = 0; wrong < 5; wrong += 1) {
      const refused = await call(cookie, "POST", "/api/accounts/step-up", {
        code: authenticator.wrongCode(),
      });
      expect(refused.statusCode).toBe(400);
    }

    // Locked for sign-in and for step-up alike, even with the right code.
    const later = await signInWithPassword(person);
    const locked = await codeAt(later.jar, authenticator.nextCode());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(secondFactorLockedMessage);
    // A minute later, past the per-minute step-up limit:
    await testApp.database.db.execute(sql`delete from rate_limits where key like 'siteready:step-up:%'`);
    const lockedStepUp = await call(cookie, "POST", "/api/accounts/step-up", {
      code: authenticator.nextCode(),
    });
    expect(lockedStepUp.statusCode).toBe(429);
    expect(lockedStepUp.json().message).toBe(secondFactorLockedMessage);

    const mails = await Promise.all(readOutboxRaw(testApp.config.dataDir).map((raw) => simpleParser(raw)));
    const notices = mails.filter(
      (mail) => mail.to && JSON.stringify(mail.to).includes(person.email) && mail.text?.includes("dziesięć"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe("Kody logowania dwuetapowego na koncie SiteReady są zablokowane");
    expect(notices[0]?.text).toContain("kody nie będą przyjmowane do");

    const audit = (await call(cookie, "GET", "/api/profile/audit-log")).json().entries;
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "two_factor", action: "locked" })]),
    );
  });

  it("withdraws a browser's trust when it signs out: the password alone no longer signs in there", async () => {
    const person = await signedInUser(testApp.app);
    const { authenticator } = await enrolTwoFactor(testApp.app, person);

    const phone = await signInWithPassword(person);
    const trusted = await codeAt(phone.jar, authenticator.nextCode(), true);
    expect(trusted.statusCode).toBe(200);
    const phoneJar = mergeCookies(phone.jar, trusted);
    expect(phoneJar).toMatch(/siteready\.trust_device=/);
    // Trusted: the password alone signs in again on it.
    expect((await signInWithPassword(person, phoneJar)).answer.twoFactorRedirect).toBeUndefined();

    const signedOut = await call(phoneJar, "POST", "/api/auth/sign-out", {});
    expect(signedOut.statusCode).toBe(200);
    expect(mergeCookies(phoneJar, signedOut)).not.toMatch(/siteready\.trust_device=/);
    // Even a browser that kept the old cookie is asked for the code: the server forgot the trust.
    expect((await signInWithPassword(person, phoneJar)).answer.twoFactorRedirect).toBe(true);
  });

  it("withdraws every other browser's trust with 'sign out everywhere else'", async () => {
    const person = await signedInUser(testApp.app);
    const { authenticator, cookie } = await enrolTwoFactor(testApp.app, person);
    const lostPhone = await signInWithPassword(person);
    const trusted = await codeAt(lostPhone.jar, authenticator.nextCode(), true);
    const lostPhoneJar = mergeCookies(lostPhone.jar, trusted);

    const others = await call(cookie, "POST", "/api/accounts/devices/sign-out-others", {});
    expect(others.json()).toEqual({ signed_out: 1 });
    expect((await signInWithPassword(person, lostPhoneJar)).answer.twoFactorRedirect).toBe(true);
  });

  it("refuses a passkey that another account holds with 409 and words, never a server error", async () => {
    const authenticator = softwareAuthenticator(testOrigin);
    const register = async (person: SignedInUser) => {
      const options = await call(person.cookie, "GET", "/api/auth/passkey/generate-register-options");
      expect(options.statusCode, options.body).toBe(200);
      // The challenge travels in a cookie of its own, as in a browser.
      return call(mergeCookies(person.cookie, options), "POST", "/api/auth/passkey/verify-registration", {
        response: authenticator.register(options.json()),
        name: "Work phone",
      });
    };
    const owner = await signedInUser(testApp.app);
    const added = await register(owner);
    expect(added.statusCode, added.body).toBe(200);

    const other = await signedInUser(testApp.app);
    const refused: LightMyRequestResponse = await register(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already belongs to another SiteReady account/);
    const held = await testApp.database.db.execute(
      sql`select user_id from passkeys where credential_id = ${authenticator.id}`,
    );
    expect((held as unknown as { rows: Array<{ user_id: string }> }).rows).toEqual([
      { user_id: owner.userId },
    ]);
  });

  it("lets an account with a passkey confirm it's you with it, and with no other account's", async () => {
    const person = await signedInUser(testApp.app);
    const passkey = softwareAuthenticator(testOrigin);
    const options = await call(person.cookie, "GET", "/api/auth/passkey/generate-register-options");
    const added = await call(
      mergeCookies(person.cookie, options),
      "POST",
      "/api/auth/passkey/verify-registration",
      {
        response: passkey.register(options.json()),
        name: "Work phone",
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    const { cookie } = await enrolTwoFactor(testApp.app, person);

    const state = await call(cookie, "GET", "/api/accounts/step-up");
    expect(state.json()).toEqual({
      required: true,
      methods: ["authenticator", "passkey"],
      step_up_until: null,
    });

    const stranger = softwareAuthenticator(testOrigin);
    const strangerOptions = await call(cookie, "POST", "/api/accounts/step-up/passkey-options", {});
    const refused = await call(cookie, "POST", "/api/accounts/step-up", {
      passkey: stranger.authenticate(strangerOptions.json()),
    });
    expect(refused.statusCode).toBe(400);

    const challenge = await call(cookie, "POST", "/api/accounts/step-up/passkey-options", {});
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json().allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const confirmed = await call(cookie, "POST", "/api/accounts/step-up", {
      passkey: passkey.authenticate(challenge.json()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The challenge is spent: the same answer again does nothing.
    const replayed = await call(cookie, "POST", "/api/accounts/step-up", {
      passkey: passkey.authenticate(challenge.json()),
    });
    expect(replayed.statusCode).toBe(400);
    const audit = (await call(cookie, "GET", "/api/profile/audit-log")).json().entries;
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "passkey", action: "step_up" })]),
    );
  });

  it("asks an account without a password (made through an OpenID provider) to confirm before two-factor goes off, by an e-mailed code", async () => {
    const person = await signedInUser(testApp.app);
    // As an account made through an OpenID provider has it: no password, a provider's sign-in instead.
    await testApp.database.db.execute(
      sql`update accounts set provider_id = 'oidc', password = null where user_id = ${person.userId}`,
    );
    const { cookie } = await enrolTwoFactor(testApp.app, { cookie: person.cookie, password: "" });

    const off = await call(cookie, "POST", "/api/auth/two-factor/disable", {});
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: "STEP_UP_REQUIRED" });
    expect((await call(cookie, "GET", "/api/accounts/step-up")).json().methods).toEqual([
      "authenticator",
      "email",
    ]);

    const sent = await call(cookie, "POST", "/api/accounts/step-up/email-code", {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json().sent_to).toMatch(/^w•••@example\.com$/);
    const mail = readOutbox(testApp.config.dataDir).findLast((message) => message.includes(person.email));
    const code = /is (\d{6})\./.exec(mail ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(cookie, "POST", "/api/accounts/step-up", { email_code: "000000" })).statusCode).toBe(
      400,
    );
    expect((await call(cookie, "POST", "/api/accounts/step-up", { email_code: code })).statusCode).toBe(200);

    expect((await call(cookie, "POST", "/api/auth/two-factor/disable", {})).statusCode).toBe(200);
  });

  it("refuses the e-mailed code to an account that has a password", async () => {
    const person = await signedInUser(testApp.app);
    const { cookie } = await enrolTwoFactor(testApp.app, person);
    const sent = await call(cookie, "POST", "/api/accounts/step-up/email-code", {});
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toMatch(/for accounts that sign in without a password/);
  });
});

describe("second factor with the mail server down", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every e-mail fails at once, as with a mail server that is down.
    testApp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(async () => testApp.close());

  const call = (jar: string, method: Method, url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: jar, origin: testOrigin },
      ...(payload ? { payload } : {}),
    });

  it("still refuses the tenth wrong code in words and records the lock; an e-mailed code that cannot go says so", async () => {
    const person = await signedInUser(testApp.app);
    const { authenticator, cookie } = await enrolTwoFactor(testApp.app, person);
    const answers: number[] = [];
    for (let wrong = 0; wrong < 5; wrong += 1) {
      answers.push(
        (await call(cookie, "POST", "/api/accounts/step-up", { code: authenticator.wrongCode() })).statusCode,
      );
    }
    await testApp.database.db.execute(sql`delete from rate_limits where key like 'siteready:step-up:%'`);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      answers.push(
        (await call(cookie, "POST", "/api/accounts/step-up", { code: authenticator.wrongCode() })).statusCode,
      );
    }
    expect(answers).toEqual(Array(10).fill(400));
    const audit = (await call(cookie, "GET", "/api/profile/audit-log")).json().entries;
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "two_factor", action: "locked" })]),
    );

    await testApp.database.db.execute(
      sql`update accounts set provider_id = 'oidc', password = null where user_id = ${person.userId}`,
    );
    const sent = await call(cookie, "POST", "/api/accounts/step-up/email-code", {});
    expect(sent.statusCode).toBe(503);
    expect(sent.json().message).toBe(
      "The e-mail could not be sent just now. Try again in a minute, or use your authenticator app.",
    );
  });
});
