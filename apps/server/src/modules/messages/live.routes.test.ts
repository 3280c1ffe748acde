import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { eventReader } from "../../test-support/live-events.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { LIVE_STREAMS_PER_USER, tooManyLiveStreamsMessage } from "./live.routes.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Live delivery over a real socket: PostgreSQL NOTIFY → this instance's hub → the receiver's event stream. */
describe("live updates", () => {
  let testApp: TestApp;
  let baseUrl: string;
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    for (const key of ["messages", "groups"]) {
      await testApp.app.inject({
        method: "PATCH",
        url: `/api/admin/features/${key}`,
        headers: admin.headers,
        payload: { state: "enabled" },
      });
    }
    alice = await signedInUser(testApp.app);
    bob = await signedInUser(testApp.app);
    baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    // An open stream must not hold the close: this would time out if it did.
    await testApp.close();
  });

  const openStream = async (user: User, lastEventId?: string) => {
    const response = await fetch(`${baseUrl}/api/live`, {
      headers: { cookie: user.cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    if (!response.body) throw new Error("no body");
    return eventReader(response.body);
  };

  it("refuses a signed-out visitor", async () => {
    expect((await fetch(`${baseUrl}/api/live`)).status).toBe(401);
  });

  it("tells the receiver which conversation changed, and the group's members which group did", async () => {
    const bobEvents = await openStream(bob);
    const conversation = (
      await testApp.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: alice.headers,
        payload: { via: "email", email: bob.email },
      })
    ).json() as { id: string };
    await testApp.app.inject({
      method: "POST",
      url: `/api/conversations/${conversation.id}/messages`,
      headers: alice.headers,
      payload: { body: "Are you on site?" },
    });
    expect(await bobEvents()).toEqual({ kind: "conversation", id: conversation.id });

    const group = (
      await testApp.app.inject({
        method: "POST",
        url: "/api/groups",
        headers: alice.headers,
        payload: { name: "Crew" },
      })
    ).json() as { id: string; invite_token: string };
    await testApp.app.inject({
      method: "POST",
      url: `/api/groups/invite/${group.invite_token}/join`,
      headers: bob.headers,
    });
    expect(await bobEvents()).toEqual({ kind: "group", id: group.id });
  });

  it("asks a reconnecting browser to catch up first", async () => {
    const events = await openStream(alice, "7");
    expect(await events()).toEqual({ kind: "resync" });
  });

  it("tells a company's managers which site's crew board changed when a worker joins or leaves", async () => {
    const post = async (user: User, url: string, payload: object) =>
      (await testApp.app.inject({ method: "POST", url, headers: user.headers, payload })).json();
    const company = await post(alice, "/api/companies", {
      name: "Acme Build",
      address: { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" },
    });
    const site = await post(alice, `/api/companies/${company.id}/sites`, {
      name: "Wharf Road",
      postcode: "LS1 4AP",
      starts_on: "2026-01-10",
    });
    const role = await post(alice, `/api/companies/${company.id}/crew-roles`, {
      name: "Labourer",
      cards: [{ card_type_id: "cscs-labourer" }],
      amber_days: 30,
    });
    const invite = await post(alice, `/api/companies/${company.id}/sites/${site.id}/crew-invites`, {
      role_id: role.id,
    });
    const managerEvents = await openStream(alice);
    const joined = await post(bob, "/api/crew-invites/accept", { token: new URL(invite.url).hash.slice(1) });
    expect(await managerEvents()).toEqual({ kind: "site", id: site.id });
    await post(bob, `/api/my-crews/${joined.id}/leave`, {});
    expect(await managerEvents()).toEqual({ kind: "site", id: site.id });
  });

  it("answers with the same security headers as every other answer", async () => {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/live`, {
      headers: { cookie: bob.cookie },
      signal: controller.signal,
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain("default-src");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    controller.abort();
  });

  it(`lets one person hold at most ${LIVE_STREAMS_PER_USER} streams, and a closed one frees its place`, async () => {
    const carol = await signedInUser(testApp.app);
    const open = () => {
      const controller = new AbortController();
      return fetch(`${baseUrl}/api/live`, {
        headers: { cookie: carol.cookie },
        signal: controller.signal,
      }).then((response) => ({ response, close: () => controller.abort() }));
    };
    const held = [];
    for (let index = 0; index < LIVE_STREAMS_PER_USER; index++) held.push(await open());
    expect(held.map(({ response }) => response.status)).toEqual(Array(LIVE_STREAMS_PER_USER).fill(200));
    const refused = await open();
    expect(refused.response.status).toBe(429);
    expect(((await refused.response.json()) as { message: string }).message).toBe(tooManyLiveStreamsMessage);
    held[0]?.close();
    await expect
      .poll(async () => {
        const again = await open();
        again.close();
        return again.response.status;
      })
      .toBe(200);
    for (const stream of held) stream.close();
  });

  it("ends open streams on shutdown with a hint to reconnect in a few seconds", async () => {
    const other = await createTestApp();
    const dave = await signedInUser(other.app);
    const url = await other.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${url}/api/live`, { headers: { cookie: dave.cookie } });
    const closing = other.close();
    const text = await response.text();
    await closing;
    expect(text).toMatch(/retry: 5000\n\n$/);
  });
});
