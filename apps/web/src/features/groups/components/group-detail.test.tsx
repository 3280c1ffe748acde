import { type GroupDetail as Detail, groupDetailSchema } from "@siteready/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { GroupDetail } from "./group-detail.tsx";

const groupId = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const bob = { id: "7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "Bob M." };
const postId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
const replyId = (index: number) => `00000000-0000-4000-9000-${String(index).padStart(12, "0")}`;

/** A page of the group as the server answers it, checked against the domain's schema: posts, each with a reply. */
function page(first: number, last: number, hasOlder: boolean): Detail {
  const post = (id: string, parent: string | null, body: string, second: number) => ({
    id,
    group_id: groupId,
    parent_id: parent,
    author: bob,
    is_mine: false,
    body,
    created_at: new Date(Date.UTC(2026, 10, 20, 8, 0, second)).toISOString(),
    edited_at: null,
    deleted: false,
  });
  return groupDetailSchema.parse({
    group: {
      id: groupId,
      name: "Gate 3 crew",
      description: null,
      requires_approval: false,
      member_count: 2,
      my_role: "member",
      invite_token: null,
    },
    members: [{ user: bob, role: "admin", status: "active", is_me: false }],
    posts: Array.from({ length: last - first + 1 }, (_, offset) => first + offset).flatMap((index) => [
      post(postId(index), null, `post ${index}`, index),
      post(replyId(index), postId(index), `reply to post ${index}`, 100 + index),
    ]),
    has_older_posts: hasOlder,
  });
}

const path = `/api/groups/${groupId}`;

afterEach(() => vi.restoreAllMocks());

describe("a group's posts", () => {
  it("shows the newest posts with their replies, then older ones each time they are asked for", async () => {
    stubApi({
      [`GET ${path}`]: () => jsonResponse(200, page(11, 20, true)),
      [`GET ${path}?before=${postId(11)}`]: () => jsonResponse(200, page(1, 10, false)),
    });
    renderAt(<GroupDetail groupId={groupId} />);
    const posts = await screen.findByRole("list", { name: "Posts" });
    const shown = () =>
      within(posts)
        .getAllByText(/^post \d+$/)
        .map((item) => item.textContent);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, index) => `post ${11 + index}`));

    await userEvent.click(screen.getByRole("button", { name: "Show older posts" }));
    expect(await within(posts).findByText("post 1")).toBeInTheDocument();
    expect(shown()).toEqual(Array.from({ length: 20 }, (_, index) => `post ${1 + index}`));
    // An older post's reply is under it, as on the first page.
    const [oldest] = within(posts).getAllByRole("listitem");
    expect(within(oldest as HTMLElement).getByText("reply to post 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show older posts" })).not.toBeInTheDocument();
  });

  it("keeps the posts on screen when older ones fail to load, and offers to try again", async () => {
    stubApi({
      [`GET ${path}`]: () => jsonResponse(200, page(11, 20, true)),
      [`GET ${path}?before=${postId(11)}`]: () =>
        jsonResponse(404, { code: "NOT_FOUND", message: "The requested resource was not found." }),
    });
    renderAt(<GroupDetail groupId={groupId} />);
    const posts = await screen.findByRole("list", { name: "Posts" });
    await userEvent.click(screen.getByRole("button", { name: "Show older posts" }));
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
    expect(within(posts).getByText("post 20")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Write a post" })).toBeInTheDocument();
  });
});
