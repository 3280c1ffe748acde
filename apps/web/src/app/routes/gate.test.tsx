import { encoded } from "@siteready/domain/fields";
import { gateRegisterDayLimitMessage } from "@siteready/domain/limits";
import type { GateRegisterView, GateSignInInput, GateSignInView } from "@siteready/domain/wallet";
import { onlineManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { gateRegisterQueueStorageKey, gateSignOutQueueStorageKey } from "../../lib/offline-copy.ts";
import { bodySentTo, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../test-support/render.tsx";
import { GatePage } from "./gate.tsx";

const site = "Riverside Plot 4";

const waitingDecision: GateSignInInput = {
  client_id: "7f1c1f7e-2b7e-4a57-9a53-0c1d2e3f4a5b",
  site,
  holder_name: "Dana Worker",
  card_title: "CSCS Labourer (Green)",
  scheme: "CSCS",
  card_number: "CSCS-0042-7781",
  expiry_date: "2099-03-31",
  outcome: "green",
  reason: encoded("gate.reason.inDate"),
  code_kind: "live",
  decision: "accepted",
  refusal_reason: null,
  note: null,
  scanned_at: "2026-11-26T07:42:00.000Z",
};

const synced = (overrides: Partial<GateSignInView>): GateSignInView => ({
  ...waitingDecision,
  id: crypto.randomUUID(),
  client_id: crypto.randomUUID(),
  checked_by: "Jack Smith",
  signed_out_at: null,
  ...overrides,
});
const ann = synced({ holder_name: "Ann Arrived", scanned_at: "2026-11-26T07:00:00.000Z" });
const rob = synced({
  holder_name: "Rob Expired",
  outcome: "red",
  reason: encoded("gate.reason.expired"),
  decision: "refused",
  refusal_reason: "card-expired",
  scanned_at: "2026-11-26T07:10:00.000Z",
});
const register: GateRegisterView = { on_site: [ann], sign_ins: [rob, ann] };

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "[]");

describe("the gate page", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => onlineManager.setOnline(true));
  });

  it("shows who is on site now apart from every check, the refused as refused with the reason, and signs people out", async () => {
    localStorage.setItem("gateSite", site);
    let answer = register;
    const api = stubApi({
      "GET /api/gate/keys": () => jsonResponse(200, { keys: [] }),
      "GET /api/gate/sign-ins": () => jsonResponse(200, answer),
      "POST /api/gate/sign-outs": () => {
        answer = { on_site: [], sign_ins: [rob, { ...ann, signed_out_at: "2026-11-26T17:00:00.000Z" }] };
        return jsonResponse(200, { signed_out: 1 });
      },
    });
    renderSignedIn(<GatePage />, "/gate");

    const onSite = await screen.findByRole("list", { name: "On site now: 1" });
    expect(onSite).toHaveTextContent("Ann Arrived");
    expect(onSite).not.toHaveTextContent("Rob Expired");
    const history = screen.getByRole("table", { name: "Checks and decisions" });
    const robRow = within(history).getByRole("row", { name: /Rob Expired/ });
    expect(robRow).toHaveTextContent("Refused: Card expired");
    expect(robRow).not.toHaveTextContent("Signed in");
    expect(within(history).getByRole("row", { name: /Ann Arrived/ })).toHaveTextContent("Signed in");

    await userEvent.setup().click(within(onSite).getByRole("button", { name: "Sign out Ann Arrived" }));
    expect(await screen.findByText("Nobody is on site now.")).toBeInTheDocument();
    expect(screen.getByText("Signed out: Ann Arrived.")).toBeInTheDocument();
    await waitFor(() => expect(stored(gateSignOutQueueStorageKey)).toEqual([]));
    expect(bodySentTo(api, "POST", "/api/gate/sign-outs")).toEqual({
      sign_outs: [{ client_id: ann.client_id, signed_out_at: expect.any(String) }],
    });
    expect(within(history).getByRole("row", { name: /Ann Arrived/ })).toHaveTextContent(/Signed out/);
  });

  it("with no signal shows the register from the last sync, says when that was, and keeps sign-outs on the phone", async () => {
    localStorage.setItem("gateSite", site);
    stubApi({
      "GET /api/gate/keys": () => jsonResponse(200, { keys: [] }),
      "GET /api/gate/sign-ins": () => jsonResponse(200, register),
    });
    const { queryClient, unmount } = renderSignedIn(<GatePage />, "/gate");
    await screen.findByRole("list", { name: "On site now: 1" });
    act(() => {
      queryClient.setQueryData(["gate-register", site], register, {
        updatedAt: Date.parse("2026-11-26T08:15:00.000Z"),
      });
      onlineManager.setOnline(false);
    });

    expect(
      screen.getByText(
        /^No signal: this is the register from this phone's last sync \(26 Nov 2026, \d\d:15\)/,
      ),
    ).toBeInTheDocument();
    const onSite = screen.getByRole("list", { name: "On site now: 1" });
    expect(onSite).toHaveTextContent("Ann Arrived");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign everyone out" }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign everyone out" }));
    expect(screen.getByText("Nobody is on site now.")).toBeInTheDocument();
    expect(
      screen.getByText(/^1 change to the register is on this phone, waiting to send/),
    ).toBeInTheDocument();
    expect(stored(gateSignOutQueueStorageKey)).toEqual([
      { client_id: ann.client_id, signed_out_at: expect.any(String) },
    ]);
    // Gone before the signal returns, so nothing is fetched once fetch is no longer stubbed.
    unmount();
  });

  it("sends a scan queued before the gate asked for decisions as the migration reads it", async () => {
    localStorage.setItem("gateSite", site);
    const decisionFields = ["decision", "refusal_reason", "note"];
    const before = Object.fromEntries(
      Object.entries(waitingDecision).filter(([field]) => !decisionFields.includes(field)),
    );
    const redBefore = { ...before, client_id: crypto.randomUUID(), holder_name: "Not known", outcome: "red" };
    localStorage.setItem(gateRegisterQueueStorageKey, JSON.stringify([before, redBefore]));
    const api = stubApi({
      "GET /api/gate/keys": () => jsonResponse(200, { keys: [] }),
      "GET /api/gate/sign-ins": () => jsonResponse(200, { on_site: [], sign_ins: [] }),
      "POST /api/gate/sign-ins": () => jsonResponse(200, { saved: 2 }),
    });
    renderSignedIn(<GatePage />, "/gate");
    await waitFor(() => expect(stored(gateRegisterQueueStorageKey)).toEqual([]));
    expect(bodySentTo(api, "POST", "/api/gate/sign-ins")).toEqual({
      sign_ins: [
        waitingDecision,
        {
          ...redBefore,
          holder_name: null,
          decision: "refused",
          refusal_reason: "other",
          note: "Scanned before the gate asked for a decision.",
        },
      ],
    });
  });

  it("says why the register refused what the phone sent, in the reader's language, keeps it, and sends it on Try again", async () => {
    await showLanguage("pl");
    localStorage.setItem("gateSite", site);
    localStorage.setItem(gateRegisterQueueStorageKey, JSON.stringify([waitingDecision]));
    let refuse = true;
    const api = stubApi({
      "GET /api/gate/keys": () => jsonResponse(200, { keys: [] }),
      "GET /api/gate/sign-ins": () => jsonResponse(200, { on_site: [], sign_ins: [] }),
      "POST /api/gate/sign-ins": () =>
        refuse
          ? jsonResponse(429, {
              code: "RATE_LIMITED",
              category: "client",
              severity: "medium",
              message: gateRegisterDayLimitMessage,
              errorId: "err_gate_day",
              messageRef: { key: "limit.gateRegisterDay" },
            })
          : jsonResponse(200, { saved: 1 }),
    });
    renderSignedIn(<GatePage />, "/gate");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Twój rejestr wejść przyjął w ciągu ostatnich 24 godzin 20 000 wejść");
    expect(stored(gateRegisterQueueStorageKey)).toEqual([waitingDecision]);
    // Waiting on the phone, Dana is on site already: the roll-call does not wait for the signal.
    expect(screen.getByRole("list", { name: "Teraz na budowie: 1" })).toHaveTextContent("Dana Worker");

    refuse = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
    await waitFor(() => expect(stored(gateRegisterQueueStorageKey)).toEqual([]));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const sends = api.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(sends).toHaveLength(2);
  });
});
