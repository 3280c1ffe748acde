import { GROUP_POSTS_PAGE_SIZE } from "@siteready/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupPosts } from "../../db/schema/messages.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;
type Post = { id: string; parent_id: string | null; body: string; created_at: string };
type Detail = { posts: Post[]; has_older_posts: boolean };

/** A group's posts come a page at a time, each post with all its replies, however old the post. */
describe("a group's posts, page by page", () => {
  let testApp: TestApp;
  let alice: User;
  let bob: User;
  let groupId: string;
  const call = (user: User, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const page = async (before?: string) => {
    const response = await call(bob, "GET", `/api/groups/${groupId}${before ? `?before=${before}` : ""}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Detail;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    expect((await call(admin, "PATCH", "/api/admin/features/groups", { state: "enabled" })).statusCode).toBe(
      200,
    );
    alice = await signedInUser(testApp.app, { firstName: "Alice", lastName: "Walker" });
    bob = await signedInUser(testApp.app, { firstName: "Bob", lastName: "Mason" });
    const group = (
      await call(alice, "POST", "/api/groups", { name: "Gate 3 crew", requires_approval: false })
    ).json() as { id: string; invite_token: string };
    groupId = group.id;
    await call(bob, "POST", `/api/groups/invite/${group.invite_token}/join`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("shows the newest posts first, then each older page on request, with every reply under its post", async () => {
    // More than two pages of posts, three in the same second (a page boundary must neither skip nor repeat),
    // and a reply to the oldest post written after all of them.
    const total = 2 * GROUP_POSTS_PAGE_SIZE + 5;
    const postedAt = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 3)));
    const inserted = await testApp.database.db
      .insert(groupPosts)
      .values(
        Array.from({ length: total }, (_, index) => ({
          groupId,
          authorId: index % 2 === 0 ? alice.userId : bob.userId,
          body: `post ${index}`,
          createdAt: postedAt(index),
        })),
      )
      .returning();
    const oldest = inserted.find((post) => post.body === "post 0");
    const reply = await call(bob, "POST", `/api/groups/${groupId}/posts`, {
      body: "Late reply to the first post",
      parent_id: oldest?.id,
    });
    expect(reply.statusCode).toBe(201);

    const newest = await page();
    const topLevel = (detail: Detail) => detail.posts.filter((post) => post.parent_id === null);
    expect(topLevel(newest)).toHaveLength(GROUP_POSTS_PAGE_SIZE);
    expect(newest.has_older_posts).toBe(true);
    // The newest reply does not pull its old post onto the newest page.
    expect(newest.posts.map((post) => post.body)).not.toContain("Late reply to the first post");

    const second = await page(topLevel(newest)[0]?.id);
    expect(topLevel(second)).toHaveLength(GROUP_POSTS_PAGE_SIZE);
    expect(second.has_older_posts).toBe(true);
    const last = await page(topLevel(second)[0]?.id);
    expect(last.has_older_posts).toBe(false);
    // The reply sits straight after its post, wherever in the page that post is.
    const replyAt = last.posts.findIndex((post) => post.body === "Late reply to the first post");
    expect(last.posts[replyAt - 1]?.id).toBe(oldest?.id);
    expect(last.posts[replyAt]?.parent_id).toBe(oldest?.id);

    const all = [last, second, newest].flatMap(topLevel);
    const bodies = all.map((post) => post.body);
    expect(new Set(bodies).size).toBe(total);
    expect(bodies.toSorted()).toEqual(
      Array.from({ length: total }, (_, index) => `post ${index}`).toSorted(),
    );
    // Oldest first throughout, the newest page last.
    const times = all.map((post) => post.created_at);
    expect(times).toEqual(times.toSorted());
  });

  it("puts a reply to a reply under the same post, and refuses a page boundary that is not a post here", async () => {
    const post = (await call(alice, "POST", `/api/groups/${groupId}/posts`, { body: "Skip at 10" })).json();
    const reply = (
      await call(bob, "POST", `/api/groups/${groupId}/posts`, { body: "Which gate?", parent_id: post.id })
    ).json();
    const answer = (
      await call(alice, "POST", `/api/groups/${groupId}/posts`, { body: "Gate 3", parent_id: reply.id })
    ).json() as Post;
    expect(answer.parent_id).toBe(post.id);
    expect((await page()).posts.slice(-3).map((shown) => shown.body)).toEqual([
      "Skip at 10",
      "Which gate?",
      "Gate 3",
    ]);

    // A reply is not a page boundary, nor is a post of another group, nor something that is not an id.
    expect((await call(bob, "GET", `/api/groups/${groupId}?before=${reply.id}`)).statusCode).toBe(404);
    const other = (
      await call(bob, "POST", "/api/groups", { name: "Elsewhere", requires_approval: false })
    ).json() as { id: string };
    const elsewhere = (await call(bob, "POST", `/api/groups/${other.id}/posts`, { body: "Hi" })).json();
    expect((await call(bob, "GET", `/api/groups/${groupId}?before=${elsewhere.id}`)).statusCode).toBe(404);
    expect((await call(bob, "GET", `/api/groups/${groupId}?before=nope`)).statusCode).toBe(400);
  });
});
