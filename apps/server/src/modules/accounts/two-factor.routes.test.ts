import { RECOVERY_CODE_ALPHABET } from "@siteready/domain/accounts";
import { symmetricEncrypt } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";
import { enrolTwoFactor, mergeCookies } from "../../test-support/two-factor.ts";
import { sqlRows, validBankDetails } from "../profile/profile-test-support.ts";

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe("two-factor authentication (better-auth's twoFactor plugin behind our routes)", () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const logs = logCollector();

  beforeAll(async () => {
    testApp = await createTestApp({}, { logs });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });

  const enrol = (person: Person) => enrolTwoFactor(app, person);

  async function signInWithPassword(person: Person, jar = "") {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin, ...(jar ? { cookie: jar } : {}) },
      payload: { email: person.email, password: person.password },
    });
    return { response, jar: mergeCookies(jar, response) };
  }

  it("enrols with a QR URI and 10 recovery codes, keeping the secret and the codes encrypted and out of the logs", async () => {
    const person = await signedInUser(app);
    const { authenticator, backupCodes, cookie } = await enrol(person);
    const { totp } = authenticator;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);

    const session = await call(cookie, "GET", "/api/auth/get-session");
    expect(session.json()).toMatchObject({ user: { twoFactorEnabled: true } });

    const rows = await sqlRows(
      testApp.database.db,
      sql`select secret, backup_codes from two_factors where user_id = ${person.userId}`,
    );
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(stored).not.toContain(totp.secret.base32);
    for (const code of backupCodes) {
      expect(stored).not.toContain(code);
      expect(logs.text()).not.toContain(code);
    }
    expect(logs.text()).not.toContain(totp.secret.base32);

    const audit = await call(cookie, "GET", "/api/profile/audit-log");
    expect(audit.json().entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "two_factor", action: "enrol" })]),
    );
  });

  it("cannot be skipped: after the password, no endpoint answers until the code is given", async () => {
    const person = await signedInUser(app);
    const { authenticator } = await enrol(person);

    const { response, jar } = await signInWithPassword(person);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(jar).not.toMatch(/siteready\.session_token=/);
    for (const [method, url] of [
      ["GET", "/api/auth/get-session"],
      ["GET", "/api/profile/bank-details"],
      ["GET", "/api/accounts/devices"],
      ["GET", "/api/profile/export"],
    ] as const) {
      const early = await call(jar, method, url);
      if (url === "/api/auth/get-session") expect(early.json()).toBeNull();
      else expect(early.statusCode).toBe(401);
    }
    // A step-up needs a session: the pending sign-in is not one.
    const stepUp = await call(jar, "POST", "/api/accounts/step-up", { code: authenticator.nextCode() });
    expect(stepUp.statusCode).toBe(401);

    const verified = await call(jar, "POST", "/api/auth/two-factor/verify-totp", {
      code: authenticator.nextCode(),
    });
    expect(verified.statusCode).toBe(200);
    expect(JSON.stringify(verified.json())).not.toMatch(/"token"/);
    const signedIn = mergeCookies(jar, verified);
    expect((await call(signedIn, "GET", "/api/profile/bank-details")).statusCode).toBe(200);
  });

  it("limits code attempts: five wrong codes end the sign-in attempt, and the right code then fails too", async () => {
    const person = await signedInUser(app);
    const { authenticator } = await enrol(person);
    const { jar } = await signInWithPassword(person);
    const wrong = authenticator.wrongCode();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(jar, "POST", "/api/auth/two-factor/verify-totp", { code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/code is not right/);
    }
    const sixth = await call(jar, "POST", "/api/auth/two-factor/verify-totp", {
      code: authenticator.nextCode(),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many wrong codes/);
    expect(cookieFrom(sixth)).not.toMatch(/siteready\.session_token=[^;]/);
  });

  it("a recovery code signs in once, and the audit log says so", async () => {
    const person = await signedInUser(app);
    const { backupCodes } = await enrol(person);
    const code = backupCodes[0] ?? "";

    const first = await signInWithPassword(person);
    const used = await call(first.jar, "POST", "/api/auth/two-factor/verify-backup-code", { code });
    expect(used.statusCode).toBe(200);
    const signedIn = mergeCookies(first.jar, used);
    const audit = await call(signedIn, "GET", "/api/profile/audit-log");
    expect(audit.json().entries[0]).toMatchObject({ field: "recovery_codes", action: "recovery" });

    const second = await signInWithPassword(person);
    const again = await call(second.jar, "POST", "/api/auth/two-factor/verify-backup-code", { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/used already/);
  });

  it("makes recovery codes with no look-alike characters, and takes one typed in small letters without its dash", async () => {
    const person = await signedInUser(app);
    const { backupCodes } = await enrol(person);
    const lookAlikeFree = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{5}-[${RECOVERY_CODE_ALPHABET}]{5}$`);
    for (const code of backupCodes) expect(code).toMatch(lookAlikeFree);
    expect(backupCodes.join("")).not.toMatch(/[0O1IL5S8B]/);

    const typed = (backupCodes[1] ?? "").toLowerCase().replace("-", " ");
    const { jar } = await signInWithPassword(person);
    const used = await call(jar, "POST", "/api/auth/two-factor/verify-backup-code", { code: typed });
    expect(used.statusCode, used.body).toBe(200);
  });

  it("still takes a recovery code made before (small and capital letters), typed as printed or in capitals, once", async () => {
    const person = await signedInUser(app);
    await enrol(person);
    // What better-auth's own generator made before issue 47, stored as its "encrypted" setting stored it.
    const older = ["aB3dE-f0g1H", "Zz9yX-w8V7u"];
    const stored = await symmetricEncrypt({ key: testApp.config.authSecret, data: JSON.stringify(older) });
    await testApp.database.db.execute(
      sql`update two_factors set backup_codes = ${stored} where user_id = ${person.userId}`,
    );

    for (const [typed, expected] of [
      ["aB3dE-f0g1H", 200],
      ["ZZ9YXW8V7U", 200],
      ["ab3de-f0g1h", 401],
    ] as const) {
      const { jar } = await signInWithPassword(person);
      const answer = await call(jar, "POST", "/api/auth/two-factor/verify-backup-code", { code: typed });
      expect(answer.statusCode, `${typed}: ${answer.body}`).toBe(expected);
    }
  });

  it("asks for a step-up before saving or revealing bank details, exporting or deleting, and limits step-up codes", async () => {
    const person = await signedInUser(app);
    const { authenticator, cookie } = await enrol(person);

    for (const [method, url, body] of [
      ["PUT", "/api/profile/bank-details", validBankDetails],
      ["POST", "/api/profile/bank-details/reveal", { field: "account_number" }],
      ["POST", "/api/profile/tax-details/reveal", { field: "ni_number" }],
      ["GET", "/api/profile/export", undefined],
      ["DELETE", "/api/account", { confirm: "DELETE" }],
    ] as const) {
      const refused = await call(cookie, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED" });
    }

    const wrong = await call(cookie, "POST", "/api/accounts/step-up", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const stepUp = await call(cookie, "POST", "/api/accounts/step-up", { code: authenticator.nextCode() });
    expect(stepUp.statusCode).toBe(200);
    expect((await call(cookie, "PUT", "/api/profile/bank-details", validBankDetails)).statusCode).toBe(200);
    const revealed = await call(cookie, "POST", "/api/profile/bank-details/reveal", {
      field: "account_number",
    });
    expect(revealed.json()).toEqual({ field: "account_number", value: "12345678" });
    const audit = await call(cookie, "GET", "/api/profile/audit-log");
    const entries = audit.json().entries as Array<{ field: string; action: string }>;
    expect(entries[0]).toMatchObject({ field: "account_number", action: "reveal" });
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "account_number", action: "change" }),
        expect.objectContaining({ field: "two_factor", action: "step_up" }),
      ]),
    );

    // Five step-up codes a minute per account, right or wrong.
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await call(cookie, "POST", "/api/accounts/step-up", { code: "000000" })).statusCode);
    }
    expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
  });

  it("a worker without two-factor reveals without a step-up, and is told a step-up does not apply", async () => {
    const person = await signedInUser(app);
    await call(person.cookie, "PUT", "/api/profile/bank-details", validBankDetails);
    const revealed = await call(person.cookie, "POST", "/api/profile/bank-details/reveal", {
      field: "sort_code",
    });
    expect(revealed.statusCode).toBe(200);
    const stepUp = await call(person.cookie, "POST", "/api/accounts/step-up", { code: "123456" });
    expect(stepUp.statusCode).toBe(400);
  });

  it("refuses a common or leaked password at sign-up with the reason in words", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: testOrigin },
      payload: {
        firstName: "Sam",
        lastName: "Jones",
        email: "sam.jones@example.com",
        password: "password1",
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password[0]).toMatch(/common and leaked passwords/);
  });

  it("e-mails about a sign-in from a new device, lists devices, and signs one out at once", async () => {
    const person = await signedInUser(app);
    const phone = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: {
        origin: testOrigin,
        "user-agent":
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      },
      payload: { email: person.email, password: person.password },
    });
    expect(phone.statusCode).toBe(200);
    const mail = readOutbox(testApp.config.dataDir).find(
      (message) => message.includes(person.email) && message.includes("New sign-in"),
    );
    expect(mail).toContain("Chrome 131 on Android");

    const devices = await call(person.cookie, "GET", "/api/accounts/devices");
    expect(devices.statusCode).toBe(200);
    const list = devices.json() as Array<{ id: string; browser: string; os: string; current: boolean }>;
    expect(list).toHaveLength(2);
    const other = list.find((device) => !device.current);
    expect(other).toMatchObject({ browser: "Chrome 131", os: expect.stringMatching(/^Android 14/) });

    const phoneCookie = cookieFrom(phone);
    expect((await call(phoneCookie, "GET", "/api/accounts/devices")).statusCode).toBe(200);
    const signOut = await app.inject({
      method: "DELETE",
      url: `/api/accounts/devices/${other?.id}`,
      headers: { cookie: person.cookie, origin: testOrigin },
    });
    expect(signOut.statusCode).toBe(204);
    expect((await call(phoneCookie, "GET", "/api/accounts/devices")).statusCode).toBe(401);

    // Another person's device is not found.
    const stranger = await signedInUser(app);
    const notTheirs = await app.inject({
      method: "DELETE",
      url: `/api/accounts/devices/${list.find((device) => device.current)?.id}`,
      headers: { cookie: stranger.cookie, origin: testOrigin },
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it("recovers a lost second factor by e-mail, and only after the waiting period", async () => {
    const person = await signedInUser(app);
    await enrol(person);
    const asked = await app.inject({
      method: "POST",
      url: "/api/accounts/two-factor-recovery",
      headers: { origin: testOrigin },
      payload: { email: person.email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = readOutbox(testApp.config.dataDir).find(
      (message) => message.includes(person.email) && message.includes("two-factor-recovery?token="),
    );
    const token = /token=([\w-]+)/.exec(mail ?? "")?.[1] ?? "";
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/accounts/two-factor-recovery/confirm",
      headers: { origin: testOrigin },
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    // Within the waiting period the password alone is still not enough.
    expect((await signInWithPassword(person)).response.json()).toMatchObject({ twoFactorRedirect: true });

    await testApp.database.db.execute(
      sql`update two_factor_recoveries set confirmed_at = now() - interval '73 hours' where user_id = ${person.userId}`,
    );
    const after = await signInWithPassword(person);
    expect(after.response.json()).not.toHaveProperty("twoFactorRedirect");
    expect(after.jar).toMatch(/siteready\.session_token=/);
    const session = await call(after.jar, "GET", "/api/auth/get-session");
    expect(session.json()).toMatchObject({ user: { twoFactorEnabled: false } });
    const audit = await call(after.jar, "GET", "/api/profile/audit-log");
    expect(audit.json().entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "two_factor", action: "recovery" })]),
    );
  });
});
