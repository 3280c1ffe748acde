import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testOrigin } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/**
 * Behind a proxy (TRUST_PROXY), the client's address is the X-Forwarded-For entry the proxy added — the right-most
 * one — never one the client wrote in front of it: else anyone could choose the address the rate limits count.
 */
describe("the client's address behind a proxy", () => {
  let oneProxy: TestApp;
  let twoProxies: TestApp;

  beforeAll(async () => {
    oneProxy = await createTestApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_PER_IP: "3" });
    twoProxies = await createTestApp({ TRUST_PROXY: "2", AUTH_RATE_LIMIT_PER_IP: "3" });
  });
  afterAll(async () => {
    await oneProxy.close();
    await twoProxies.close();
  });

  /** A sign-in attempt through the proxy, with what the client put in X-Forwarded-For before the proxy added to it. */
  const signInThrough = (testApp: TestApp, forwardedFor: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "10.0.0.2",
      headers: { origin: testOrigin, "x-forwarded-for": forwardedFor },
      payload: { email: "nobody@example.com", password: "not-the-password-1" },
    });

  it("counts the address the proxy saw, whatever the client wrote before it", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await signInThrough(oneProxy, `198.51.100.${attempt}, 203.0.113.5`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is counted apart.
    expect((await signInThrough(oneProxy, "203.0.113.6")).statusCode).toBe(401);
  });

  it("with two proxies in a row (a CDN, then nginx), takes the address the outer one added", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const forged = `198.51.100.${attempt}`;
      statuses.push((await signInThrough(twoProxies, `${forged}, 203.0.113.7, 10.0.0.1`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
