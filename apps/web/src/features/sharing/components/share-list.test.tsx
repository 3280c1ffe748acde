import type { ShareDetail, ShareSummary } from "@siteready/domain/sharing";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { ShareList } from "./share-list.tsx";

const usedUp: ShareSummary = {
  id: "9a1b8a52-5d2e-4f7a-9c1e-2b3d4e5f6a7b",
  recipient_label: "Acme Build — gate",
  url: "http://localhost:3000/share#token",
  state: "view-limit",
  state_label: "Ended: it was opened as many times as you allowed",
  created_at: "2026-12-01T09:00:00.000Z",
  expires_at: "2026-12-08T09:00:00.000Z",
  revoked_at: null,
  has_pin: false,
  end_when_card_expires: false,
  notify_by_email: false,
  items: [{ kind: "skills-card", label: "CSCS Labourer (Green)", type: "cscs-labourer" }],
  view_count: 2,
  first_viewed_at: "2026-12-01T10:00:00.000Z",
  first_view_unseen: false,
  max_views: 2,
  views_used: 2,
  recipient_email: "jo@acme.co.uk",
  verify_recipient: true,
  delete_by: "2026-12-31",
  delete_requested_at: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubApi() {
  const posted: string[] = [];
  let detail: ShareDetail = {
    ...usedUp,
    views: [],
    events: [{ kind: "code-locked", at: "2026-12-01T11:00:00.000Z" }],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "POST") {
        posted.push(url);
        detail = {
          ...detail,
          delete_requested_at: "2026-12-06T12:00:00.000Z",
          events: [{ kind: "delete-requested", at: "2026-12-06T12:00:00.000Z" }, ...detail.events],
        };
        return json(200, detail);
      }
      if (url.endsWith(`/api/shares/${usedUp.id}`)) return json(200, detail);
      return json(200, { shares: [usedUp] });
    }),
  );
  return posted;
}

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareList shares={[usedUp]} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("ShareList: shares with more control (issue 51)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the views used of the limit, the code's address, the delete-by date and the ended state", () => {
    stubApi();
    renderList();
    const share = screen.getByRole("article", { name: "Acme Build — gate" });
    expect(within(share).getByText("Ended: it was opened as many times as you allowed")).toBeVisible();
    expect(within(share).getByText("2 of 2 views used")).toBeVisible();
    expect(within(share).getByText("Code sent to jo@acme.co.uk before it opens")).toBeVisible();
    expect(within(share).getByText("Copy to be deleted by 31 Dec 2026")).toBeVisible();
  });

  it("lists the share's events and asks the recipient to delete their copy", async () => {
    const posted = stubApi();
    const user = renderList();
    const share = screen.getByRole("article", { name: "Acme Build — gate" });
    await user.click(within(share).getByRole("button", { name: "Who looked" }));
    expect(
      await within(share).findByText(/Code entry locked for 15 minutes after 5 wrong codes/),
    ).toBeVisible();
    await user.click(within(share).getByRole("button", { name: "Ask the recipient to delete their copy" }));
    await vi.waitFor(() => expect(posted).toEqual([`/api/shares/${usedUp.id}/ask-to-delete`]));
    expect(await within(share).findByText(/You asked the recipient to delete their copy/)).toBeVisible();
  });

  it("says the view limit in Polish", async () => {
    await showLanguage("pl");
    stubApi();
    renderList();
    expect(screen.getByText("Wykorzystano 2 z 2 wyświetleń")).toBeVisible();
    await showLanguage("en");
  });
});
