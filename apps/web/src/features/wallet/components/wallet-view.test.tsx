import { describeExpiry } from "@siteready/domain/renewals";
import type { GateItemView as GateItem, WalletView as Wallet } from "@siteready/domain/wallet";
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { walletImageUrls } from "../api/get-wallet.ts";
import { walletQueryKey } from "../api/wallet-query-key.ts";
import { WalletView } from "./wallet-view.tsx";

const DAY = 86_400_000;

function gateItem(overrides: Partial<GateItem> = {}): GateItem {
  const { urgency, days, label } = describeExpiry("2030-03-31", new Date());
  return {
    kind: "skills-card",
    id: "card-1",
    kind_label: "Skills card",
    title: "CPCS Blue Competent Operator Card",
    // A card the worker typed in: its type is what they typed, shown as typed.
    type: "CPCS Blue Competent Operator Card",
    acronym: "CPCS",
    colour: "blue",
    scheme: "CPCS",
    number: "CPCS-778899",
    issuer: null,
    expiry_date: "2030-03-31",
    urgency: { status: urgency, days_left: days, label },
    verification: {
      level: "photo",
      check: null,
      flagged: false,
      summary: { key: "evidence.summary.photo" },
    },
    own_check: null,
    front_image_url: "/api/files/f1?gate",
    front_thumbnail_url: "/api/files/f1/thumbnail?gate",
    back_image_url: "/api/files/b1?gate",
    back_thumbnail_url: "/api/files/b1/thumbnail?gate",
    show_holder_photo: true,
    signed_code_url: "http://localhost:3000/verify#s.signed.code",
    signed_code_expires_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    updated_at: "2026-01-05T09:00:00.000Z",
    ...overrides,
  };
}

