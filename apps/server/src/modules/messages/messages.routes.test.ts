import {
  CHAT_MESSAGE_MAX_LENGTH,
  CONVERSATION_PAGE_SIZE,
  MESSAGES_PER_MINUTE_LIMIT,
  messagingMessages,
} from "@siteready/domain/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupPosts, messages } from "../../db/schema/messages.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Messages, groups and reports through the HTTP API: who may see what, the 15-minute edit, the limits. */
describe("messages and groups", () => {
  let testApp: TestApp;
  let admin: User;
  let alice: User;
  let bob: User;
  let carol: User;
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const call = (
    user: User,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) => inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  async function conversationBetween(from: User, to: User) {
    const response = await call(from, "POST", "/api/conversations", { via: "email", email: to.email });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; other: { name: string } };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    alice = await signedInUser(testApp.app, { firstName: "Alice", lastName: "Walker" });
    bob = await signedInUser(testApp.app, { firstName: "Bob", lastName: "Mason" });
    carol = await signedInUser(testApp.app, { firstName: "Carol", lastName: "Fixer" });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("is locked until an admin switches messages and groups on", async () => {
    expect((await call(alice, "GET", "/api/conversations")).statusCode).toBe(403);
    expect((await call(alice, "GET", "/api/groups")).statusCode).toBe(403);
    for (const key of ["messages", "groups"]) {
      const response = await call(admin, "PATCH", `/api/admin/features/${key}`, { state: "enabled" });
      expect(response.statusCode).toBe(200);
    }
    expect((await call(alice, "GET", "/api/conversations")).json()).toEqual({ conversations: [] });
  });

  it("delivers a message, counts it unread for the receiver, and clears the count once read", async () => {
    const conversation = await conversationBetween(alice, bob);
    expect(conversation.other.name).toBe("Bob M.");
    const sent = await call(alice, "POST", `/api/conversations/${conversation.id}/messages`, {
      body: "Start Monday 7am at https://example.com/site",
    });
    expect(sent.statusCode).toBe(201);

    expect((await call(bob, "GET", "/api/conversations/unread")).json()).toEqual({ unread: 1 });
    const list = (await call(bob, "GET", "/api/conversations")).json() as {
      conversations: Array<{ id: string; other: { name: string }; unread: number; last_message: string }>;
    };
    expect(list.conversations).toEqual([
      expect.objectContaining({
        id: conversation.id,
        other: expect.objectContaining({ name: "Alice W." }),
        unread: 1,
        last_message: "Start Monday 7am at https://example.com/site",
      }),
    ]);
    // Nobody's e-mail reaches the other person.
    expect(JSON.stringify(list)).not.toContain(alice.email);

    expect((await call(bob, "POST", `/api/conversations/${conversation.id}/read`)).statusCode).toBe(204);
    expect((await call(bob, "GET", "/api/conversations/unread")).json()).toEqual({ unread: 0 });
    const thread = (await call(alice, "GET", `/api/conversations/${conversation.id}`)).json() as {
      messages: Array<{ body: string; is_mine: boolean; seen: boolean }>;
    };
    expect(thread.messages).toEqual([
      expect.objectContaining({
        body: "Start Monday 7am at https://example.com/site",
        is_mine: true,
        seen: true,
      }),
    ]);
  });

  it("hides 'seen' when the reader turned read receipts off", async () => {
    const conversation = await conversationBetween(alice, bob);
    expect((await call(bob, "PUT", "/api/messaging/settings", { read_receipts: false })).json()).toEqual({
      read_receipts: false,
      digest_hours: null,
    });
    const thread = (await call(alice, "GET", `/api/conversations/${conversation.id}`)).json() as {
      messages: Array<{ seen: boolean }>;
    };
    expect(thread.messages.map((message) => message.seen)).toEqual([false]);
    await call(bob, "PUT", "/api/messaging/settings", { read_receipts: true });
  });

  it("keeps a conversation from anyone outside it: 404 to read, list, post, edit or report", async () => {
    const conversation = await conversationBetween(alice, bob);
    const [message] = await testApp.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id));
    expect((await call(carol, "GET", `/api/conversations/${conversation.id}`)).statusCode).toBe(404);
    expect((await call(carol, "GET", "/api/conversations")).json()).toEqual({ conversations: [] });
    const post = await call(carol, "POST", `/api/conversations/${conversation.id}/messages`, { body: "hi" });
    expect(post.statusCode).toBe(404);
    expect((await call(carol, "PATCH", `/api/messages/${message?.id}`, { body: "changed" })).statusCode).toBe(
      404,
    );
    expect(
      (await call(carol, "POST", `/api/messages/${message?.id}/report`, { reason: "spam" })).statusCode,
    ).toBe(404);
    expect((await call(carol, "GET", "/api/conversations/not-a-uuid")).statusCode).toBe(404);
  });

  it("lets the sender edit for 15 minutes, then refuses", async () => {
    const conversation = await conversationBetween(alice, bob);
    const sent = (
      await call(alice, "POST", `/api/conversations/${conversation.id}/messages`, { body: "On site at 8" })
    ).json() as {
      id: string;
    };
    expect(
      (await call(alice, "PATCH", `/api/messages/${sent.id}`, { body: "On site at 9" })).statusCode,
    ).toBe(204);
    expect((await call(bob, "PATCH", `/api/messages/${sent.id}`, { body: "mine now" })).statusCode).toBe(404);

    await testApp.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.id, sent.id));
    const late = await call(alice, "PATCH", `/api/messages/${sent.id}`, { body: "On site at 10" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messagingMessages.editWindowOver);

    const thread = (await call(bob, "GET", `/api/conversations/${conversation.id}`)).json() as {
      messages: Array<{ id: string; body: string | null; edited_at: string | null }>;
    };
    expect(thread.messages.find((message) => message.id === sent.id)).toEqual(
      expect.objectContaining({ body: "On site at 9", edited_at: expect.any(String) }),
    );

    expect((await call(alice, "DELETE", `/api/messages/${sent.id}`)).statusCode).toBe(204);
    const after = (await call(bob, "GET", `/api/conversations/${conversation.id}`)).json() as {
      messages: Array<{ id: string; body: string | null; deleted: boolean }>;
    };
    expect(after.messages.find((message) => message.id === sent.id)).toEqual(
      expect.objectContaining({ body: null, deleted: true }),
    );
    // Deleted for everyone means the words are gone, not only hidden.
    const [stored] = await testApp.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, sent.id));
    expect(stored?.body).toBe("");
  });

  it("refuses an empty or over-long message with the field's message", async () => {
    const conversation = await conversationBetween(alice, bob);
    const tooLong = await call(alice, "POST", `/api/conversations/${conversation.id}/messages`, {
      body: "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.body).toEqual([
      `Message must be ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
    ]);
  });

  it("stores a message sent twice with the same device id once", async () => {
    const conversation = await conversationBetween(carol, bob);
    const payload = { body: "Queued while offline", client_id: "0b7a3c52-5a0e-4b8e-9d0c-1f2e3d4c5b6a" };
    const first = (
      await call(carol, "POST", `/api/conversations/${conversation.id}/messages`, payload)
    ).json();
    const second = (
      await call(carol, "POST", `/api/conversations/${conversation.id}/messages`, payload)
    ).json();
    expect(second.id).toBe(first.id);
  });

  it("pages a long conversation: the newest messages first, then each older page on request", async () => {
    const dave = await signedInUser(testApp.app, { firstName: "Dave", lastName: "Digger" });
    const conversation = await conversationBetween(dave, bob);
    // More than two pages, three sent in the same second: a page boundary must neither skip nor repeat.
    const total = 2 * CONVERSATION_PAGE_SIZE + 5;
    const sentAt = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 3)));
    await testApp.database.db.insert(messages).values(
      Array.from({ length: total }, (_, index) => ({
        conversationId: conversation.id,
        senderId: index % 2 === 0 ? dave.userId : bob.userId,
        body: `message ${index}`,
        createdAt: sentAt(index),
      })),
    );
    type Page = { messages: Array<{ id: string; body: string; created_at: string }>; has_older: boolean };
    const page = async (before?: string) => {
      const response = await call(
        bob,
        "GET",
        `/api/conversations/${conversation.id}${before ? `?before=${before}` : ""}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as Page;
    };

    const newest = await page();
    expect(newest.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(newest.has_older).toBe(true);
    const second = await page(newest.messages[0]?.id);
    expect(second.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(second.has_older).toBe(true);
    const last = await page(second.messages[0]?.id);
    expect(last.has_older).toBe(false);
    const all = [...last.messages, ...second.messages, ...newest.messages];
    const bodies = all.map((message) => message.body);
    const sorted = (list: string[]) => list.toSorted((a, b) => a.localeCompare(b));
    expect(bodies).toHaveLength(total);
    expect(new Set(bodies).size).toBe(total);
    expect(sorted(bodies)).toEqual(sorted(Array.from({ length: total }, (_, index) => `message ${index}`)));
    // Oldest first throughout, the newest page last.
    const times = all.map((message) => message.created_at);
    expect(times).toEqual(times.toSorted());
    expect(times.at(-1)).toBe(sentAt(total - 1).toISOString());

    // A message of another conversation, or no message at all, is not a page of this one.
    const other = await conversationBetween(alice, bob);
    await call(alice, "POST", `/api/conversations/${other.id}/messages`, { body: "elsewhere" });
    const [elsewhere] = await testApp.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, other.id));
    const foreign = `/api/conversations/${conversation.id}?before=${elsewhere?.id}`;
    expect((await call(bob, "GET", foreign)).statusCode).toBe(404);
    expect((await call(dave, "GET", `/api/conversations/${conversation.id}?before=nope`)).statusCode).toBe(
      400,
    );
  });

  it("starts no conversation with an unknown e-mail, and never searches", async () => {
    const response = await call(alice, "POST", "/api/conversations", {
      via: "email",
      email: "nobody@example.com",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messagingMessages.notOnSiteReady);
    const partial = await call(alice, "POST", "/api/conversations", { via: "email", email: "example.com" });
    expect(partial.statusCode).toBe(400);
  });

  it("stops a blocked person from messaging, and lets the blocker undo it", async () => {
    const conversation = await conversationBetween(alice, bob);
    const blocked = await call(alice, "POST", `/api/conversations/${conversation.id}/block`);
    expect(blocked.json()).toEqual(expect.objectContaining({ blocked: true, can_send: false }));

    const attempt = await call(bob, "POST", `/api/conversations/${conversation.id}/messages`, {
      body: "hello?",
    });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().message).toBe(messagingMessages.blocked);
    const fresh = await call(bob, "POST", "/api/conversations", { via: "email", email: alice.email });
    expect(fresh.statusCode).toBe(403);

    await call(alice, "POST", `/api/conversations/${conversation.id}/unblock`);
    const again = await call(bob, "POST", `/api/conversations/${conversation.id}/messages`, {
      body: "hello again",
    });
    expect(again.statusCode).toBe(201);
  });

  it("limits how fast one person can send", async () => {
    const sender = await signedInUser(testApp.app);
    const conversation = await conversationBetween(sender, carol);
    const url = `/api/conversations/${conversation.id}/messages`;
    for (let index = 0; index < MESSAGES_PER_MINUTE_LIMIT; index += 1) {
      expect((await call(sender, "POST", url, { body: `Message ${index}` })).statusCode).toBe(201);
    }
    const over = await call(sender, "POST", url, { body: "one too many" });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(messagingMessages.tooManyMessages);
  });

  it("runs a group: invite link, posts and replies for members only, admin takedown, leave", async () => {
    const created = await call(alice, "POST", "/api/groups", {
      name: "Block C crew",
      description: "Riverside Wharf",
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: string; my_role: string; invite_token: string };
    expect(group.my_role).toBe("admin");

    const preview = await call(bob, "GET", `/api/groups/invite/${group.invite_token}`);
    expect(preview.json()).toEqual(expect.objectContaining({ name: "Block C crew", already_member: false }));
    expect((await call(bob, "POST", `/api/groups/invite/${group.invite_token}/join`)).json()).toEqual({
      group_id: group.id,
      status: "active",
    });

    const post = (
      await call(bob, "POST", `/api/groups/${group.id}/posts`, { body: "Skip arrives 10am" })
    ).json() as {
      id: string;
    };
    await call(alice, "POST", `/api/groups/${group.id}/posts`, { body: "Thanks", parent_id: post.id });
    const detail = (await call(alice, "GET", `/api/groups/${group.id}`)).json() as {
      members: Array<{ user: { name: string }; role: string }>;
      posts: Array<{ body: string; parent_id: string | null }>;
    };
    expect(detail.members.map((member) => [member.user.name, member.role])).toEqual([
      ["Alice W.", "admin"],
      ["Bob M.", "member"],
    ]);
    expect(detail.posts.map((p) => [p.body, p.parent_id])).toEqual([
      ["Skip arrives 10am", null],
      ["Thanks", post.id],
    ]);

    // Carol, outside the group, sees nothing of it.
    expect((await call(carol, "GET", `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await call(carol, "GET", "/api/groups")).json()).toEqual({ groups: [] });
    expect(
      (await call(carol, "POST", `/api/groups/${group.id}/posts`, { body: "let me in" })).statusCode,
    ).toBe(404);
    expect((await call(carol, "DELETE", `/api/group-posts/${post.id}`)).statusCode).toBe(404);

    // A member messages another member from the group.
    const viaGroup = await call(bob, "POST", "/api/conversations", {
      via: "group_member",
      group_id: group.id,
      user_id: alice.userId,
    });
    expect(viaGroup.statusCode).toBe(200);
    const notMember = await call(carol, "POST", "/api/conversations", {
      via: "group_member",
      group_id: group.id,
      user_id: alice.userId,
    });
    expect(notMember.statusCode).toBe(404);

    expect((await call(alice, "DELETE", `/api/group-posts/${post.id}`)).statusCode).toBe(204);
    // An admin's removal erases the post's words, as its author's deletion would.
    const [removed] = await testApp.database.db
      .select({ body: groupPosts.body, deletedAt: groupPosts.deletedAt })
      .from(groupPosts)
      .where(eq(groupPosts.id, post.id));
    expect(removed).toEqual({ body: "", deletedAt: expect.any(Date) });
    expect((await call(alice, "DELETE", `/api/groups/${group.id}/members/${bob.userId}`)).statusCode).toBe(
      204,
    );
    expect((await call(bob, "GET", `/api/groups/${group.id}`)).statusCode).toBe(404);

    // The last admin leaving hands the group over.
    await call(carol, "POST", `/api/groups/invite/${group.invite_token}/join`);
    expect((await call(alice, "POST", `/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    expect(
      ((await call(carol, "GET", `/api/groups/${group.id}`)).json() as { group: { my_role: string } }).group
        .my_role,
    ).toBe("admin");
  });

  it("holds people who join a group needing approval until an admin lets them in", async () => {
    const group = (
      await call(alice, "POST", "/api/groups", { name: "Site office", requires_approval: true })
    ).json() as { id: string; invite_token: string };
    expect((await call(bob, "POST", `/api/groups/invite/${group.invite_token}/join`)).json().status).toBe(
      "pending",
    );
    expect((await call(bob, "GET", `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (await call(bob, "POST", `/api/groups/${group.id}/members/${bob.userId}/approve`)).statusCode,
    ).toBe(404);
    expect(
      (await call(alice, "POST", `/api/groups/${group.id}/members/${bob.userId}/approve`)).statusCode,
    ).toBe(204);
    expect((await call(bob, "GET", `/api/groups/${group.id}`)).statusCode).toBe(200);
  });

  it("brings reports to the admins' list, where content can be taken down and the sender suspended", async () => {
    const offender = await signedInUser(testApp.app, { firstName: "Rex", lastName: "Troll" });
    const conversation = await conversationBetween(offender, carol);
    const sent = (
      await call(offender, "POST", `/api/conversations/${conversation.id}/messages`, {
        body: "abusive words",
      })
    ).json() as {
      id: string;
    };
    expect(
      (await call(offender, "POST", `/api/messages/${sent.id}/report`, { reason: "mine" })).statusCode,
    ).toBe(404);
    expect(
      (await call(carol, "POST", `/api/messages/${sent.id}/report`, { reason: "Threatening me" })).statusCode,
    ).toBe(204);

    expect((await call(carol, "GET", "/api/admin/content-reports")).statusCode).toBe(403);
    const list = (await call(admin, "GET", "/api/admin/content-reports")).json() as {
      reports: Array<{
        id: string;
        content: string | null;
        reason: string;
        reported_user: { name: string };
        status: string;
      }>;
    };
    const report = list.reports.find((entry) => entry.reason === "Threatening me");
    expect(report).toEqual(
      expect.objectContaining({
        content: "abusive words",
        status: "open",
        reported_user: expect.objectContaining({ name: "Rex T." }),
      }),
    );

    expect(
      (await call(admin, "POST", `/api/admin/content-reports/${report?.id}/remove-content`)).statusCode,
    ).toBe(204);
    expect(
      (await call(admin, "POST", `/api/admin/content-reports/${report?.id}/suspend-user`)).statusCode,
    ).toBe(204);
    const after = (await call(admin, "GET", "/api/admin/content-reports")).json() as {
      reports: Array<{
        id: string;
        content: string | null;
        status: string;
        reported_user_suspended: boolean;
      }>;
    };
    expect(after.reports.find((entry) => entry.id === report?.id)).toEqual(
      expect.objectContaining({ content: null, status: "content_removed", reported_user_suspended: true }),
    );
    // The suspended account is refused, and told why.
    const refused = await call(offender, "GET", "/api/conversations");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    expect(refused.json().message).toContain("Suspended after a report of something you posted.");
  });
});

describe("invite links in logs", () => {
  it("never writes an invite token to a log line", async () => {
    const { redactUrl } = await import("../../lib/logger.ts");
    const token = "q3Zx9kLmN0pR7sTuV2wXyA4bC6dEfGhI";
    expect(redactUrl(`/api/groups/invite/${token}/join`)).not.toContain(token);
    expect(redactUrl(`/groups?token=${token}`)).not.toContain(token);
  });
});
