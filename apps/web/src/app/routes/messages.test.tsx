import { conversationThreadSchema } from "@siteready/domain/messages";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderAt } from "../../test-support/render.tsx";
import { MessagesPage } from "./messages.tsx";

const conversationId = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const conversation = {
  id: conversationId,
  other: { id: "7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "Bob M." },
  last_message: null,
  last_message_deleted: true,
  last_message_at: "2026-11-20T09:00:00.000Z",
  unread: 2,
  muted: true,
  blocked: false,
  can_send: true,
};
const thread = conversationThreadSchema.parse({
  conversation,
  messages: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      conversation_id: conversationId,
      is_mine: true,
      body: "Jutro na budowie o 7?",
      created_at: "2026-11-20T08:00:00.000Z",
      edited_at: "2026-11-20T08:01:00.000Z",
      deleted: false,
      seen: true,
    },
  ],
  has_older: false,
});

afterEach(() => vi.restoreAllMocks());

describe("Messages in Polish", () => {
  it("names the page, the list, the settings and the open conversation in Polish, dated day-month-year", async () => {
    await showLanguage("pl");
    stubApi({
      "GET /api/conversations": () => jsonResponse(200, { conversations: [{ ...conversation, unread: 0 }] }),
      [`GET /api/conversations/${conversationId}`]: () => jsonResponse(200, thread),
      "GET /api/messaging/settings": () => jsonResponse(200, { read_receipts: true, digest_hours: null }),
    });
    renderAt(<MessagesPage />, `/messages?c=${conversationId}`);

    expect(screen.getByRole("heading", { level: 1, name: "Wiadomości" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Rozmowy" });
    expect(within(list).getByText("Wyciszona")).toBeInTheDocument();
    expect(within(list).getByText("Ta wiadomość została usunięta")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Zacznij rozmowę" })).toBeInTheDocument();
    expect(
      await screen.findByRole("combobox", {
        name: "Powiadamiaj mnie e-mailem o nieprzeczytanych wiadomościach",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Po 4 godzinach bez przeczytania" })).toBeInTheDocument();

    const messages = await screen.findByRole("list", { name: "Wiadomości z: Bob M." });
    expect(within(messages).getByText("Ty:")).toBeInTheDocument();
    expect(within(messages).getByText("edytowano")).toBeInTheDocument();
    expect(within(messages).getByText("Przeczytano")).toBeInTheDocument();
    expect(within(messages).getByText(/^20 listopada 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyłącz wyciszenie" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Twoja wiadomość" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyślij" })).toBeInTheDocument();
  });
});
