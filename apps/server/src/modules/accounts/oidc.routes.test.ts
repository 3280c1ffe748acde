import { CURRENT_TERMS_VERSION } from "@siteready/domain/accounts";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** The whole OpenID Connect flow against a real OIDC server running locally. */
describe("sign-in with an OpenID Connect provider", () => {
  const provider = new OAuth2Server();
  let testApp: TestApp;

  /** Who the provider says signs in: a test may change it. */
  const kim = {
    sub: "worker-123",
    email: "oidc.worker@example.com",
    email_verified: true,
    given_name: "Kim",
    family_name: "Okafor",
    name: "Kim Okafor",
  };
  let identity = kim;

  beforeAll(async () => {
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    provider.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, identity);
    });
    provider.service.on("beforeUserinfo", (userInfo) => {
      userInfo.body = { ...identity };
    });
    testApp = await createTestApp({
      OIDC_ISSUER_URL: String(provider.issuer.url),
      OIDC_CLIENT_ID: "siteready-test",
      OIDC_CLIENT_SECRET: "test-client-secret",
      OIDC_DISPLAY_NAME: "Test Identity",
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
  });

  async function startSignIn() {
    const start = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: { origin: testOrigin },
      payload: { provider: "oidc", callbackURL: "/auth/callback?from=%2Fjobs" },
    });
    expect(start.statusCode).toBe(200);
    return { authorizeUrl: new URL(start.json().url as string), cookie: cookieFrom(start) };
  }

  it("offers the configured provider by its display name", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/accounts/providers" });
    expect(response.json()).toEqual([{ id: "oidc", displayName: "Test Identity" }]);
  });

  it("signs in with PKCE and a matching state, then returns through /auth/callback", async () => {
    const { authorizeUrl, cookie } = await startSignIn();
    expect(authorizeUrl.origin).toBe(new URL(String(provider.issuer.url)).origin);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeTruthy();
    const state = authorizeUrl.searchParams.get("state");
    expect(state).toBeTruthy();

    const authorize = await fetch(authorizeUrl, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const callback = new URL(String(authorize.headers.get("location")));
    expect(callback.pathname).toBe("/api/auth/callback/oidc");
    expect(callback.searchParams.get("state")).toBe(state);

    const finished = await testApp.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(finished.statusCode).toBe(302);
    expect(String(finished.headers.location)).toMatch(/\/auth\/callback\?from=%2Fjobs$/);

    const session = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieFrom(finished) },
    });
    expect(session.json().user).toMatchObject({
      email: "oidc.worker@example.com",
      firstName: "Kim",
      lastName: "Okafor",
      // The provider's sign-in never showed our terms: the app asks before anything else.
      termsAcceptedVersion: null,
    });

    // Agreeing is checked like the sign-up box, then recorded with the version and the server's time.
    const signedIn = { cookie: cookieFrom(finished), origin: testOrigin };
    const unticked = await testApp.app.inject({
      method: "POST",
      url: "/api/accounts/terms",
      headers: signedIn,
      payload: { acceptTerms: false },
    });
    expect(unticked.statusCode).toBe(400);
    expect(JSON.stringify(unticked.json())).toContain(
      "Tick the box to agree to the terms of use and the privacy notice",
    );
    const before = Date.now();
    const agreed = await testApp.app.inject({
      method: "POST",
      url: "/api/accounts/terms",
      headers: signedIn,
      payload: { acceptTerms: true },
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().terms_accepted_version).toBe(CURRENT_TERMS_VERSION);
    expect(Date.parse(agreed.json().terms_accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    const after = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: signedIn,
    });
    expect(after.json().user.termsAcceptedVersion).toBe(CURRENT_TERMS_VERSION);
  });

  /** Runs the provider's sign-in to the end, as the browser would, and answers the callback's response. */
  async function finishSignIn() {
    const { authorizeUrl, cookie } = await startSignIn();
    const authorize = await fetch(authorizeUrl, { redirect: "manual" });
    const callback = new URL(String(authorize.headers.get("location")));
    return testApp.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
  }

  it("never joins a provider sign-in whose e-mail the provider has not verified to the account that has it", async () => {
    const owner = await signedInUser(testApp.app, { email: "site.owner@example.com" });
    identity = { ...kim, sub: "someone-else-9", email: owner.email, email_verified: false };
    try {
      const finished = await finishSignIn();
      expect(finished.statusCode).toBe(302);
      const landing = new URL(String(finished.headers.location), testOrigin);
      expect(landing.pathname).toBe("/login");
      expect(landing.searchParams.get("error")).toBeTruthy();
      const session = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: cookieFrom(finished) },
      });
      expect(session.json()).toBeNull();
    } finally {
      identity = kim;
    }
  });

  it("refuses a callback whose state does not match the one stored for this browser", async () => {
    const { authorizeUrl, cookie } = await startSignIn();
    authorizeUrl.searchParams.set("state", "1700000000000-forged");
    const authorize = await fetch(authorizeUrl, { redirect: "manual" });
    const callback = new URL(String(authorize.headers.get("location")));
    const finished = await testApp.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(finished.statusCode).toBe(302);
    // Our own login page, which explains in words; never the auth library's error page.
    const landing = new URL(String(finished.headers.location));
    expect(landing.origin + landing.pathname).toBe("http://localhost:3000/login");
    expect(landing.searchParams.get("error")).toBe("state_mismatch");
    expect(cookieFrom(finished)).not.toContain("session_token");
  });

  it("refuses to send the user anywhere but this app after sign-in", async () => {
    const start = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: { origin: testOrigin },
      payload: { provider: "oidc", callbackURL: "https://evil.example/after" },
    });
    expect(start.statusCode).toBe(403);
  });

  it("on a real domain, returns to its subdomains but never to localhost (§5)", async () => {
    const production = await createTestApp({
      PUBLIC_URL: "https://siteready.example",
      OIDC_ISSUER_URL: String(provider.issuer.url),
      OIDC_CLIENT_ID: "siteready-test",
      OIDC_CLIENT_SECRET: "test-client-secret",
    });
    try {
      const start = (callbackURL: string) =>
        production.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/social",
          headers: { origin: "https://siteready.example" },
          payload: { provider: "oidc", callbackURL },
        });
      const subdomain = await start("https://app.siteready.example/auth/callback");
      expect(subdomain.statusCode).toBe(200);
      expect(new URL(subdomain.json().url).origin).toBe(new URL(String(provider.issuer.url)).origin);
      expect((await start("https://a.b.siteready.example/auth/callback")).statusCode).toBe(200);
      for (const refused of [
        "http://localhost:9999/steal",
        "http://127.0.0.1:3000/",
        "https://evil.example/",
      ]) {
        expect((await start(refused)).statusCode, refused).toBe(403);
      }
    } finally {
      await production.close();
    }
  });
});