function renderWallet(wallet: Wallet, syncedAt: number) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(walletQueryKey, wallet, { updatedAt: syncedAt });
  // The device copy's data, as after a start with no signal: no request is made while it is fresh enough.
  queryClient.setQueryDefaults(walletQueryKey, { staleTime: Number.POSITIVE_INFINITY });
  const router = createMemoryRouter([{ path: "*", element: <WalletView /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

describe("WalletView", () => {
  beforeAll(() => {
    // happy-dom has no modal dialogs; showModal only needs to open it here.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => onlineManager.setOnline(true));
  });

  it("draws each card with its number, expiry and urgency, and when it last synced", () => {
    renderWallet(
      { holder_name: "Jamie O'Brien", holder_photo_url: null, items: [gateItem()] },
      Date.now() - 3 * 3_600_000,
    );
    const card = screen.getByRole("button", { name: /open full screen$/ });
    expect(within(card).getByText("CPCS-778899")).toBeInTheDocument();
    expect(within(card).getByText("Jamie O'Brien")).toBeInTheDocument();
    expect(within(card).getByText("Expires 31 Mar 2030")).toBeInTheDocument();
    expect(
      within(card).getByRole("img", { name: "Front of your CPCS Blue Competent Operator Card" }),
    ).toHaveAttribute("src", "/api/files/f1/thumbnail?gate");
    expect(screen.getByText("Last synced 3 h ago")).toBeInTheDocument();
    expect(screen.queryByText(/has not synced for over 7 days/)).not.toBeInTheDocument();
  });

  it("asks for smaller photos in light mode, the same ones it keeps on the device for use offline", () => {
    const front = "5f0c2a9e-1b2c-4d3e-8f4a-6b7c8d9e0f1a";
    const item = gateItem({
      front_image_url: `/api/files/${front}?gate`,
      front_thumbnail_url: `/api/files/${front}/thumbnail?gate`,
      back_image_url: null,
      back_thumbnail_url: null,
    });
    document.documentElement.dataset.lite = "";
    try {
      renderWallet({ holder_name: "Jamie O'Brien", holder_photo_url: null, items: [item] }, Date.now());
      const photo = screen.getByRole("img", { name: "Front of your CPCS Blue Competent Operator Card" });
      expect(photo).toHaveAttribute("src", `/api/files/${front}/image?w=160&gate`);
      expect(
        walletImageUrls({ holder_name: "Jamie O'Brien", holder_photo_url: null, items: [item] }),
      ).toEqual([`/api/files/${front}/image?w=160&gate`, `/api/files/${front}/image?w=960&gate`]);
    } finally {
      delete document.documentElement.dataset.lite;
    }
  });

  it("warns after 7 days without a sync but still shows every card", () => {
    renderWallet(
      { holder_name: "Jamie O'Brien", holder_photo_url: null, items: [gateItem()] },
      Date.now() - 8 * DAY,
    );
    expect(screen.getByText("Last synced 8 days ago")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your wallet has not synced for over 7 days, so a card may have changed since. Connect to update it.",
    );
    expect(screen.getByText("CPCS-778899")).toBeInTheDocument();
  });

  it("opens a card full screen with the number, both photos and a live QR code that changes", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        url: "http://localhost:3000/verify#t.live-token",
        expires_at: new Date(Date.now() + 180_000).toISOString(),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWallet(
      { holder_name: "Jamie O'Brien", holder_photo_url: null, items: [gateItem()] },
      Date.now(),
    );
    await user.click(screen.getByRole("button", { name: /open full screen$/ }));
    const dialog = screen.getByRole("dialog", { name: "CPCS Blue Competent Operator Card" });
    expect(within(dialog).getByText("Registration number")).toBeInTheDocument();
    expect(within(dialog).getByText("CPCS-778899")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: "Front of the card" })).toHaveAttribute(
      "src",
      "/api/files/f1?gate",
    );
    expect(within(dialog).getByRole("img", { name: "Back of the card" })).toHaveAttribute(
      "src",
      "/api/files/b1?gate",
    );
    const qrCode = await within(dialog).findByRole("img", {
      name: "QR code: scan to check this skills card",
    });
    expect(qrCode.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    await vi.waitFor(() => expect(qrCode).toHaveAttribute("data-code-kind", "live"));
    expect(fetch).toHaveBeenCalledWith("/api/wallet/items/skills-card/card-1/live-code", expect.anything());
    expect(within(dialog).getByText(/Live code: it changes every minute/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: /Zoom in on the back of the card/ }));
    expect(within(dialog).getByRole("button", { name: /Zoom out on the back of the card/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("shows the offline code on demand for a gate phone with no signal, and the live code again", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        url: "http://localhost:3000/verify#t.live-token",
        expires_at: new Date(Date.now() + 180_000).toISOString(),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWallet(
      { holder_name: "Jamie O'Brien", holder_photo_url: null, items: [gateItem()] },
      Date.now(),
    );
    await user.click(screen.getByRole("button", { name: /open full screen$/ }));
    const dialog = screen.getByRole("dialog");
    const qrCode = await within(dialog).findByRole("img", {
      name: "QR code: scan to check this skills card",
    });
    await vi.waitFor(() => expect(qrCode).toHaveAttribute("data-code-kind", "live"));

    // The gate's red result asks for this button by name.
    await user.click(within(dialog).getByRole("button", { name: "Show the offline code" }));
    await vi.waitFor(() => expect(qrCode).toHaveAttribute("data-code-kind", "signed"));
    expect(
      within(dialog).getByText(/Offline code: the gate-keeper's phone checks it with no signal/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Show the live code" }));
    await vi.waitFor(() => expect(qrCode).toHaveAttribute("data-code-kind", "live"));
  });

  it("shows the signed offline code with no signal, and says when it has run out", async () => {
    act(() => onlineManager.setOnline(false));
    const { user } = renderWallet(
      {
        holder_name: "Jamie O'Brien",
        holder_photo_url: "/api/files/p1?gate",
        items: [
          gateItem(),
          gateItem({ id: "card-2", signed_code_expires_at: new Date(Date.now() - 1000).toISOString() }),
        ],
      },
      Date.now(),
    );
    await user.click(screen.getAllByRole("button", { name: /open full screen$/ })[0] as HTMLElement);
    const dialog = screen.getByRole("dialog");
    const qrCode = await within(dialog).findByRole("img", {
      name: "QR code: scan to check this skills card",
    });
    expect(qrCode).toHaveAttribute("data-code-kind", "signed");
    expect(
      within(dialog).getByText(/Offline code: the gate-keeper's phone checks it with no signal/),
    ).toBeInTheDocument();
    // What the gate-keeper will see of the worker, and the switch for the photo.
    expect(within(dialog).getByRole("img", { name: "You, as the gate-keeper sees you" })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("checkbox", { name: "Show my photo on this card's check" }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(screen.getAllByRole("button", { name: /open full screen$/ })[1] as HTMLElement);
    expect(screen.getByText(/Your offline code has expired/)).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("queues a change made with no signal, in sight, and sends it when the connection returns", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith("/api/wallet/items/")
        ? Response.json({ kind: "skills-card", id: "card-1", show_at_gate: false })
        : Response.json({ holder_name: "Jamie O'Brien", holder_photo_url: null, items: [] }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWallet(
      { holder_name: "Jamie O'Brien", holder_photo_url: null, items: [gateItem()] },
      Date.now(),
    );
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole("button", { name: /open full screen$/ }));
    await user.click(screen.getByRole("button", { name: "Stop showing this at the gate" }));
    expect(await screen.findByText(/1 change is waiting to send/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No cards for the gate yet" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/wallet/items/skills-card/card-1",
        expect.objectContaining({ method: "PUT", body: JSON.stringify({ show_at_gate: false }) }),
      ),
    );
    await vi.waitFor(() => expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument());
  });
});
