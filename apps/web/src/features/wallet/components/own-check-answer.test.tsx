import type { OwnCheckView } from "@siteready/domain/evidence";
import type { GateItemView as GateItem, WalletView as Wallet } from "@siteready/domain/wallet";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { walletQueryKey } from "../api/wallet-query-key.ts";
import { OwnCheckAnswer } from "./own-check-answer.tsx";

const facts = { number: "12345678", expiry_date: "2029-01-31", type: "cscs-labourer" };

const card = (ownCheck: OwnCheckView | null = null) =>
  ({
    kind: "skills-card",
    id: "3f1d2c4b-0000-4000-8000-000000000001",
    type: "cscs-labourer",
    number: facts.number,
    expiry_date: facts.expiry_date,
    verification: { level: "photo", check: null, flagged: false, summary: { key: "evidence.summary.photo" } },
    own_check: ownCheck,
  }) as GateItem;

const answered = (outcome: OwnCheckView["outcome"]): OwnCheckView => ({
  outcome,
  checked_at: "2026-12-03T10:00:00.000Z",
  facts,
  current: true,
  summary: {
    key: outcome === "still-verifies" ? "evidence.own.summary.yes" : "evidence.own.summary.no",
    values: { date: "2026-12-03" },
  },
});

function renderAnswer(item: GateItem) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<Wallet>(walletQueryKey, {
    holder_name: "Ana",
    holder_photo_url: null,
    items: [item],
  });
  const router = createMemoryRouter([{ path: "*", element: <OwnCheckAnswer item={item} anchor /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OwnCheckAnswer", () => {
  it("asks whether the card still verifies, links to Smart Check, and keeps a 'yes' as the worker's own note", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify(answered("still-verifies")), {
        status: 201,
        headers: { "content-type": "application/json" },
      }),
    );
    const { user, queryClient } = renderAnswer(card());

    const group = screen.getByRole("group", { name: "Did it still verify on Smart Check?" });
    expect(group).toHaveAttribute("id", "smart-check");
    expect(within(group).getByRole("link", { name: /Look it up on Smart Check/ })).toHaveAttribute(
      "href",
      "https://www.cscssmartcheck.co.uk/",
    );
    await user.click(within(group).getByRole("button", { name: "Yes, it still verifies" }));

    expect(await screen.findByText("Your answer is kept.")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/evidence/own-checks");
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: "skills-card",
      id: card().id,
      outcome: "still-verifies",
    });
    const kept = queryClient.getQueryData<Wallet>(walletQueryKey)?.items[0];
    expect(kept?.own_check?.outcome).toBe("still-verifies");
    // The level is the server's to work out: the worker's word leaves it as it was.
    expect(kept?.verification.level).toBe("photo");
  });

  it("shows the last answer in words, and after a 'no' what to do", () => {
    renderAnswer(card(answered("did-not-verify")));
    expect(
      screen.getByText(/You looked it up on Smart Check on .*2026: it did not verify\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact the card's scheme/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Correct the card details" })).toHaveAttribute(
      "href",
      "/skills-cards",
    );
  });

  it("after a 'yes', no advice is shown", () => {
    renderAnswer(card(answered("still-verifies")));
    expect(screen.getByText(/: it still verified\./)).toBeInTheDocument();
    expect(screen.queryByText(/contact the card's scheme/)).not.toBeInTheDocument();
  });
});
