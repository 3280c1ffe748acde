import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer, type Mailer } from "../../adapters/mail/mailer.ts";
import { changeChannels, createChangeWatch } from "../../db/change-watch.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { postUnsubscribeLink } from "../../test-support/unsubscribe-link.ts";
import { type AccessService, createAccessService } from "../access/access.service.ts";
import { runMessageDigestJob } from "./message-digest-job.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;
const hour = 3_600_000;

/** The e-mail digest of unread messages, end to end: settings through the API, the job on a fake clock. */
describe("the message digest job", () => {
  let testApp: TestApp;
  let mailer: Mailer;
  let alice: User;
  let bob: User;
  let carol: User;
  let admin: User;
  let access: AccessService;
  let seen = 0;

  const call = (user: User, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  /**
   * The job as the scheduler runs it, `hoursOn` hours from now (the fake clock), one person per page: every
   * test also proves the pages (keyset over the people with the digest on) leave nobody out.
   */
  const runAt = (hoursOn: number, withMailer = mailer) =>
    runMessageDigestJob({
      db: testApp.database.db,
      mailer: withMailer,
      config: testApp.config,
      now: new Date(Date.now() + hoursOn * hour),
      messagesOpenTo: (recipient) => access.isOpenTo("messages", recipient),
      batchSize: 1,
    });
  const setMessagesFeature = async (state: "enabled" | "comingSoon") => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/messages",
      headers: admin.headers,
      payload: { state },
    });
    expect(response.statusCode).toBe(200);
  };
  function newEmails(): string[] {
    let all: string[] = [];
    try {
      all = readOutbox(testApp.config.dataDir);
    } catch {
      // No outbox folder until the first e-mail.
    }
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }
  async function conversationBetween(from: User, to: User): Promise<string> {
    const response = await call(from, "POST", "/api/conversations", { via: "email", email: to.email });
    return (response.json() as { id: string }).id;
  }
  async function send(from: User, conversationId: string, body: string) {
    const response = await call(from, "POST", `/api/conversations/${conversationId}/messages`, { body });
    expect(response.statusCode).toBe(201);
  }

  let aliceToBob = "";
  let carolToBob = "";

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    mailer = createOutboxMailer({
      outboxDir: `${testApp.config.dataDir}/outbox`,
      from: "SiteReady <no-reply@siteready.local>",
      logger: pino({ level: "silent" }),
    });
    // The job's own view of the catalogue, as the scheduler's instance has it (read afresh: not listening).
    access = createAccessService(
      testApp.database.db,
      createChangeWatch(testApp.database, changeChannels.accessSettings),
    );
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    await setMessagesFeature("enabled");
    alice = await signedInUser(testApp.app, { firstName: "Alice", lastName: "Walker" });
    bob = await signedInUser(testApp.app, { firstName: "Bob", lastName: "Mason" });
    carol = await signedInUser(testApp.app, { firstName: "Carol", lastName: "Fixer" });
    aliceToBob = await conversationBetween(alice, bob);
    carolToBob = await conversationBetween(carol, bob);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("is off by default: unread messages send nothing", async () => {
    expect((await call(bob, "GET", "/api/messaging/settings")).json()).toEqual({
      read_receipts: true,
      digest_hours: null,
    });
    await send(alice, aliceToBob, "Are you free Monday?");
    expect(await runAt(25)).toEqual({ sent: 0, failed: 0 });
    expect(newEmails()).toHaveLength(0);
    await call(bob, "POST", `/api/conversations/${aliceToBob}/read`);
  });

  it("is switched on with a choice of hours, and nothing else is accepted", async () => {
    const saved = await call(bob, "PUT", "/api/messaging/settings", { digest_hours: 4 });
    expect(saved.json()).toEqual({ read_receipts: true, digest_hours: 4 });
    const wrong = await call(bob, "PUT", "/api/messaging/settings", { digest_hours: 3 });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain("Choose 1, 4, 12 or 24 hours.");
    // Changing read receipts leaves the digest as it was.
    await call(bob, "PUT", "/api/messaging/settings", { read_receipts: true });
    expect((await call(bob, "GET", "/api/messaging/settings")).json()).toEqual({
      read_receipts: true,
      digest_hours: 4,
    });
  });

  it("waits the chosen hours, then names who wrote and how many, never what, once", async () => {
    await send(alice, aliceToBob, "Bring the CSCS card");
    await send(alice, aliceToBob, "And your boots");
    await send(carol, carolToBob, "Gate code is Foxtrot");

    expect(await runAt(3.9)).toEqual({ sent: 0, failed: 0 });
    expect(await runAt(4.1)).toEqual({ sent: 1, failed: 0 });
    const [email, ...others] = newEmails();
    expect(others).toHaveLength(0);
    expect(email).toContain(`To: ${bob.email}`);
    expect(email).toContain("Subject: You have 3 unread messages on SiteReady");
    expect(email).toContain("- 2 unread messages from Alice W.");
    expect(email).toContain("- 1 unread message from Carol F.");
    expect(email).toContain(`Read and reply: ${testApp.config.publicUrl}/messages`);
    expect(email).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    for (const body of ["Bring the CSCS", "boots", "Foxtrot"]) expect(email).not.toContain(body);

    // The same unread messages are never mentioned again.
    expect(await runAt(30)).toEqual({ sent: 0, failed: 0 });
    expect(newEmails()).toHaveLength(0);
  });

  it("mentions only the newer message in the next digest", async () => {
    await send(carol, carolToBob, "Running late");
    expect(await runAt(4.1)).toEqual({ sent: 1, failed: 0 });
    const [email] = newEmails();
    expect(email).toContain("Subject: You have 1 unread message on SiteReady");
    expect(email).toContain("- 1 unread message from Carol F.");
    expect(email).not.toContain("Alice W.");
  });

  it("sends one digest when several instances run at once", async () => {
    await send(alice, aliceToBob, "Site closed tomorrow");
    const results = await Promise.all([runAt(5), runAt(5), runAt(5)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(newEmails()).toHaveLength(1);
  });

  it("sends nothing for messages read, muted or from someone blocked in the meantime", async () => {
    await send(alice, aliceToBob, "Read this one");
    await call(bob, "POST", `/api/conversations/${aliceToBob}/read`);
    await send(carol, carolToBob, "Muted one");
    await call(bob, "PUT", `/api/conversations/${carolToBob}/mute`, { muted: true });
    expect(await runAt(24)).toEqual({ sent: 0, failed: 0 });

    await send(alice, aliceToBob, "Blocked one");
    await call(bob, "POST", `/api/conversations/${aliceToBob}/block`);
    expect(await runAt(24)).toEqual({ sent: 0, failed: 0 });
    expect(newEmails()).toHaveLength(0);
    await call(bob, "POST", `/api/conversations/${aliceToBob}/unblock`);
    await call(bob, "PUT", `/api/conversations/${carolToBob}/mute`, { muted: false });
    await call(bob, "POST", `/api/conversations/${carolToBob}/read`);
    await call(bob, "POST", `/api/conversations/${aliceToBob}/read`);
  });

  it("tries again on the next run when the e-mail could not be sent", async () => {
    await send(alice, aliceToBob, "Try again");
    const broken: Mailer = {
      destination: "nowhere",
      send: () => Promise.reject(new Error("mail server down")),
    };
    expect(await runAt(5, broken)).toEqual({ sent: 0, failed: 1 });
    expect(await runAt(5)).toEqual({ sent: 1, failed: 0 });
    expect(newEmails()).toHaveLength(1);
  });

  it("waits while an admin has switched messages off, and sends once they are back", async () => {
    await send(alice, aliceToBob, "While it was off");
    await setMessagesFeature("comingSoon");
    try {
      expect(await runAt(5)).toEqual({ sent: 0, failed: 0 });
      expect(newEmails()).toEqual([]);
    } finally {
      await setMessagesFeature("enabled");
    }
    expect(await runAt(5)).toEqual({ sent: 1, failed: 0 });
    expect(newEmails()).toHaveLength(1);
  });

  it("is switched off by the e-mail's own link, without signing in", async () => {
    await send(carol, carolToBob, "One more");
    await runAt(5);
    const [email] = newEmails();
    const link = /Stop these e-mails: (\S+)/.exec(email ?? "")?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? "");
    expect(url.pathname).toBe("/api/messaging/digest/off");

    // Opening the link (or a mail scanner opening it) only asks.
    const page = await testApp.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Stop the e-mail digest?");
    expect((await call(bob, "GET", "/api/messaging/settings")).json()).toMatchObject({ digest_hours: 4 });

    // A forged signature is refused; the page's button or a mail program's one-click switches it off.
    const { forged, done } = await postUnsubscribeLink(testApp.app, url);
    expect(forged.statusCode).toBe(404);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("The e-mail digest is off");
    expect((await call(bob, "GET", "/api/messaging/settings")).json()).toMatchObject({ digest_hours: null });

    await send(alice, aliceToBob, "After switching off");
    expect(await runAt(25)).toEqual({ sent: 0, failed: 0 });
  });
});
