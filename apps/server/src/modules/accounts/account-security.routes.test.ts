import type { FastifyInstance } from "fastify";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { cookieFrom, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp, testPasswordHashing } from "../../test-support/test-app.ts";

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Two instances on one database: sign-outs and the admins' requirement must hold on both at once. */
describe("devices and the admins' two-factor requirement across instances", () => {
  let testApp: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "chief@example.com" });
    instanceA = testApp.app;
    instanceB = await buildApp(testApp.config, {
      database: testApp.database,
      passwordHashing: testPasswordHashing,
    });
    await instanceB.ready();
  });
  afterAll(async () => {
    await instanceB.close();
    await testApp.close();
  });

  const call = (
    instance: FastifyInstance,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    cookie: string,
    payload?: object,
  ) =>
    instance.inject({
      method,
      url,
      headers: { cookie, origin: testOrigin },
      ...(payload ? { payload } : {}),
    });

  /** On PostgreSQL the other instance hears the change a moment after the commit. */
  const onB = (check: () => Promise<void>) =>
    testApp.database.kind === "pglite" ? check() : vi.waitFor(check, { timeout: 10_000, interval: 5 });

  it("signing out every other device ends them on every instance, though B had them cached", async () => {
    const person = await signedInUser(instanceA);
    const phone = await instanceB.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email: person.email, password: person.password },
    });
    const phoneCookie = cookieFrom(phone);
    // B now holds the phone's session in its cache.
    expect((await call(instanceB, "GET", "/api/accounts/devices", phoneCookie)).statusCode).toBe(200);

    const signedOut = await call(
      instanceA,
      "POST",
      "/api/accounts/devices/sign-out-others",
      person.cookie,
      {},
    );
    expect(signedOut.json()).toEqual({ signed_out: 1 });
    await onB(async () => {
      expect((await call(instanceB, "GET", "/api/accounts/devices", phoneCookie)).statusCode).toBe(401);
    });
    expect((await call(instanceB, "GET", "/api/accounts/devices", person.cookie)).statusCode).toBe(200);
  });

  it("once required, an admin without two-factor is refused the admin pages on every instance", async () => {
    const chief: Person = await signedInUser(instanceA, { email: "chief@example.com" });
    const worker = await signedInUser(instanceA);
    expect((await call(instanceB, "GET", "/api/admin/account-security", chief.cookie)).json()).toEqual({
      require_admin_two_factor: false,
    });
    // Not before the admin has it themselves: that would lock them out.
    const tooSoon = await call(instanceA, "PUT", "/api/admin/account-security", chief.cookie, {
      require_admin_two_factor: true,
    });
    expect(tooSoon.statusCode).toBe(409);
    // A worker cannot change it at all.
    const notAdmin = await call(instanceA, "PUT", "/api/admin/account-security", worker.cookie, {
      require_admin_two_factor: true,
    });
    expect(notAdmin.statusCode).toBe(403);

    const enabled = await call(instanceA, "POST", "/api/auth/two-factor/enable", chief.cookie, {
      password: chief.password,
    });
    const totp = OTPAuth.URI.parse(enabled.json().totpURI) as OTPAuth.TOTP;
    const verified = await call(instanceA, "POST", "/api/auth/two-factor/verify-totp", chief.cookie, {
      code: totp.generate(),
    });
    const chiefCookie = cookieFrom(verified);
    const required = await call(instanceA, "PUT", "/api/admin/account-security", chiefCookie, {
      require_admin_two_factor: true,
    });
    expect(required.json()).toEqual({ require_admin_two_factor: true });

    // A second admin without two-factor: refused on both instances, in words.
    const deputy = await signedInUser(instanceA, { email: "deputy@example.com" });
    await call(instanceA, "POST", "/api/auth/admin/set-role", chiefCookie, {
      userId: deputy.userId,
      role: "admin",
    });
    await onB(async () => {
      const refused = await call(instanceB, "GET", "/api/admin/account-security", deputy.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    });
    expect((await call(instanceB, "GET", "/api/admin/account-security", chiefCookie)).statusCode).toBe(200);
  });

  it("passkey endpoints refuse what is not a WebAuthn answer with 400, and registration needs a session", async () => {
    const person = await signedInUser(instanceA);
    const junk = await call(instanceA, "POST", "/api/auth/passkey/verify-authentication", "", {
      response: { id: "x", rawId: "x", type: "password", response: {} },
    });
    expect(junk.statusCode).toBe(400);
    const unknown = await call(instanceA, "POST", "/api/auth/passkey/verify-authentication", "", {
      response: { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30" } },
    });
    expect(unknown.statusCode).toBeLessThan(500);
    expect((await call(instanceA, "GET", "/api/auth/passkey/generate-register-options", "")).statusCode).toBe(
      401,
    );
    const options = await call(
      instanceA,
      "GET",
      "/api/auth/passkey/generate-register-options",
      person.cookie,
    );
    expect(options.json()).toMatchObject({ rp: { name: "SiteReady", id: "localhost" } });
  });
});
