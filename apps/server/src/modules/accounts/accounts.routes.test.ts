import { CURRENT_TERMS_VERSION, currentSessionSchema } from "@siteready/domain/accounts";
import { apiErrorBodySchema } from "@siteready/domain/errors";
import {
  checkPasswordStrength,
  leakedPasswordMessage,
  oneWordPasswordMessage,
  personalPasswordMessage,
  siteNamePasswordMessage,
} from "@siteready/domain/password-strength";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/accounts.ts";
import {
  cookieFrom,
  leakedListPassword,
  signedInUser,
  signUp,
  testOrigin,
  uniqueEmail,
} from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { accountLimitMessage } from "./accounts.routes.ts";

describe("accounts", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
  });
  afterAll(() => testApp.close());
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);

  it("registers a worker, signs them in with an httpOnly SameSite=Lax cookie, and stores their names", async () => {
    const { response, email } = await signUp(testApp.app, {
      firstName: "  Aoife ",
      lastName: "Ní <Bhriain>",
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const session = await inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieFrom(response) },
    });
    // The answer the web app reads: checked against the contract, since better-auth's route declares none.
    expect(currentSessionSchema.safeParse(session.json()).error).toBeUndefined();
    expect(session.json().user).toMatchObject({
      email,
      firstName: "Aoife",
      lastName: "Ní Bhriain",
      name: "Aoife Ní Bhriain",
      role: "user",
      subscriptionTier: "free",
      onboardingCompleted: false,
    });
  });

  it("records the terms and privacy notice agreed to at sign-up, with the server's time", async () => {
    const before = Date.now();
    const { response, email } = await signUp(testApp.app);
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select({ version: users.termsAcceptedVersion, at: users.termsAcceptedAt })
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(row?.version).toBe(CURRENT_TERMS_VERSION);
    expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a sign-up that has not agreed to the terms, and creates no account", async () => {
    for (const acceptTerms of [undefined, false]) {
      const { response, email } = await signUp(testApp.app, { acceptTerms });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).fieldErrors).toEqual({
        acceptTerms: ["Tick the box to agree to the terms of use and the privacy notice"],
      });
      const rows = await testApp.database.db.select().from(users).where(sql`${users.email} = ${email}`);
      expect(rows).toEqual([]);
    }
  });

  it("refuses a second account with the same e-mail and creates nothing twice", async () => {
    const email = uniqueEmail("dupe");
    await signUp(testApp.app, { email });
    const second = await signUp(testApp.app, { email: email.toUpperCase() });
    expect(second.response.statusCode).toBe(409);
    const body = apiErrorBodySchema.parse(second.response.json());
    expect(body.fieldErrors?.email).toEqual([
      "An account with this email already exists. Sign in or reset your password.",
    ]);
    const rows = await testApp.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it("checks the registration fields with the spec's messages", async () => {
    const { response } = await signUp(testApp.app, {
      firstName: "J",
      lastName: "Sm1th",
      email: "nope",
      password: "12345",
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = apiErrorBodySchema.parse(response.json());
    expect(fieldErrors).toEqual({
      firstName: ["Name must contain only letters, spaces, hyphens and apostrophes"],
      lastName: ["Name must contain only letters, spaces, hyphens and apostrophes"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("refuses a guessable password at sign-up with the reason in the field's error, and creates no account", async () => {
    const refusals: Array<[password: string, reason: string]> = [
      ["Summer2024!", oneWordPasswordMessage],
      ["SiteReady1", siteNamePasswordMessage],
      ["Anna1990", personalPasswordMessage],
      // On the million-password leaked list only the server holds; zxcvbn alone rates it "strong".
      [leakedListPassword, leakedPasswordMessage],
    ];
    expect(checkPasswordStrength(leakedListPassword)).toMatchObject({ refused: false, score: 3 });
    for (const [password, reason] of refusals) {
      const { response, email } = await signUp(testApp.app, { firstName: "Anna", password });
      expect(response.statusCode, password).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).fieldErrors).toEqual({
        password: [inEnglish(reason)],
      });
      const rows = await testApp.database.db.select().from(users).where(sql`${users.email} = ${email}`);
      expect(rows).toEqual([]);
    }
  });

  it("accepts a passphrase at sign-up", async () => {
    const { response } = await signUp(testApp.app, { password: "scaffold ladder ninety tea" });
    expect(response.statusCode).toBe(200);
  });

  it("says so when the e-mail or password is wrong", async () => {
    const { email } = await signedInUser(testApp.app);
    const response = await inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password: "wrong-password" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Incorrect email or password. Check them and try again.");
  });

  it("refuses a request from a foreign origin", async () => {
    const { email, password } = await signedInUser(testApp.app);
    const response = await inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example" },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorBodySchema.parse(response.json()).category).toBe("authorization");
  });

  it("refuses to redirect anywhere but this app, its subdomains and localhost", async () => {
    for (const callbackURL of ["https://evil.example/steal", "//evil.example"]) {
      const response = await inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: { origin: testOrigin },
        payload: { email: uniqueEmail(), redirectTo: callbackURL },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("rejects a session past its expiry", async () => {
    const { cookie, userId } = await signedInUser(testApp.app);
    const before = await inject({ method: "GET", url: "/api/auth/list-sessions", headers: { cookie } });
    expect(before.statusCode).toBe(200);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(sql`${sessions.userId} = ${userId}`);
    const session = await inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json()).toBeNull();
    const after = await inject({ method: "GET", url: "/api/auth/list-sessions", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("signs out: the old cookie no longer works", async () => {
    const { cookie } = await signedInUser(testApp.app);
    const out = await inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: testOrigin },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const session = await inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json()).toBeNull();
  });

  it("resets a password through the link written to the outbox", async () => {
    const { email } = await signedInUser(testApp.app);
    const request = await inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: testOrigin },
      payload: { email, redirectTo: "/reset-password" },
    });
    expect(request.statusCode).toBe(200);
    const message = readOutbox(testApp.config.dataDir).find((text) => text.includes(email));
    expect(message).toContain("Reset your SiteReady password");
    const link = message?.match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s]+/)?.[0];
    expect(link).toBeDefined();
    const opened = await inject({ method: "GET", url: String(link).replace("http://localhost:3000", "") });
    expect(opened.statusCode).toBe(302);
    const location = String(opened.headers.location);
    expect(location).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(location, "http://localhost").searchParams.get("token");
    const reset = await inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: testOrigin },
      payload: { token, newPassword: "new-secret-99" },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password: "new-secret-99" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("makes people on ADMIN_EMAILS admins when they sign up", async () => {
    const { response } = await signUp(testApp.app, { email: "boss@example.com" });
    const session = await inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieFrom(response) },
    });
    expect(session.json().user.role).toBe("admin");
  });

  it("checks user ids in admin calls as UUIDs", async () => {
    const admin = await signUp(testApp.app, { email: "boss@example.com" }).then(async () =>
      inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: testOrigin },
        payload: { email: "boss@example.com", password: "hard-hat-42" },
      }),
    );
    const response = await inject({
      method: "POST",
      url: "/api/auth/admin/set-role",
      headers: { cookie: cookieFrom(admin), origin: testOrigin },
      payload: { userId: "1 or 1=1", role: "admin" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ userId: ["Invalid user id"] });
  });

  it("lists no sign-in providers when none is configured", async () => {
    const response = await inject({ method: "GET", url: "/api/accounts/providers" });
    expect(response.json()).toEqual([]);
  });

  it("slows an account down after five wrong passwords from elsewhere and says so in words", async () => {
    const { email } = await signedInUser(testApp.app);
    const attempt = (password = "guess") =>
      inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: testOrigin },
        payload: { email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await attempt("hard-hat-42");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.json().message).toBe(accountLimitMessage);
  });

  it("never locks the owner out: the right password from a device that signed in before still works", async () => {
    const { email, password, response } = await signUp(testApp.app);
    const ownDevice = cookieFrom(response)
      .split("; ")
      .filter((cookie) => cookie.startsWith("siteready.known_device="))
      .join("; ");
    expect(ownDevice).toMatch(/^siteready\.known_device=/);
    for (let i = 0; i < 8; i++) {
      await inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: testOrigin },
        payload: { email, password: "someone-guessing" },
      });
    }
    const owner = await inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin, cookie: ownDevice },
      payload: { email, password },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
    // The guesser's own wrong passwords from that device are still refused as wrong.
    const wrongFromOwnDevice = await inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin, cookie: ownDevice },
      payload: { email, password: "still-guessing" },
    });
    expect(wrongFromOwnDevice.statusCode).toBe(401);
  });
});
