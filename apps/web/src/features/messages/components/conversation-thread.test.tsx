import { conversationThreadSchema, type ConversationThread as Thread } from "@siteready/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { ConversationThread } from "./conversation-thread.tsx";

const conversationId = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const messageId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;

/** A page of the thread as the server answers it, checked against the domain's schema. */
function page(first: number, last: number, hasOlder: boolean): Thread {
  return conversationThreadSchema.parse({
    conversation: {
      id: conversationId,
      other: { id: "7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "Bob M." },
      last_message: `message ${last}`,
      last_message_at: "2026-11-20T09:00:00.000Z",
      unread: 0,
      muted: false,
      blocked: false,
      can_send: true,
    },
    messages: Array.from({ length: last - first + 1 }, (_, offset) => ({
      id: messageId(first + offset),
      conversation_id: conversationId,
      is_mine: false,
      body: `message ${first + offset}`,
      created_at: new Date(Date.UTC(2026, 10, 20, 8, 0, first + offset)).toISOString(),
      edited_at: null,
      deleted: false,
      seen: false,
    })),
    has_older: hasOlder,
  });
}

const path = `/api/conversations/${conversationId}`;

afterEach(() => vi.restoreAllMocks());

describe("a conversation's history", () => {
  it("shows the newest messages, then older ones each time they are asked for, oldest first", async () => {
    stubApi({
      [`GET ${path}`]: () => jsonResponse(200, page(21, 30, true)),
      [`GET ${path}?before=${messageId(21)}`]: () => jsonResponse(200, page(11, 20, true)),
      [`GET ${path}?before=${messageId(11)}`]: () => jsonResponse(200, page(1, 10, false)),
    });
    renderAt(<ConversationThread conversationId={conversationId} />);
    const list = await screen.findByRole("list", { name: "Messages with Bob M." });
    const shown = () =>
      within(list)
        .getAllByText(/^message \d+$/)
        .map((item) => item.textContent);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, index) => `message ${21 + index}`));

    await userEvent.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(await within(list).findByText("message 11")).toBeInTheDocument();
    expect(shown()).toEqual(Array.from({ length: 20 }, (_, index) => `message ${11 + index}`));

    await userEvent.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(await within(list).findByText("message 1")).toBeInTheDocument();
    expect(shown()).toEqual(Array.from({ length: 30 }, (_, index) => `message ${1 + index}`));
    // The whole conversation is on screen: nothing older to ask for.
    expect(screen.queryByRole("button", { name: "Show older messages" })).not.toBeInTheDocument();
  });

  it("keeps the messages on screen when older ones fail to load, and offers to try again", async () => {
    stubApi({
      [`GET ${path}`]: () => jsonResponse(200, page(21, 30, true)),
      // Refused (the api client retries a server failure itself before any error shows).
      [`GET ${path}?before=${messageId(21)}`]: () =>
        jsonResponse(404, { code: "NOT_FOUND", message: "The requested resource was not found." }),
    });
    renderAt(<ConversationThread conversationId={conversationId} />);
    const list = await screen.findByRole("list", { name: "Messages with Bob M." });
    await userEvent.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
    expect(within(list).getByText("message 30")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeInTheDocument();
  });
});
