import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, logCollector, type TestApp } from "../../test-support/test-app.ts";

/**
 * Over real sockets (a reply is thenable there): a refused sign-in is answered once, with 429, and never also
 * passed on to the password check.
 */
describe("the sign-in limit over HTTP", () => {
  const logs = logCollector();
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: "3" }, { logs });
    baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => testApp.close());

  it("answers attempts over the limit with one 429 each, and no 'Reply was already sent'", async () => {
    const user = await signedInUser(testApp.app);
    const attempt = () =>
      fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: testOrigin, "content-type": "application/json" },
        body: JSON.stringify({ email: user.email, password: "not-the-password-1" }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await attempt()).status);
    statuses.push(
      ...(await Promise.all([attempt(), attempt(), attempt()])).map((response) => response.status),
    );
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect(logs.text()).not.toContain("Reply was already sent");
    // Refused attempts never reach the password check.
    expect(logs.text().match(/Invalid password/g)?.length ?? 0).toBe(3);
  });
});
