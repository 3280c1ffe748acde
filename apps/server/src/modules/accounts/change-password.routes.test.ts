import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";
import { mergeCookies } from "../../test-support/two-factor.ts";

/**
 * Changing the password while signed in (issue 46): the same rule as sign-up and reset, the current password
 * first, every other device signed out, the owner told by e-mail, an audit entry; never in a log.
 */
describe("changing the password", () => {
  const logs = logCollector();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({}, { logs });
  });
  afterAll(async () => testApp.close());

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie, origin: testOrigin },
      payload: { currentPassword, newPassword },
    });
  const signIn = (email: string, password: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email, password },
    });

  it("holds the new password to the sign-up rule: not the owner's name with a year, not a leaked one", async () => {
    const person = await signedInUser(testApp.app, { firstName: "Anna", lastName: "Kowalska" });
    const withName = await change(person.cookie, person.password, "Anna1990");
    expect(withName.statusCode).toBe(400);
    expect(withName.json().fieldErrors.newPassword[0]).toMatch(/your name or e-mail/i);
    const leaked = await change(person.cookie, person.password, "lk9slwGh3x");
    expect(leaked.statusCode).toBe(400);
    expect(leaked.json().fieldErrors.newPassword[0]).toMatch(/leaked/i);
    // Nothing changed: the old password still signs in.
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });

  it("asks for the current password", async () => {
    const person = await signedInUser(testApp.app);
    const wrong = await change(person.cookie, "not-my-password", "scaffold ladder ninety tea");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("That password is not right. Try again.");
  });

  it("changes it, signs every other device out, e-mails the owner and writes the audit log", async () => {
    const person = await signedInUser(testApp.app);
    const phone = cookieFrom(await signIn(person.email, person.password));
    const changed = await change(person.cookie, person.password, "scaffold ladder ninety tea");
    expect(changed.statusCode, changed.body).toBe(200);
    const here = mergeCookies(person.cookie, changed);

    const whoAmI = (cookie: string) =>
      testApp.app.inject({
        method: "GET",
        url: "/api/accounts/devices",
        headers: { cookie, origin: testOrigin },
      });
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await signIn(person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(person.email, "scaffold ladder ninety tea")).statusCode).toBe(200);

    const mails = readOutbox(testApp.config.dataDir).filter((message) => message.includes(person.email));
    const mail = mails.find((message) => message.includes("Subject: Your SiteReady password was changed"));
    expect(mail).toContain("Your other devices were signed out.");
    const audit = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/audit-log",
      headers: { cookie: here, origin: testOrigin },
    });
    expect(audit.json().entries[0]).toMatchObject({ field: "password", action: "change" });
    expect(logs.text()).not.toContain("scaffold ladder ninety tea");
  });
});
