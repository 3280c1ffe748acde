import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/accounts.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import { cookieFrom, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** The raw session token in a cookie header (the part before better-auth's signature). */
function sessionTokenOf(cookie: string): string {
  const token = cookie.match(/session_token=([^.;]+)/)?.[1];
  if (!token) throw new Error("no session cookie");
  return decodeURIComponent(token);
}

/** Session tokens are stored only as hashes; everything a session does still works through the cookie. */
describe("session tokens at rest", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const storedTokensOf = async (userId: string) =>
    (await testApp.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
      (row) => row.token,
    );
  const sessionOf = (cookie: string) =>
    testApp.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });

  it("keeps the hash of the cookie's token, never the token, and signs the worker in with the cookie", async () => {
    const worker = await signedInUser(testApp.app);
    const token = sessionTokenOf(worker.cookie);

    const stored = await storedTokensOf(worker.userId);
    expect(stored).toEqual([hashSecretToken(token)]);
    expect(stored).not.toContain(token);

    const session = await sessionOf(worker.cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(worker.userId);
    const profile = await testApp.app.inject({
      method: "GET",
      url: "/api/profile/personal-details",
      headers: worker.headers,
    });
    expect(profile.statusCode).toBe(200);
  });

  it("does not accept the stored hash as a token", async () => {
    const worker = await signedInUser(testApp.app);
    const [stored] = await storedTokensOf(worker.userId);
    const forged = worker.cookie.replace(/session_token=[^.;]+/, `session_token=${stored}`);
    const session = await sessionOf(forged);
    expect(session.json()).toBeNull();
  });

  it("ends the session on sign-out: its row is gone and the cookie no longer works", async () => {
    const worker = await signedInUser(testApp.app);
    const signOut = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: worker.headers,
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await storedTokensOf(worker.userId)).toEqual([]);
    expect((await sessionOf(worker.cookie)).json()).toBeNull();
  });

  it("a second sign-in gets its own session, stored hashed too", async () => {
    const worker = await signedInUser(testApp.app);
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email: worker.email, password: worker.password },
    });
    const second = cookieFrom(signIn);
    const stored = await storedTokensOf(worker.userId);
    expect(stored.sort()).toEqual(
      [hashSecretToken(sessionTokenOf(worker.cookie)), hashSecretToken(sessionTokenOf(second))].sort(),
    );
    expect((await sessionOf(second)).json().user.id).toBe(worker.userId);
  });

  it("hashes in SQL exactly as the server does, so sessions from before the migration keep working", async () => {
    // Migration 0006 hashed the tokens already stored with this expression.
    const token = "2VnCq8m1Yc6XkTzQpR4wLs0aJf7NhBdE";
    const result = await testApp.database.db.execute<{ hash: string }>(
      sql`select encode(sha256(convert_to(${token}, 'UTF8')), 'hex') as hash`,
    );
    const rows = result !== null && typeof result === "object" && "rows" in result ? result.rows : result;
    expect((rows as Array<{ hash: string }>)[0]?.hash).toBe(hashSecretToken(token));
  });
});
